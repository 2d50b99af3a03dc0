import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// A daily series inside random quiet hours, in zones with DST, lived on the simulator across a
/// clock change: every delivery, marked done, marks exactly the occurrence whose time was moved to
/// it, worked out here with Foundation from the delivery's local reading.
struct PacedRepeatingDonePropertyTests {
  /// Cases; `NICE_PACED_DONE_CASES` sets more for a long run.
  static let cases = ProcessInfo.processInfo.environment["NICE_PACED_DONE_CASES"].flatMap { Int($0) } ?? 40

  static let zones = [
    "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Havana", "America/Santiago",
  ]

  struct Case: Sendable, CustomStringConvertible {
    var zone: String
    /// Quiet hours' start and end, and the series' time (inside them), in minutes after midnight.
    var start: Int
    var end: Int
    var time: Int
    /// Seconds since 1970 of the first launch.
    var launch: Int

    var description: String {
      func clock(_ minutes: Int) -> String { String(format: "%02d:%02d", minutes / 60, minutes % 60) }
      return
        "\(zone), quiet \(clock(start))–\(clock(end)), daily \(clock(time)), launched "
        + PacingClock.utcText(Date(timeIntervalSince1970: TimeInterval(launch))) + " UTC"
    }

    static func generate(_ random: inout SeededGenerator) -> Case {
      let start = Int.random(in: 0..<1_440, using: &random)
      let length = Int.random(in: 30..<1_200, using: &random)
      let end = (start + length) % 1_440
      let time = (start + Int.random(in: 0..<length, using: &random)) % 1_440
      let zone = zones.randomElement(using: &random) ?? "Europe/Berlin"
      // Within two days before one of the zone's clock changes in 2026 or 2027.
      let after = Int.random(in: 1_767_225_600..<1_830_297_600, using: &random)
      let change = Zones.named(zone).nextDaylightSavingTimeTransition(
        after: Date(timeIntervalSince1970: TimeInterval(after)))
      let launch =
        Int(change?.timeIntervalSince1970 ?? TimeInterval(after))
        - Int.random(
          in: 3_600...(48 * 3_600), using: &random)
      return Case(zone: zone, start: start, end: end, time: time, launch: launch)
    }

    static func shrink(_ value: Case) -> [Case] {
      var smaller: [Case] = []
      if value.zone != "Europe/Berlin" {
        var berlin = value
        berlin.zone = "Europe/Berlin"
        smaller.append(berlin)
      }
      if value.time != value.start {
        var atStart = value
        atStart.time = value.start
        smaller.append(atStart)
      }
      return smaller
    }
  }

  /// The occurrence a delivery at `date` stands for, read with Foundation: the series' time on the
  /// delivery's local day if it comes before the reading, else on the day before.
  static func expectedOccurrence(of date: Date, in value: Case) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named(value.zone)
    let reading = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let readMinutes = (reading.hour ?? 0) * 60 + (reading.minute ?? 0)
    let sameDay = value.time < readMinutes || (value.time == readMinutes && reading.second == 0)
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = Zones.named("UTC")
    let localNoon = utc.date(
      from: DateComponents(year: reading.year, month: reading.month, day: reading.day, hour: 12))
    let day = localNoon.flatMap { utc.date(byAdding: .day, value: sameDay ? 0 : -1, to: $0) }
    let labels = day.map { utc.dateComponents([.year, .month, .day], from: $0) } ?? reading
    return String(
      format: "stretch:evening:%04d%02d%02dT%02d%02d00", labels.year ?? 0, labels.month ?? 0, labels.day ?? 0,
      value.time / 60, value.time % 60)
  }

  @Test func aDoneFromEachDeliveryMarksTheOccurrenceMovedToIt() async throws {
    var repeatingDeliveries = 0
    await expectProperty(
      "done names the moved occurrence", iterations: Self.cases, generate: Case.generate, shrink: Case.shrink
    ) { value in
      let zone = Zones.named(value.zone)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      let quiet = try QuietHours(
        from: .time(hour: value.start / 60, minute: value.start % 60),
        to: .time(hour: value.end / 60, minute: value.end % 60))
      let launch = DateBuilder.Context(
        now: Date(timeIntervalSince1970: TimeInterval(value.launch)), calendar: calendar)
      let (simulator, notifications) = pacedDevice(on: launch, pacing: try Pacing(quietHours: quiet))
      notifications.register(
        PacedRepeatingDeliveryTests.stretch(hour: value.time / 60, minute: value.time % 60),
        permissionStrategy: .scheduleIfSystemAllowed)
      await notifications.rescheduleAll()
      var marks: Set<String> = []
      var deliveries = 0
      for _ in 0..<24 {
        await simulator.advance(by: 3 * 3_600)
        for shown in await simulator.delivered {
          deliveries += 1
          if shown.request.trigger?.repeats == true { repeatingDeliveries += 1 }
          try await notifications.markDone(shown)
          let now = try await notifications.handledOccurrences(ofGroup: "stretch")
          let added = now.subtracting(marks)
          marks = now
          let expected = Self.expectedOccurrence(of: shown.date, in: value)
          guard added == [expected] else { return false }
        }
      }
      // Three days: at least two deliveries, whatever the clock change did.
      return deliveries >= 2
    }
    #expect(repeatingDeliveries > 0, "no case delivered the series as one repeating request")
  }
}
