import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A report's figures describe the net change a call made and what is pending after it, when
/// the center refuses adds, and for the groups the call did not plan (here across the change
/// to summer time in Berlin, 29 March 2026).
struct ReportMatchesPendingTests {
  static let start = DateBuilder.Context.fixed(2026, 3, 25, 10, 0).now
  static let berlin = Zones.named("Europe/Berlin")

  /// Two constant daily reminders, each one repeating request.
  func habits() -> AdHocGroup {
    AdHocGroup(
      identifier: "habits",
      timeline: NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "Stretch")
        EveryDay(starting: .today).at(hour: 21, minute: 30).schedule(title: "Read")
      })
  }

  func daily(_ identifier: String, days: Int, hour: Int) -> AdHocGroup {
    AdHocGroup(
      identifier: identifier,
      timeline: NotificationsTimeline {
        EveryDay(forDays: days, starting: .today).at(hour: hour, minute: 0).schedule(title: identifier)
      })
  }

  func device(capacity: Int = 64, policy: PlanningPolicy = .soonestFirst) -> (
    SimulatedNotificationCenter, LocalNotifications
  ) {
    let simulator = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.berlin, capacity: capacity, authorization: .authorized)
    return (simulator, LocalNotifications(simulator: simulator, policy: policy))
  }

  func repeating(_ pending: [PendingRequest], ofGroup group: String) -> Int {
    pending.filter {
      RequestIdentifier($0.request.identifier)?.group == group && $0.request.trigger?.repeats == true
    }.count
  }

  @Test func aCompressedRequestTheCenterRefusedIsNotCountedAsCompressed() async throws {
    let (simulator, notifications) = device()
    await simulator.failNextAdds(1)
    let report = await notifications.reschedule(group: habits(), permissionStrategy: .scheduleIfSystemAllowed)
    let pending = await simulator.pending
    #expect(report.failedAdds.count == 1)
    #expect(repeating(pending, ofGroup: "habits") == 1)
    let slots = try #require(report.plan?.groups["habits"])
    #expect(slots.compressed == 1)
    #expect(slots.scheduled == 1)
  }

  @Test func aGroupTheCallDidNotPlanCountsItsRepeatingRequestsAsCompressed() async throws {
    let (simulator, notifications) = device()
    notifications.register(habits(), permissionStrategy: .scheduleIfSystemAllowed)
    notifications.register(daily("quotes", days: 10, hour: 9), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    let report = await notifications.reschedule(
      group: daily("quotes", days: 12, hour: 9), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(repeating(await simulator.pending, ofGroup: "habits") == 2)
    let slots = try #require(report.plan?.groups["habits"])
    #expect(slots.scheduled == 2)
    #expect(slots.compressed == 2)
  }

  @Test func aDisplacedRequestPutBackAfterARefusedAddIsNeitherAddedNorRemoved() async throws {
    let (simulator, notifications) = device(capacity: 3)
    await notifications.reschedule(
      group: daily("a", days: 5, hour: 9), permissionStrategy: .scheduleIfSystemAllowed)
    let before = Set(await simulator.pending.map(\.request.identifier))
    #expect(before.count == 3)
    // b's one reminder displaces a's last; the center refuses it, and a's comes back.
    await simulator.failNextAdds(1, with: .invalidAttachment("refused"))
    let report = await notifications.reschedule(
      group: daily("b", days: 2, hour: 8), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.failedAdds.map(\.identifier) == ["b:0:20260326T080000"])
    #expect(Set(await simulator.pending.map(\.request.identifier)) == before)
    #expect(report.added.isEmpty)
    #expect(report.removed.isEmpty)
    #expect(report.plan?.groups["a"]?.scheduled == 3)
    let refill = try #require(report.plan?.refillDate)
    #expect(refill >= Self.start)
  }

  @Test func aRefillDateIsNeverBeforeTheCall() async throws {
    let (simulator, notifications) = device(capacity: 10)
    notifications.register(daily("a", days: 30, hour: 9), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    // Weeks later, with a's window long run out, only b is rescheduled.
    await simulator.advance(by: 20 * 86_400)
    let now = await simulator.now
    let report = await notifications.reschedule(
      group: daily("b", days: 3, hour: 8), permissionStrategy: .scheduleIfSystemAllowed)
    let refill = try #require(report.plan?.refillDate)
    #expect(refill >= now)
  }

  @Test func theTailNoticeMovesToTheRefillDateARefusedAddBroughtForward() async throws {
    let tail = TailNotice(content: NotificationContent(title: "Open the app to keep your reminders coming"))
    let (simulator, notifications) = device(capacity: 10, policy: PlanningPolicy(tailNotice: tail))
    notifications.register(daily("a", days: 40, hour: 9), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    #expect(await simulator.pendingFireDates()[TailNotice.identifier] != nil)
    // A day later the window moves on by one reminder, and the center refuses it.
    await simulator.advance(by: 86_400)
    await simulator.failNextAdds(1)
    let report = await notifications.rescheduleAll()
    #expect(report.failedAdds.count == 1)
    let refill = try #require(report.plan?.refillDate)
    let context = DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar)
    #expect(context.local(refill) == "2026-04-04 09:00")
    #expect(await simulator.pendingFireDates()[TailNotice.identifier] == refill)
  }

  @Test func aSnoozeTheCenterRefusesLeavesTheTailNoticeWhereTheRemindersEnd() async throws {
    // No reschedule makes a snooze again: the notice moved to its time would tell the person that
    // their reminders stop in ten minutes, and the window's end would then come without one.
    let tail = TailNotice(content: NotificationContent(title: "Open the app to keep your reminders coming"))
    let (simulator, notifications) = device(capacity: 10, policy: PlanningPolicy(tailNotice: tail))
    notifications.register(daily("a", days: 40, hour: 11), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await simulator.advance(by: 5_400)  // 11:30: today's reminder is shown
    let before = await simulator.pendingFireDates()
    let noticeDate = try #require(before[TailNotice.identifier])
    let shown = try #require(await simulator.delivered.first)
    await simulator.failNextAdds(1)
    await #expect(throws: ResponseActionError.center(.failed("injected"))) {
      try await notifications.snooze(shown, .after(600))
    }
    #expect(await simulator.pendingFireDates() == before)
    // The person does not open the app: the notice comes where the reminders end, and only there.
    await simulator.advance(to: noticeDate + 86_400)
    let deliveries = await simulator.events.compactMap(\.delivery)
    #expect(deliveries.filter { $0.identifier == TailNotice.identifier }.map(\.date) == [noticeDate])
  }

  @Test func aRefusedTailNoticeGivesNoSlotToARequestThatMadeRoomAheadOfASoonerOne() async throws {
    let simulator = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.berlin, capacity: 4, authorization: .authorized)
    let center = RefusedAddReportTests.RefusingCenter(simulator)
    let tail = TailNotice(content: NotificationContent(title: "Open the app"))
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(),
      policy: PlanningPolicy(tailNotice: tail)
    ) { DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar) }
    let a = daily("a", days: 5, hour: 11)
    notifications.register(a, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    let direct = NotificationRequest(
      identifier: "direct", content: NotificationContent(title: "Direct"),
      trigger: .timeInterval(86_400 * 10, repeats: false))
    await notifications.directSchedule(request: direct, permissionStrategy: .scheduleIfSystemAllowed)
    await simulator.advance(by: 5_400)  // 11:30: today's reminder is shown
    await notifications.rescheduleAll()
    let shown = try #require(
      await simulator.delivered.first { $0.request.identifier == "a:0:20260325T110000" })
    // The snooze makes room by taking a's latest reminder out; the center refuses the tail notice.
    center.refuse([TailNotice.identifier])
    let report = try await notifications.snooze(shown, .after(900))
    let pending = Set(await simulator.pending.map(\.request.identifier))
    #expect(pending.contains("a:0:20260326T110000"))
    #expect(!pending.contains("a:0:20260327T110000"))
    let displaced = try #require(report.plan?.deferrals.first { $0.identifier == "a:0:20260327T110000" })
    #expect(displaced.reason == .displaced)
    #expect(try #require(report.plan?.refillDate) <= displaced.fireDate ?? .distantPast)
    #expect(report.plan?.groups["a"]?.scheduled == 2)  // its sooner reminder and the snooze
    #expect(report.outcomes["a"] == .scheduled)
  }
}
