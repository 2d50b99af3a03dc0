import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Pacing through the front door on the simulated device, in New York the night its clocks fall back.
///
/// A paced timeline planned again writes nothing, a moved occurrence whose own time has passed is
/// still delivered once, and reports say what was paced.
struct PacingSimulatorTests {
  /// Saturday 31 October 2026, 12:00 in New York; the clocks fall back at 02:00 on 1 November.
  let context = DateBuilder.Context.fixed(2026, 10, 31, 12, 0, in: "America/New_York")

  func device() throws -> (SimulatedNotificationCenter, LocalNotifications) {
    let pacing = try Pacing(
      quietHours: QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0)),
      minimumGap: 15 * 60)
    return pacedDevice(on: context, pacing: pacing)
  }

  let late = TimelineGroup(
    groupIdentifier: "late",
    fixed: NotificationsTimeline {
      EveryDay(forDays: 3, starting: .today).at(hour: 23, minute: 30).schedule(title: "late")
      EveryDay(forDays: 3, starting: .today).at(hour: 7, minute: 5).schedule(title: "early")
    })

  @Test func aPacedTimelinePlannedAgainWritesNothing() async throws {
    let (_, notifications) = try device()
    let first = await notifications.reschedule(group: late, permissionStrategy: .scheduleIfSystemAllowed)
    // Three late ones moved to 07:00, and the two mornings still to come moved to 07:15 by the gap.
    #expect(first.added.count == 5)
    #expect(
      first.plan?.paced.map(\.reason) == [.quietHours, .minimumGap, .quietHours, .minimumGap, .quietHours])
    let again = await notifications.reschedule(group: late, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.writes == 0)
    #expect(again.plan?.paced == first.plan?.paced)
  }

  @Test func aMovedOccurrenceWhoseOwnTimeHasPassedIsStillDeliveredOnce() async throws {
    let (simulator, notifications) = try device()
    await notifications.reschedule(group: late, permissionStrategy: .scheduleIfSystemAllowed)
    // 23:45, after the 23:30 occurrence's own time and before the 07:00 it was moved to.
    await simulator.advance(to: context.now.addingTimeInterval(11 * 3_600 + 45 * 60))
    let relaunch = await notifications.reschedule(group: late, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(relaunch.removed.isEmpty)
    await simulator.advance(by: 10 * 3_600)
    let delivered = await simulator.takeEvents().compactMap { event -> (String, Date)? in
      guard case .delivered(let identifier, _, let date) = event else { return nil }
      return (identifier, date)
    }
    let moved = delivered.filter { $0.0.hasSuffix("20261031T233000") }
    #expect(moved.count == 1)
    // Fall-back night: 07:00 EST is 12:00 UTC, 7.5 hours and one repeated hour after 23:30 EDT.
    #expect(moved.first.map { context.local($0.1) } == "2026-11-01 07:00")
    // The 07:05 one keeps the gap after it.
    let early = delivered.filter { $0.0.hasPrefix("late:1:20261101") }
    #expect(early.map { context.local($0.1) } == ["2026-11-01 07:15"])
  }

  @Test(.timeLimit(.minutes(1)), arguments: [Pacing.longestMinimumGap, 8 * 86_400, 86_401] as [TimeInterval])
  func theLongestGapsBesideARepeatingSeriesArePlannedAndKept(_ gap: TimeInterval) async throws {
    let night = try QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0))
    let pacing = try Pacing(quietHours: night, minimumGap: gap)
    let (simulator, notifications) = pacedDevice(on: context, pacing: pacing)
    let group = TimelineGroup(
      groupIdentifier: "stretch",
      fixed: NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(title: "Stretch")
        Tomorrow().at(hour: 15, minute: 0).schedule(title: "Walk")
        EveryDay(forDays: 40, starting: .tomorrow).at(hour: 18, minute: 0).schedule(title: "Pills")
      })
    let first = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(first.isSuccess)
    #expect(await simulator.dropped.isEmpty)
    let dates = await simulator.pendingFireDates().values.sorted()
    #expect(zip(dates, dates.dropFirst()).allSatisfy { $1.timeIntervalSince($0) >= gap })
    let again = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.writes == 0)
  }
}
