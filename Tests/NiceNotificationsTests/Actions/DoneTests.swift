import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct DoneTests {
  let berlin = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)
  let pills = FixedGroup("pills") {
    EveryDay(forDays: 3, starting: .today).at(hour: 20, minute: 0).schedule(title: "Take your pill")
      .withCategory("pill")
  }

  func prepared(
    handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore()
  ) async throws -> (SimulatedNotificationCenter, LocalNotifications) {
    let center = simulator(berlin)
    return (center, try await pillFrontDoor(over: center, handledStore: handledStore))
  }

  /// Delivers the first 20:00 in Berlin, answers it with `action` (or not), flies to New
  /// York — where it is 14:00 on the same day — and reschedules.
  func flyWestAfterAnswering(with action: String?) async throws -> [String] {
    let (center, notifications) = try await prepared()
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)
    if let action { try await center.chooseAction(action, on: "pills:0:20261121T200000") }
    await center.setTimeZone(zone("America/New_York"))
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    return await center.pending.map(\.request.identifier)
  }

  @Test func aDeliveredReminderIsNotScheduledAgainAfterTravellingWest() async throws {
    // Delivered at 20:00 in Berlin and still in Notification Center, unanswered: in New York
    // 20:00 comes round again, but the occurrence is the same one, so it does not fire twice.
    #expect(
      try await flyWestAfterAnswering(with: nil) == ["pills:0:20261122T200000", "pills:0:20261123T200000"])
  }

  @Test func aOneTimeNineOClockTriggerDoneAheadOfTimeIsNotDeliveredAfterARelaunch() async throws {
    // 07:00 in Berlin on the Saturday before the clocks go forward.
    let morning = DateBuilder.Context.fixed(2026, 3, 28, 7, 0)
    let center = simulator(morning)
    let notifications = frontDoor(over: center)
    let pill = FixedGroup("pill") {
      NotificationTrigger.calendar(DateComponents(hour: 9, minute: 0), repeats: false).schedule(title: "Pill")
    }
    let report = await notifications.reschedule(group: pill, permissionStrategy: .scheduleIfSystemAllowed)
    let nine = try #require(report.plan?.scheduled["pill"]?.first)
    try await notifications.markHandled(nine.identifier, date: nil)
    #expect(try await notifications.handledOccurrences(ofGroup: "pill") == [nine.identifier.description])
    await notifications.reschedule(group: pill, permissionStrategy: .scheduleIfSystemAllowed)
    _ = await center.takeEvents()
    await center.advance(by: 3 * 3_600)
    let delivered = await center.takeEvents().filter { if case .delivered = $0 { true } else { false } }
    #expect(delivered.isEmpty, "done ahead of time, delivered anyway: \(delivered)")
  }

  @Test(arguments: ["20260328T0900", "2026-03-28T09:00:00", "t", "repeating@2500", ""])
  func aMarkOfAnOccurrenceKeyThePackageNeverWritesIsRefusedNotReportedDone(key: String) async throws {
    // 07:00 in Berlin on the Saturday before the clocks go forward.
    let center = simulator(DateBuilder.Context.fixed(2026, 3, 28, 7, 0))
    let notifications = frontDoor(over: center)
    let pill = FixedGroup("pill") {
      EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(title: "Pill")
    }
    await notifications.reschedule(group: pill, permissionStrategy: .scheduleIfSystemAllowed)
    let mistyped = RequestIdentifier(group: "pill", entry: "0", occurrence: key)
    await #expect(throws: ResponseActionError.notScheduledByAGroup(mistyped.description)) {
      try await notifications.markHandled(mistyped, date: nil)
    }
    #expect(try await notifications.handledOccurrences(ofGroup: "pill").isEmpty)
  }

  @Test func doneOccurrenceIsSkippedByTheNextReschedule() async throws {
    #expect(
      try await flyWestAfterAnswering(with: "done") == ["pills:0:20261122T200000", "pills:0:20261123T200000"])
  }

  @Test func markingAnOccurrenceHandledAheadOfTimeRemovesItUntilUnmarked() async throws {
    let (center, notifications) = try await prepared()
    let report = await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    let tonight = try #require(report.plan?.scheduled["pills"]?.first)
    let marked = try await notifications.markHandled(tonight.identifier, date: tonight.fireDate)
    #expect(marked.removed == ["pills:0:20261121T200000"])
    #expect(try await notifications.handledOccurrences(ofGroup: "pills") == ["pills:0:20261121T200000"])

    let again = await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.writes == 0)
    #expect(await center.pending.count == 2)

    try await notifications.unmarkHandled(tonight.identifier)
    let restored = await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(restored.added == ["pills:0:20261121T200000"])
  }

  /// Forgetting old marks reads every group's (every key of the app's defaults, for a
  /// `UserDefaults` store): a mark asks for it at most once an hour.
  @Test func oldMarksAreForgottenAtMostOnceAnHour() async throws {
    let store = WatchedHandledStore()
    let (center, notifications) = try await prepared(handledStore: store)
    let report = await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    let three = try #require(report.plan?.scheduled["pills"])
    try #require(three.count == 3)
    _ = try await notifications.markHandled(three[0].identifier, date: three[0].fireDate)
    _ = try await notifications.markHandled(three[1].identifier, date: three[1].fireDate)
    #expect(await store.forgets == 1)
    await center.advance(by: 3_600)
    _ = try await notifications.markHandled(three[2].identifier, date: three[2].fireDate)
    #expect(await store.forgets == 2)
    #expect(try await notifications.handledOccurrences(ofGroup: "pills").count == 3)
  }

  @Test func doneOnASnoozeMarksTheSnoozedOccurrence() async throws {
    let (center, notifications) = try await prepared()
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)
    try await center.chooseAction("snooze", on: "pills:0:20261121T200000")
    await center.advance(by: 600)
    try await center.chooseAction("done", on: "pills:~snooze:0:20261121T200000")
    #expect(try await notifications.handledOccurrences(ofGroup: "pills") == ["pills:0:20261121T200000"])
  }

  @Test func doneClearsAPendingSnoozeAndTheDeliveredNotification() async throws {
    let (center, notifications) = try await prepared()
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)
    let delivered = try #require(await center.delivered.first)
    try await notifications.snooze(delivered, .after(600))
    try await center.add(request("pills:0:20261121T200000", nil))  // shown again, say by a second device
    let report = try await notifications.markDone(delivered)
    #expect(report.removed == ["pills:~snooze:0:20261121T200000"])
    #expect(report.removedDelivered == ["pills:0:20261121T200000"])
    #expect(await center.delivered.isEmpty)
  }

  @Test func doneOnARepeatingReminderHandlesThisDeliveryAndKeepsTheSeries() async throws {
    let (center, notifications) = try await prepared()
    let hourly = FixedGroup("hourly") {
      Repeating(everySeconds: 3_600).schedule(title: "Stretch").withCategory("pill")
    }
    await notifications.reschedule(group: hourly, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 3_600)
    #expect(await center.delivered.map(\.request.identifier) == ["hourly:0:trigger"])
    try await center.chooseAction("done", on: "hourly:0:trigger")
    #expect(await center.delivered.isEmpty)
    #expect(await center.pending.map(\.request.identifier) == ["hourly:0:trigger"])
    #expect(try await notifications.handledOccurrences(ofGroup: "hourly").isEmpty)

    let again = await notifications.reschedule(group: hourly, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.writes == 0)
    await center.advance(by: 3_600)
    #expect(await center.delivered.map(\.request.identifier) == ["hourly:0:trigger"])
  }

  @Test func doneOnARepeatingReminderNoLongerPendingMarksNothing() async throws {
    let (center, notifications) = try await prepared()
    let daily = FixedGroup("daily") {
      NotificationTrigger.calendar(DateComponents(hour: 13, minute: 0), repeats: true).schedule(title: "Walk")
    }
    await notifications.reschedule(group: daily, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 3_600)
    let delivered = try #require(await center.delivered.first)
    await center.removeAllPendingRequests()
    let report = try await notifications.markDone(delivered)
    #expect(report.removed.isEmpty && report.removedDelivered == ["daily:0:trigger"])
    #expect(try await notifications.handledOccurrences(ofGroup: "daily").isEmpty)
    let again = await notifications.reschedule(group: daily, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.added == ["daily:0:trigger"])
  }

  @Test func oldMarksAreForgottenWhenANewOneIsWritten() async throws {
    let store = InMemoryHandledOccurrenceStore()
    let (center, notifications) = try await prepared(handledStore: store)
    let old = RequestIdentifier(group: "pills", entry: "0", occurrence: "20261101T200000")
    await store.markHandled(old, date: berlin.now - 3 * 86_400)
    let undated = RequestIdentifier(group: "pills", entry: "0", occurrence: "20261102T200000")
    await store.markHandled(undated, date: nil)
    try await notifications.markHandled(
      RequestIdentifier(group: "pills", entry: "0", occurrence: "20261121T200000"), date: berlin.now)
    let kept: Set = ["pills:0:20261121T200000", "pills:0:20261102T200000"]
    #expect(await store.handledOccurrences(inGroup: "pills") == kept)
    _ = center
  }

  @Test func aStoreThatCannotForgetOldMarksStillMarksAndClears() async throws {
    let (center, notifications) = try await prepared(handledStore: WatchedHandledStore(canForget: false))
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)
    let delivered = try #require(await center.delivered.first)
    let report = try await notifications.markDone(delivered)
    #expect(report.removedDelivered == ["pills:0:20261121T200000"])
    #expect(await center.delivered.isEmpty)
    #expect(try await notifications.handledOccurrences(ofGroup: "pills") == ["pills:0:20261121T200000"])
  }

  @Test func aStoreThatCannotBeReadFailsTheGroupAndLeavesItsRequests() async throws {
    let store = BrokenHandledStore()
    let (center, notifications) = try await prepared(handledStore: store)
    try await center.add(request("pills:0:20261121T200000", .timeInterval(3_600, repeats: false)))
    let report = await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes["pills"] == .failed(HandledOccurrenceStoreError.unavailable("disk").description))
    #expect(await center.pending.map(\.request.identifier) == ["pills:0:20261121T200000"])
    try await center.add(request("pills:0:now", nil))
    let delivered = try #require(await center.delivered.first)
    await #expect(throws: ResponseActionError.store(.unavailable("disk"))) {
      try await notifications.markDone(delivered)
    }
  }
}

/// A store whose storage is gone.
struct BrokenHandledStore: HandledOccurrenceStore {
  func markHandled(_ identifier: RequestIdentifier, date: Date?) async throws(HandledOccurrenceStoreError) {
    throw .unavailable("disk")
  }
  func handledOccurrences(inGroup group: String) async throws(HandledOccurrenceStoreError) -> Set<String> {
    throw .unavailable("disk")
  }
  func unmarkHandled(_ identifier: RequestIdentifier) async throws(HandledOccurrenceStoreError) {
    throw .unavailable("disk")
  }
  func forgetHandled(before date: Date) async throws(HandledOccurrenceStoreError) {
    throw .unavailable("disk")
  }
}

/// An in-memory handled store that counts how often it is asked to forget old marks; one
/// that cannot forget (say one of another group's keys is unreadable) throws when asked.
actor WatchedHandledStore: HandledOccurrenceStore {
  private let marks = InMemoryHandledOccurrenceStore()
  private let canForget: Bool
  private(set) var forgets = 0

  init(canForget: Bool = true) {
    self.canForget = canForget
  }

  func markHandled(_ identifier: RequestIdentifier, date: Date?) async throws(HandledOccurrenceStoreError) {
    await marks.markHandled(identifier, date: date)
  }
  func handledOccurrences(inGroup group: String) async throws(HandledOccurrenceStoreError) -> Set<String> {
    await marks.handledOccurrences(inGroup: group)
  }
  func unmarkHandled(_ identifier: RequestIdentifier) async throws(HandledOccurrenceStoreError) {
    await marks.unmarkHandled(identifier)
  }
  func forgetHandled(before date: Date) async throws(HandledOccurrenceStoreError) {
    forgets += 1
    guard canForget else { throw .unavailable("unreadable key") }
    await marks.forgetHandled(before: date)
  }
}

/// How long a "done" mark is kept: as long as its occurrence can still come somewhere.
struct HandledRetentionTests {
  func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))
  }

  @Test func aWallClockOccurrenceIsKeptUntilItsTimeHasPassedInTheWesternmostZone() {
    let eight = DateComponents(year: 2026, month: 11, day: 21, hour: 20, minute: 0)
    // 20:00 at UTC−12 is 08:00 UTC the next day: until then, a flight could bring it back.
    #expect(
      LocalNotifications.handledUntil(trigger: .calendar(eight, repeats: false), date: nil)
        == utc(2026, 11, 22, 8))
  }

  @Test func aPinnedOrInstantOccurrenceIsKeptUntilItsInstant() {
    var pinned = DateComponents(year: 2026, month: 11, day: 21, hour: 9, minute: 0)
    pinned.timeZone = TimeZone(identifier: "Asia/Tokyo")
    #expect(
      LocalNotifications.handledUntil(trigger: .calendar(pinned, repeats: false), date: nil)
        == utc(2026, 11, 21, 0))
    let instant = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(LocalNotifications.handledUntil(trigger: .instant(instant), date: nil) == instant)
  }

  @Test func aTimeWithoutADayIsKeptUntilThatTimeOfTheDayItCameHasPassedInTheWesternmostZone() {
    var berlin = Calendar(identifier: .gregorian)
    berlin.timeZone = Zones.named("Europe/Berlin")
    // 09:00 in Berlin on 28 March 2026, the day before the clocks go forward.
    let delivered = berlin.date(from: DateComponents(year: 2026, month: 3, day: 28, hour: 9))
    let nine = DateComponents(hour: 9, minute: 0)
    // 09:00 at UTC−12 on that day is 21:00 UTC; read as a whole date, the components were year 1.
    #expect(
      LocalNotifications.handledUntil(
        trigger: .calendar(nine, repeats: false), date: delivered, calendar: berlin) == utc(2026, 3, 28, 21))
    // Without the day it came, the time names no date: kept as long as without a trigger.
    #expect(LocalNotifications.handledUntil(trigger: .calendar(nine, repeats: false), date: nil) == nil)
  }

  @Test func withoutATriggerTheMarkIsKeptTwoDaysOrForGood() {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(LocalNotifications.handledUntil(trigger: nil, date: date) == date.addingTimeInterval(2 * 86_400))
    #expect(LocalNotifications.handledUntil(trigger: nil, date: nil) == nil)
  }

  @Test func anOccurrenceDoneDaysAheadIsNotForgottenWhenAnotherIsMarked() async throws {
    let start = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)
    let center = simulator(start)
    let notifications = frontDoor(over: center)
    let pills = FixedGroup("pills") {
      EveryDay(forDays: 10, starting: .today).at(hour: 20, minute: 0).schedule { (date: Date) in
        NotificationContent(title: "Pill \(date.timeIntervalSince1970)")
      }
    }
    let report = await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    let scheduled = try #require(report.plan?.scheduled["pills"])
    let ahead = scheduled[5]
    try await notifications.markHandled(ahead.identifier, date: ahead.fireDate)
    await center.advance(by: 3 * 86_400)
    try await notifications.markHandled(scheduled[4].identifier, date: scheduled[4].fireDate)
    let marks = try await notifications.handledOccurrences(ofGroup: "pills")
    #expect(marks.contains(ahead.identifier.description))
  }

  /// Calendars whose dates carry an era: a device set to one writes its reminders' dates in it.
  static let calendarsWithEras: [Calendar.Identifier] = [
    .buddhist, .hebrew, .islamicUmmAlQura, .japanese, .republicOfChina, .persian,
  ]

  /// Berlin at noon the day before its clocks go back, on a device whose calendar is `identifier`.
  func berlinBeforeFallBack(in identifier: Calendar.Identifier) -> DateBuilder.Context {
    var context = DateBuilder.Context.fixed(2026, 10, 24, 12, 0, in: "Europe/Berlin")
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = context.timeZone
    context.calendar = calendar
    return context
  }

  @Test(arguments: calendarsWithEras)
  func aDoseMarkedDoneAheadOfTimeStaysDoneWhateverTheDevicesCalendar(
    _ identifier: Calendar.Identifier
  ) async throws {
    let center = simulator(berlinBeforeFallBack(in: identifier))
    let notifications = frontDoor(over: center)
    let evenings = FixedGroup("evenings") {
      EveryDay(forDays: 3, starting: .today).at(hour: 20, minute: 0).schedule(title: "Evening dose")
    }
    let report = await notifications.reschedule(group: evenings, permissionStrategy: .scheduleIfSystemAllowed)
    let tonight = try #require(report.plan?.scheduled["evenings"]?.first)
    try await notifications.markHandled(tonight.identifier, date: tonight.fireDate)
    #expect(
      try await notifications.handledOccurrences(ofGroup: "evenings") == [tonight.identifier.description])
    await notifications.reschedule(group: evenings, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await center.pendingFireDates()[tonight.identifier.description] == nil)
    _ = await center.takeEvents()
    await center.advance(by: 3 * 86_400)
    let delivered = await center.takeEvents().compactMap { event -> Date? in
      if case .delivered(_, _, let at) = event { at } else { nil }
    }
    // Ground truth: 20:00 in Berlin on the next two days, 25 October (CET, after the clocks went
    // back) and 26 October; not tonight's, which was done.
    var berlin = Calendar(identifier: .gregorian)
    berlin.timeZone = Zones.named("Europe/Berlin")
    #expect(
      delivered
        == [25, 26].compactMap {
          berlin.date(from: DateComponents(year: 2026, month: 10, day: $0, hour: 20))
        })
  }

  @Test(arguments: calendarsWithEras)
  func aDoseDoneBeforeAFlightWestIsNotDeliveredAgainWhateverTheDevicesCalendar(
    _ identifier: Calendar.Identifier
  ) async throws {
    let center = simulator(berlinBeforeFallBack(in: identifier))
    let notifications = try await pillFrontDoor(over: center)
    let pills = FixedGroup("pills") {
      EveryDay(forDays: 3, starting: .today).at(hour: 20, minute: 0).schedule(title: "Take your pill")
        .withCategory("pill")
    }
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)
    let tonight = try #require(await center.delivered.first)
    try await center.chooseAction("done", on: tonight.request.identifier)
    // In New York it is 14:00 on the same day: 20:00 comes round again, for a dose already taken.
    await center.setTimeZone(Zones.named("America/New_York"))
    await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await center.pendingFireDates()[tonight.request.identifier] == nil)
    #expect(await center.pending.count == 2)
  }
}
