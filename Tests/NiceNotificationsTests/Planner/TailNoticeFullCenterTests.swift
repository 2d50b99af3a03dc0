import Foundation
import NiceNotifications
import NiceNotificationsTesting
import TestSupport
import Testing

/// The tail notice takes a slot only where one is free.
///
/// Other code's requests fill the center: the notice would be one over the cap, and iOS would
/// drop the earliest-added request, someone else's. New York, the evening before the change to
/// summer time.
struct TailNoticeFullCenterTests {
  let start = DateBuilder.Context.fixed(2027, 3, 13, 18, 0, in: "America/New_York")
  let newYork = Zones.named("America/New_York")

  /// Every day at 02:30 (on the 14th, 03:00: the gap's end), the same text, without end.
  var pills: TimelineGroup {
    TimelineGroup(
      groupIdentifier: "pills",
      fixed: NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 2, minute: 30).schedule(title: "Pills")
      })
  }

  func launcher(foreign: Int) async throws -> (SimulatedNotificationCenter, LocalNotifications) {
    let center = simulator(start)
    for index in 0..<foreign {
      try await center.add(
        request("other-\(index)", .timeInterval(TimeInterval(3_600 * (index + 1)), repeats: index % 2 == 0)))
    }
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(),
      policy: PlanningPolicy(tailNotice: TailNotice(content: NotificationContent(title: "Open the app")))
    ) {
      var context = start
      context.now = await center.now
      return context
    }
    notifications.register(pills, permissionStrategy: .scheduleIfSystemAllowed)
    return (center, notifications)
  }

  @Test func aCenterFullOfOtherRequestsGetsNoTailNotice() async throws {
    let (center, notifications) = try await launcher(foreign: 64)
    let report = await notifications.rescheduleAll()

    #expect(await center.dropped.isEmpty)
    #expect(await center.pending.count == 64)
    #expect(await center.pendingFireDates()[TailNotice.identifier] == nil)
    #expect(!report.added.contains(TailNotice.identifier))
    // The window still ends at the first reminder without a slot: the gap's end.
    let gapEnd = try #require(newYork.nextDaylightSavingTimeTransition(after: start.now))
    #expect(report.plan?.refillDate == gapEnd)

    // Nothing changed: nothing is written.
    let again = await notifications.rescheduleAll()
    #expect(again.writes == 0)
    #expect(await center.dropped.isEmpty)
  }

  @Test func theLastFreeSlotGoesToTheTailNotice() async throws {
    let (center, notifications) = try await launcher(foreign: 63)
    let report = await notifications.rescheduleAll()

    #expect(await center.dropped.isEmpty)
    #expect(await center.pending.count == 64)
    let gapEnd = try #require(newYork.nextDaylightSavingTimeTransition(after: start.now))
    #expect(report.plan?.refillDate == gapEnd)
    #expect(await center.pendingFireDates()[TailNotice.identifier] == gapEnd)
  }
}
