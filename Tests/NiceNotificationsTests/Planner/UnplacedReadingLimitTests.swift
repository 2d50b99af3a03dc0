import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// An unbounded series none of whose occurrences takes a slot ends the reschedule: the planner
/// stops reading the group after 4,096 in a row and says where, while the others keep their slots.
struct UnplacedReadingLimitTests {
  /// Friday 6 March 2026, 12:00 in New York, two days before the clocks spring forward.
  let context = DateBuilder.Context.fixed(2026, 3, 6, 12, 0, in: "America/New_York")

  func device(pacing: Pacing = .none) -> (SimulatedNotificationCenter, LocalNotifications) {
    pacedDevice(on: context, pacing: pacing)
  }

  /// The day of `date` in the test's zone, counted from 1970.
  func day(_ date: Date) -> Int {
    Int(context.calendar.startOfDay(for: date).timeIntervalSince1970 / 86_400)
  }

  @Test func anUnboundedSeriesWhoseMakerAlwaysReturnsNilStopsAfterTheLimitAndSaysWhere() async throws {
    let (simulator, notifications) = device()
    let empty = TimelineGroup(
      groupIdentifier: "empty",
      fixed: NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 12, minute: 30).schedule(with: { (_: Date) in nil })
      })
    let report = await notifications.reschedule(group: empty, permissionStrategy: .scheduleIfSystemAllowed)
    let slots = try #require(report.plan?.groups["empty"])
    #expect(report.added.isEmpty)
    // At least the limit, and at most the batch of content asked for when it was reached.
    #expect((4_096..<4_096 + 64).contains(slots.skippedByMaker))
    // Today's 12:30 is the first read, so the last read is as many days later as were read after it.
    let stopped = try #require(slots.stoppedReadingAfter)
    #expect(context.local(stopped).hasSuffix("12:30"))
    #expect(day(stopped) - day(context.now) == slots.skippedByMaker - 1)
    #expect(await simulator.pending.isEmpty)
  }

  @Test func anUnboundedSeriesThatPacingAlwaysSkipsStopsAndOtherGroupsKeepTheirSlots() async throws {
    let quiet = try QuietHours(from: .time(hour: 11, minute: 0), to: .time(hour: 13, minute: 0))
    let (simulator, notifications) = device(pacing: try Pacing(quietHours: quiet))
    let noon = TimelineGroup(
      groupIdentifier: "noon",
      fixed: NotificationsTimeline {
        // Content made per occurrence: one-shots, each skipped, not one repeating request skipped whole.
        EveryDay(starting: .today).at(hour: 12, minute: 0)
          .schedule(with: { (_: Date) in NotificationContent(title: "noon") }).whenPaced(.skip)
      })
    let evening = TimelineGroup(
      groupIdentifier: "evening",
      fixed: NotificationsTimeline {
        EveryDay(forDays: 10, starting: .today).at(hour: 19, minute: 0)
          .schedule(with: { (_: Date) in NotificationContent(title: "evening") })
      })
    notifications.registerAll([noon, evening], permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.rescheduleAll()
    #expect(report.plan?.groups["noon"]?.stoppedReadingAfter != nil)
    #expect(report.plan?.groups["noon"]?.scheduled == 0)
    #expect(report.plan?.groups["evening"]?.scheduled == 10)
    #expect(report.plan?.groups["evening"]?.stoppedReadingAfter == nil)
    #expect(await simulator.pending.count == 10)
  }

  @Test func aSeriesWhoseMakerSkipsLongRunsStillFillsItsSlots() async throws {
    let (simulator, notifications) = device()
    let reference = day(context.now)
    let sparse = TimelineGroup(
      groupIdentifier: "sparse",
      fixed: NotificationsTimeline {
        // One day in 100 has content: 99 in a row take no slot, far under the limit.
        EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(with: { (date: Date) in
          var calendar = Calendar(identifier: .gregorian)
          calendar.timeZone = TimeZone(identifier: "America/New_York") ?? .current
          let day = Int(calendar.startOfDay(for: date).timeIntervalSince1970 / 86_400)
          return (day - reference) % 100 == 1 ? NotificationContent(title: "sparse") : nil
        })
      })
    let report = await notifications.reschedule(group: sparse, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.plan?.groups["sparse"]?.stoppedReadingAfter == nil)
    #expect(report.added.count == 64)
    #expect(await simulator.pending.count == 64)
  }
}
