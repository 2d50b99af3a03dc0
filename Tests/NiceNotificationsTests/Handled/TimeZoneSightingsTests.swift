import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// The zones seen at the package's runs: stays in one zone, in order, and the zones around a
/// moment.
struct TimeZoneSightingsTests {
  let pagoPago = Zones.named("Pacific/Pago_Pago")
  let berlin = Zones.named("Europe/Berlin")
  let lordHowe = Zones.named("Australia/Lord_Howe")
  let monday = Date(timeIntervalSince1970: 1_795_000_000)

  func day(_ days: Double) -> Date { monday.addingTimeInterval(days * 86_400) }

  @Test func runsInOneZoneAreOneStay() {
    let seen = TimeZoneSightings().recording(berlin, at: day(0)).recording(berlin, at: day(1))
      .recording(berlin, at: day(2))
    #expect(seen.stays == [TimeZoneSightings.Stay(zone: "Europe/Berlin", since: day(0), through: day(2))])
  }

  @Test func theZonesAroundADeliveryAreThoseOfTheRunsBeforeAndAfterIt() {
    let seen = TimeZoneSightings().recording(pagoPago, at: day(0)).recording(berlin, at: day(2))
    #expect(seen.zones(around: day(1)).map(\.identifier) == ["Pacific/Pago_Pago", "Europe/Berlin"])
    #expect(seen.zones(around: day(3)).map(\.identifier) == ["Europe/Berlin"])
    #expect(seen.zones(around: day(-1)).map(\.identifier) == ["Pacific/Pago_Pago"])
    #expect(seen.hasRun(atOrAfter: day(1)))
    #expect(!seen.hasRun(atOrAfter: day(3)))
    #expect(TimeZoneSightings().zones(around: day(0)).isEmpty)
  }

  @Test func aDeliveryInsideAStayIsThatZonesAlone() {
    let seen = TimeZoneSightings().recording(lordHowe, at: day(0)).recording(lordHowe, at: day(2))
      .recording(berlin, at: day(3))
    #expect(seen.zones(around: day(1)).map(\.identifier) == ["Australia/Lord_Howe"])
  }

  @Test func runsRecordedOutOfOrderLandInOrder() {
    let seen = TimeZoneSightings().recording(berlin, at: day(4)).recording(pagoPago, at: day(0))
      .recording(pagoPago, at: day(1)).recording(berlin, at: day(3))
    #expect(
      seen.stays == [
        .init(zone: "Pacific/Pago_Pago", since: day(0), through: day(1)),
        .init(zone: "Europe/Berlin", since: day(3), through: day(4)),
      ])
    // A run inside a stay of another zone (the clock set back) is not recorded.
    #expect(seen.recording(lordHowe, at: day(3.5)) == seen)
    #expect(TimeZoneSightings(stays: seen.stays.reversed()) == seen)
  }

  @Test func theOldestStaysAreForgottenBeyondTheLimit() {
    var seen = TimeZoneSightings()
    for index in 0..<(TimeZoneSightings.limit + 5) {
      seen = seen.recording(index.isMultiple(of: 2) ? berlin : pagoPago, at: day(Double(index)))
    }
    #expect(seen.stays.count == TimeZoneSightings.limit)
    #expect(seen.stays.first?.since == day(5))
  }

  @Test func aRunSaysMoreThanTheSavedSightingsWhenTheZoneChangesOrAnHourPassed() {
    let saved = TimeZoneSightings().recording(berlin, at: monday)
    #expect(!saved.recording(berlin, at: monday.addingTimeInterval(3_599)).isNewer(than: saved))
    #expect(saved.recording(berlin, at: monday.addingTimeInterval(3_600)).isNewer(than: saved))
    #expect(saved.recording(pagoPago, at: monday.addingTimeInterval(60)).isNewer(than: saved))
    #expect(saved.isNewer(than: TimeZoneSightings()))
  }

  @Test func sightingsSurviveARoundTripThroughJSON() throws {
    let seen = TimeZoneSightings().recording(pagoPago, at: day(0)).recording(berlin, at: day(1))
    let decoded = try JSONDecoder().decode(TimeZoneSightings.self, from: try JSONEncoder().encode(seen))
    #expect(decoded == seen)
  }

  @Test func theStoresKeepSightingsBesideTheMarks() async throws {
    let seen = TimeZoneSightings().recording(pagoPago, at: day(0)).recording(berlin, at: day(1))
    let memory = InMemoryHandledOccurrenceStore()
    await memory.saveTimeZoneSightings(seen)
    #expect(await memory.timeZoneSightings() == seen)
    try await withTemporaryDefaultsSuite { defaults, _ in
      let store = UserDefaultsHandledOccurrenceStore(userDefaults: defaults, keyPrefix: "NiceNotifications.")
      let mark = RequestIdentifier(group: "pills", entry: "0", occurrence: "20261128T200000")
      try store.markHandled(mark, date: day(0))
      try store.saveTimeZoneSightings(seen)
      #expect(store.timeZoneSightings() == seen)
      // Forgetting old marks, under a prefix the sightings' key shares, leaves them alone.
      try store.forgetHandled(before: day(1))
      #expect(try store.handledOccurrences(inGroup: "pills").isEmpty)
      #expect(store.timeZoneSightings() == seen)
    }
  }
}

/// The zones seen by every instance over one store — the app's and an extension's — are
/// kept together.
struct SharedTimeZoneSightingsTests {
  @Test func instancesOverOneStoreKeepEachOthersSightings() async {
    let start = DateBuilder.Context.fixed(2026, 11, 27, 12, 0, in: "Pacific/Pago_Pago")
    let store = InMemoryHandledOccurrenceStore()
    let center = SimulatedNotificationCenter(
      now: start.now, timeZone: start.timeZone, authorization: .authorized)
    let group = FixedGroup("habit") {
      EveryDay(starting: .today).at(hour: 20, minute: 45).schedule(title: "Stretch")
    }
    let app = frontDoor(over: center, handledStore: store)
    let fileExtension = frontDoor(over: center, handledStore: store)
    await app.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 86_400)
    await center.setTimeZone(Zones.named("Pacific/Auckland"))
    await fileExtension.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 86_400)
    await center.setTimeZone(Zones.named("Europe/Berlin"))
    await app.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(
      await store.timeZoneSightings().stays.map(\.zone) == [
        "Pacific/Pago_Pago", "Pacific/Auckland", "Europe/Berlin",
      ])
  }
}
