import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A reschedule whose adds the center refuses re-plans once (here across the change to summer
/// time in Berlin); its report lists each request
/// once (added, replaced or kept), and what the center refused in the last round is not
/// counted as scheduled.
@Suite struct RefusedAddReportTests {
  static let start = DateBuilder.Context.fixed(2026, 3, 25, 10, 0).now
  static let berlin = Zones.named("Europe/Berlin")

  /// A center that refuses every add of the identifiers in ``refusing``.
  final class RefusingCenter: ForwardingNotificationCenter, @unchecked Sendable {
    let base: any NotificationCenterPort
    /// Guarded by `lock`: the test sets it, the reschedule reads it.
    private var refusing: Set<String> = []
    private let lock = NSLock()

    init(_ base: any NotificationCenterPort) { self.base = base }

    func refuse(_ identifiers: Set<String>) { lock.withLock { refusing = identifiers } }

    func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
      guard !lock.withLock({ refusing.contains(request.identifier) }) else { throw .failed("refused") }
      try await base.add(request)
    }
  }

  private func daily(_ identifier: String, days: Int, hour: Int) -> AdHocGroup {
    AdHocGroup(
      identifier: identifier,
      timeline: NotificationsTimeline {
        EveryDay(forDays: days, starting: .tomorrow).at(hour: hour, minute: 0).schedule(title: identifier)
      })
  }

  private func make() -> (SimulatedNotificationCenter, RefusingCenter, LocalNotifications) {
    let simulator = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.berlin, authorization: .authorized)
    let center = RefusingCenter(simulator)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst
    ) { DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar) }
    return (simulator, center, notifications)
  }

  private func expectReportMatchesPending(
    _ report: RescheduleReport, _ simulator: SimulatedNotificationCenter,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let pending = Set(await simulator.pending.map(\.request.identifier))
    let listed = report.added + report.replaced + report.kept
    #expect(listed.count == Set(listed).count, "listed twice: \(listed)", sourceLocation: sourceLocation)
    #expect(Set(listed) == pending, sourceLocation: sourceLocation)
    let scheduled = report.plan?.groups.values.reduce(0) { $0 + $1.scheduled }
    #expect(scheduled == pending.count, sourceLocation: sourceLocation)
  }

  @Test func aSecondRoundListsWhatTheFirstAddedOnce() async {
    let (simulator, _, notifications) = make()
    let other = daily("a", days: 80, hour: 9)
    notifications.register(other, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.reschedule(group: other, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await simulator.pending.count == 64)
    await simulator.failNextAdds(1)
    let report = await notifications.reschedule(
      group: daily("b", days: 3, hour: 8), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.failedAdds.count == 1)
    // b's other two; the request of a that made room, and takes the refused one's slot back,
    // is pending as it was: kept, neither removed nor added.
    #expect(report.added.count == 2)
    #expect(report.removed.count == 2)
    await expectReportMatchesPending(report, simulator)
  }

  @Test func aRequestRefusedInTheLastRoundIsNotCountedAsScheduled() async throws {
    let (simulator, center, notifications) = make()
    let other = daily("a", days: 80, hour: 9)
    notifications.register(other, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.reschedule(group: other, permissionStrategy: .scheduleIfSystemAllowed)
    // b's first occurrence is refused, and so is the request of a that would take its slot
    // back in the second round: the soonest of the three that b's occurrences displace.
    let firstB = "b:0:20260326T080000"
    let returning = await simulator.pending.map(\.request.identifier).sorted().dropLast(2).last
    let lastA = try #require(returning)
    center.refuse([firstB, lastA])
    let report = await notifications.reschedule(
      group: daily("b", days: 3, hour: 8), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.failedAdds.map(\.identifier).sorted() == [firstB, lastA].sorted())
    await expectReportMatchesPending(report, simulator)
    let deferral = try #require(report.plan?.groups["a"]?.deferrals.first { $0.identifier == lastA })
    #expect(deferral.reason == .refusedByCenter(NotificationCenterError.failed("refused").description))
    #expect(report.plan?.scheduled["a"]?.contains { $0.identifier.description == lastA } == false)
    // Reschedule before the request that was lost fires.
    let lost = try #require(deferral.fireDate)
    #expect(try #require(report.plan?.refillDate) <= lost)
  }

  @Test func aReplacementTheCenterRefusesIsListedAsKept() async throws {
    let (simulator, center, notifications) = make()
    func pills(_ version: Int) -> AdHocGroup {
      AdHocGroup(
        identifier: "pills",
        timeline: NotificationsTimeline {
          EveryDay(forDays: 10, starting: .tomorrow).at(hour: 9, minute: 0).schedule { (date: Date) in
            NotificationContent(title: "Dose \(version), \(Int(date.timeIntervalSince1970))")
          }
        })
    }
    await notifications.reschedule(group: pills(1), permissionStrategy: .scheduleIfSystemAllowed)
    // The new text of the Sunday the clocks change is refused: the old request stays pending as it was.
    let sunday = "pills:0:20260329T090000"
    center.refuse([sunday])
    let report = await notifications.reschedule(group: pills(2), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.failedAdds.map(\.identifier) == [sunday])
    #expect(report.replaced.count == 9)
    #expect(report.kept == [sunday])
    await expectReportMatchesPending(report, simulator)
  }

  @Test func aRequestWrittenInBothRoundsIsListedOnce() async {
    let simulator = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.berlin, authorization: .authorized)
    let notifications = LocalNotifications(
      simulator: simulator,
      policy: PlanningPolicy(tailNotice: TailNotice(content: NotificationContent(title: "Open the app"))))
    notifications.register(daily("a", days: 100, hour: 9), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await simulator.advance(by: 86_400)
    // The refused add re-plans; the second round moves the tail notice again.
    await simulator.failNextAdds(1, with: .invalidAttachment("bad"))
    let report = await notifications.rescheduleAll()
    let listed = report.added + report.replaced + report.kept
    #expect(listed.count == Set(listed).count, "listed twice: \(listed)")
    #expect(Set(listed) == Set(await simulator.pending.map(\.request.identifier)))
  }

  @Test func anInvalidTailNoticeIsRefusedOnceAndListedOnce() async throws {
    let simulator = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.berlin, authorization: .authorized)
    var notice = NotificationContent(title: "Open the app")
    notice.relevanceScore = 2
    let notifications = LocalNotifications(
      simulator: simulator, policy: PlanningPolicy(tailNotice: TailNotice(content: notice)))
    notifications.register(daily("a", days: 100, hour: 9), permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.rescheduleAll()
    // One add, refused for its content: asked again in the second round, it would be listed twice.
    #expect(report.failedAdds.map(\.identifier) == [TailNotice.identifier])
    #expect(report.failedAdds.first?.error == .invalidRequest(.content(.relevanceScoreOutOfRange(2))))
    #expect(report.outcomes["a"] == .scheduled)
    let pending = await simulator.pending.map(\.request.identifier)
    #expect(!pending.contains(TailNotice.identifier))
    #expect(Set(report.added) == Set(pending))
  }

  @Test func aDirectRequestTheCenterRefusesIsDeferredWithTheReason() async throws {
    let simulator = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.berlin, authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    await simulator.failNextAdds(1, with: .invalidAttachment("bad"))
    let request = NotificationRequest(
      identifier: "tea", content: NotificationContent(title: "Tea"),
      trigger: .timeInterval(600, repeats: false))
    let report = await notifications.directSchedule(
      request: request, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.failedAdds.map(\.identifier) == ["tea"])
    let deferral = try #require(report.plan?.deferrals.first { $0.identifier == "tea" })
    #expect(deferral.reason == .refusedByCenter(NotificationCenterError.invalidAttachment("bad").description))
    #expect(deferral.fireDate == Self.start + 600)
    #expect(await simulator.pending.isEmpty)
  }
}
