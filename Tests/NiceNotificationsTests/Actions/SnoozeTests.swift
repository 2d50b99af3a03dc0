import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct SnoozeTests {
  let berlin = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  /// A daily 20:00 "pills" group of `days` days, in category "pill".
  func pills(days: Int = 3) -> FixedGroup {
    FixedGroup("pills") {
      EveryDay(forDays: days, starting: .today).at(hour: 20, minute: 0).schedule(title: "Take your pill")
        .withCategory("pill")
    }
  }

  /// A simulator with the "pill" category registered and a router with snooze and done.
  func prepared(
    _ context: DateBuilder.Context, capacity: Int = 64, snooze: SnoozeTime = .after(600)
  ) async throws -> (SimulatedNotificationCenter, LocalNotifications) {
    let center = simulator(context, capacity: capacity)
    let notifications = frontDoor(over: center)
    try await routeSnoozeAndDone(inCategory: "pill", of: notifications, on: center, snooze: snooze)
    return (center, notifications)
  }

  @Test func snoozeIdentifiersNameTheirOccurrence() throws {
    let occurrence = RequestIdentifier(group: "pills", entry: "0", occurrence: "20261121T200000")
    #expect(occurrence.snoozed.description == "pills:~snooze:0:20261121T200000")
    #expect(occurrence.snoozed.isManaged && occurrence.snoozed.isSnooze)
    #expect(occurrence.snoozed.snoozed == occurrence.snoozed)
    #expect(occurrence.snoozed.occurrenceIdentifier == occurrence)
    #expect(try #require(RequestIdentifier(occurrence.snoozed.description)) == occurrence.snoozed)
    #expect(occurrence.occurrenceIdentifier == occurrence)
    #expect(!occurrence.isManaged)
  }

  @Test func aRequestParsesItsIdentifier() {
    #expect(request("pills:~snooze:0:20261121T200000", nil).requestIdentifier?.group == "pills")
    #expect(request("foreign", nil).requestIdentifier == nil)
  }

  @Test func snoozeSchedulesAManagedRequestThatRescheduleKeepsAndThatFiresAgain() async throws {
    let (center, notifications) = try await prepared(berlin)
    await notifications.reschedule(group: pills(), permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)  // 20:00
    let first = "pills:0:20261121T200000"
    try await center.chooseAction("snooze", on: first)
    let snoozed = "pills:~snooze:0:20261121T200000"
    #expect(await center.pendingFireDates()[snoozed] == berlin.now + 8 * 3_600 + 600)
    #expect(await center.pending.first?.request.content.title == "Take your pill")

    let report = await notifications.reschedule(group: pills(), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.writes == 0)
    #expect(report.kept.contains(snoozed))

    await center.advance(by: 600)
    #expect(await center.delivered.map(\.request.identifier) == [snoozed])
    try await center.chooseAction("snooze", on: snoozed)  // snoozing a snooze replaces it
    #expect(
      await center.pending.map(\.request.identifier) == [
        snoozed, "pills:0:20261122T200000", "pills:0:20261123T200000",
      ])
  }

  @Test func snoozeChosenWhileTheAppIsNotRunningHappensOnceAtLaunch() async throws {
    let center = simulator(berlin, appState: .notRunning)
    let notifications = frontDoor(over: center)
    try await notifications.register(
      categories: NotificationCategories {
        NotificationCategory("pill") { NotificationAction("snooze", title: "Snooze") }
      })
    await notifications.reschedule(group: pills(), permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)
    try await center.chooseAction("snooze", on: "pills:0:20261121T200000")
    #expect(await center.pending.count == 2)

    await center.setAppState(.background)  // launched in the background to handle the action
    let router = NotificationResponseRouter()
    await center.setResponseHandler { await router.route($0) }
    let launch = await center.takeLaunchResponses()
    await router.route(contentsOf: launch)
    await router.route(contentsOf: launch)  // handed over twice
    #expect(await router.queuedResponses.count == 1)
    await router.on(.action("snooze"), .snooze(.after(600), in: notifications))
    #expect(await router.queuedResponses.isEmpty)
    let added = await center.events.filter {
      if case .added("pills:~snooze:0:20261121T200000", _) = $0 { true } else { false }
    }
    #expect(added.count == 1)
    #expect(
      await center.pendingFireDates()["pills:~snooze:0:20261121T200000"] == berlin.now + 8 * 3_600 + 600)
  }

  @Test func snoozeAtTheCapMovesTheLatestTimelineRequestAndTheNextRescheduleAgrees() async throws {
    let (center, notifications) = try await prepared(berlin, capacity: 5)
    let group = pills(days: 30)
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 8 * 3_600)
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await center.pending.count == 5)
    #expect(await center.pending.last?.request.identifier == "pills:0:20261126T200000")

    let delivered = try #require(await center.delivered.first)
    let report = try await notifications.snooze(delivered, .after(3_600))
    #expect(report.added == ["pills:~snooze:0:20261121T200000"])
    #expect(report.removed == ["pills:0:20261126T200000"])
    #expect(report.removedDelivered == ["pills:0:20261121T200000"])
    #expect(await center.pending.count == 5)
    #expect(await center.dropped.isEmpty)

    let again = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.writes == 0)  // the snooze holds its slot; the moved request stays out

    await center.advance(by: 3_600)  // the snooze fires and frees its slot
    let refill = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(refill.added == ["pills:0:20261126T200000"])
  }

  @Test func snoozeNeverMovesRequestsItDoesNotOwn() async throws {
    let (center, notifications) = try await prepared(berlin, capacity: 3)
    try await center.add(request("pills:0:now", nil, category: "pill"))
    for name in ["a", "b"] { try await center.add(request(name, .timeInterval(86_400, repeats: false))) }
    try await center.add(request("pills:0:daily", .calendar(DateComponents(hour: 9), repeats: true)))
    let delivered = try #require(await center.delivered.first)
    await #expect(throws: ResponseActionError.noCapacity(3)) {
      try await notifications.snooze(delivered, .after(600))
    }
    #expect(await center.pending.map(\.request.identifier).sorted() == ["a", "b", "pills:0:daily"])
  }

  @Test func aRefusedSnoozePutsBackWhatMadeRoom() async throws {
    let (center, notifications) = try await prepared(berlin, capacity: 3)
    await notifications.reschedule(group: pills(days: 10), permissionStrategy: .scheduleIfSystemAllowed)
    try await center.add(request("pills:0:now", nil, category: "pill"))
    let delivered = try #require(await center.delivered.first)
    let before = await center.pending
    await center.failNextAdds(1, with: .failed("disk full"))
    await #expect(throws: ResponseActionError.center(.failed("disk full"))) {
      try await notifications.snooze(delivered, .after(600))
    }
    #expect(await center.pending == before)
  }

  @Test func aRefusedSnoozeThatCannotPutBackWhatMadeRoomNamesItAndRescheduleRestoresIt() async throws {
    let (center, notifications) = try await prepared(berlin, capacity: 3)
    let group = pills(days: 10)
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    try await center.add(request("pills:0:now", nil, category: "pill"))
    let delivered = try #require(await center.delivered.first)
    await center.failNextAdds(2, with: .failed("disk full"))
    await #expect(
      throws: ResponseActionError.centerNotRestored(
        .failed("disk full"), notRestored: ["pills:0:20261123T200000"])
    ) {
      try await notifications.snooze(delivered, .after(600))
    }
    #expect(await center.pending.count == 2)
    let again = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.added == ["pills:0:20261123T200000"])
  }

  @Test func aSnoozeLeavesOutTheDeliveredAttachments() async throws {
    let (center, notifications) = try await prepared(berlin)
    var shown = request("pills:0:now", nil, category: "pill")
    try await withTemporaryDirectory { folder in
      let chart = folder.appendingPathComponent("chart.png")
      try Data([0x89, 0x50, 0x4E, 0x47]).write(to: chart)
      shown.content.attachments = [.init(identifier: "chart", url: chart)]
      try await center.add(shown)
    }
    let delivered = try #require(await center.delivered.first)
    try await notifications.snooze(delivered, .after(600))
    let snooze = try #require(await center.pending.first?.request)
    #expect(snooze.identifier == "pills:~snooze:0:now")
    #expect(snooze.content.attachments.isEmpty)
    #expect(snooze.content.title == "pills:0:now" && snooze.content.categoryIdentifier == "pill")
  }

  @Test func invalidSnoozesAreTypedErrors() async throws {
    let (center, notifications) = try await prepared(berlin)
    try await center.add(request("pills:0:now", nil))
    try await center.add(request("foreign", nil))
    let delivered = await center.delivered
    for interval in [0, 1e-9, 0.5, -60, .infinity, 1e300] {
      await #expect(throws: ResponseActionError.invalidSnoozeTime(.after(interval))) {
        try await notifications.snooze(delivered[0], .after(interval))
      }
    }
    do {  // NaN equals nothing, itself included: match the case instead
      try await notifications.snooze(delivered[0], .after(.nan))
      Issue.record("a snooze after NaN seconds was accepted")
    } catch {
      guard case .invalidSnoozeTime(.after(let seconds)) = error, seconds.isNaN else {
        Issue.record("unexpected error \(error)")
        return
      }
    }
    await #expect(throws: ResponseActionError.invalidSnoozeTime(.nextTime(hour: 24, minute: 0))) {
      try await notifications.snooze(delivered[0], .nextTime(hour: 24, minute: 0))
    }
    await #expect(throws: ResponseActionError.notScheduledByAGroup("foreign")) {
      try await notifications.snooze(delivered[1], .after(600))
    }
  }

  // MARK: Daylight saving time in America/New_York

  @Test func snoozeForAnHourAcrossFallBackIsSixtyMinutesLater() async throws {
    // 2026-11-01 01:30 EDT; clocks fall back at 02:00 EDT to 01:00 EST.
    let context = DateBuilder.Context.fixed(2026, 11, 1, 1, 30, in: "America/New_York")
    let (center, notifications) = try await prepared(context, snooze: .after(3_600))
    try await center.add(request("pills:0:t1", nil, category: "pill"))
    try await center.chooseAction("snooze", on: "pills:0:t1")
    await center.advance(by: 3_599)
    #expect(await center.delivered.isEmpty)
    await center.advance(by: 1)
    let snooze = try #require(await center.delivered.first)
    #expect(snooze.date == context.now + 3_600)
    #expect(context.local(snooze.date) == "2026-11-01 01:30")  // the second 01:30, in EST
    _ = notifications
  }

  @Test func snoozeUntilNineTheMorningClocksFallBackTakesAnHourMore() async throws {
    let context = DateBuilder.Context.fixed(2026, 10, 31, 21, 0, in: "America/New_York")
    let (center, _) = try await prepared(context, snooze: .nextTime(hour: 9, minute: 0))
    try await center.add(request("pills:0:t1", nil, category: "pill"))
    try await center.chooseAction("snooze", on: "pills:0:t1")
    let fire = try #require(await center.pendingFireDates()["pills:~snooze:0:t1"])
    #expect(context.local(fire) == "2026-11-01 09:00")
    #expect(fire.timeIntervalSince(context.now) == 13 * 3_600)  // 21:00 EDT to 09:00 EST
  }

  /// A wall-clock time the clocks repeat, the snooze made at one of its passes or between them.
  struct RepeatedTime: Sendable, CustomTestStringConvertible {
    var zone: String
    /// The local time the snooze is made at, before `secondPass` seconds are added.
    var day: (year: Int, month: Int, day: Int)
    var hour: Int
    var minute: Int
    var secondPass: TimeInterval
    var snooze: (hour: Int, minute: Int)
    /// Where the snooze comes back, in local time, and how many minutes after it was made.
    var fires: String
    var minutesAway: Int
    var testDescription: String { "\(zone) \(hour):\(minute) + \(Int(secondPass)) s" }
  }

  static let repeatedTimes = [
    // New York goes back from 02:00 EDT to 01:00 EST on 1 November 2026.
    // 01:45 EDT, the first pass: 01:30 EST is 45 minutes away.
    RepeatedTime(
      zone: "America/New_York", day: (2026, 11, 1), hour: 1, minute: 45, secondPass: 0, snooze: (1, 30),
      fires: "2026-11-01 01:30", minutesAway: 45),
    // 01:10 EST, the second pass: 20 minutes.
    RepeatedTime(
      zone: "America/New_York", day: (2026, 11, 1), hour: 1, minute: 10, secondPass: 3_600, snooze: (1, 30),
      fires: "2026-11-01 01:30", minutesAway: 20),
    // Lord Howe goes back half an hour, from 02:00 to 01:30, on 5 April 2026.
    // 01:50 LHDT, the first pass: 01:45 LHST is 25 minutes away.
    RepeatedTime(
      zone: "Australia/Lord_Howe", day: (2026, 4, 5), hour: 1, minute: 50, secondPass: 0, snooze: (1, 45),
      fires: "2026-04-05 01:45", minutesAway: 25),
    // 01:35 LHST, the second pass: 10 minutes.
    RepeatedTime(
      zone: "Australia/Lord_Howe", day: (2026, 4, 5), hour: 1, minute: 35, secondPass: 1_800, snooze: (1, 45),
      fires: "2026-04-05 01:45", minutesAway: 10),
  ]

  /// In the hour the clocks repeat, the wall clock shows the snooze's time again after its first
  /// pass: the snooze comes back then (as that instant), not the next day.
  @Test(arguments: repeatedTimes)
  func snoozeUntilATimeTheClocksAreRepeatingComesBackInTheSecondPass(_ value: RepeatedTime) async throws {
    var context = DateBuilder.Context.fixed(
      value.day.year, value.day.month, value.day.day, value.hour, value.minute, in: value.zone)
    context.now += value.secondPass
    let (center, _) = try await prepared(
      context, snooze: .nextTime(hour: value.snooze.hour, minute: value.snooze.minute))
    try await center.add(request("pills:0:t1", nil, category: "pill"))
    try await center.chooseAction("snooze", on: "pills:0:t1")
    let fire = try #require(await center.pendingFireDates()["pills:~snooze:0:t1"])
    #expect(context.local(fire) == value.fires)
    #expect(fire.timeIntervalSince(context.now) == TimeInterval(value.minutesAway * 60))
    await center.advance(to: fire)
    #expect(await center.delivered.contains { $0.request.identifier == "pills:~snooze:0:t1" })
  }

  @Test func snoozeUntilATimeSpringForwardSkipsComesBackAtThreeOClock() async throws {
    // 2026-03-08: clocks spring forward from 02:00 EST to 03:00 EDT.
    let context = DateBuilder.Context.fixed(2026, 3, 7, 23, 0, in: "America/New_York")
    let (center, _) = try await prepared(context, snooze: .nextTime(hour: 2, minute: 30))
    try await center.add(request("pills:0:t1", nil, category: "pill"))
    try await center.chooseAction("snooze", on: "pills:0:t1")
    let fire = try #require(await center.pendingFireDates()["pills:~snooze:0:t1"])
    #expect(context.local(fire) == "2026-03-08 03:00")
    #expect(fire.timeIntervalSince(context.now) == 3 * 3_600)
  }

  @Test func snoozeUntilAWallClockTimeFloatsWithTheDevicesTimeZone() async throws {
    let context = DateBuilder.Context.fixed(2026, 11, 21, 22, 0, in: "America/New_York")
    let (center, _) = try await prepared(context, snooze: .nextTime(hour: 9, minute: 0))
    try await center.add(request("pills:0:t1", nil, category: "pill"))
    try await center.chooseAction("snooze", on: "pills:0:t1")
    await center.setTimeZone(zone("America/Los_Angeles"))
    await center.advance(by: 14 * 3_600)
    let snooze = try #require(await center.delivered.first)
    var losAngeles = context
    losAngeles.timeZone = zone("America/Los_Angeles")
    #expect(losAngeles.local(snooze.date) == "2026-11-22 09:00")
  }
}
