import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A reminder at a random time of each day keeps its time from one reschedule to the next, so
/// that a reschedule after the day's delivery neither delivers it again nor rewrites anything.
struct RandomDailyTimeRescheduleTests {
  /// Saturday 28 March 2026, 08:00 in Berlin: the clocks go forward the next night.
  let context = DateBuilder.Context.fixed(2026, 3, 28, 8, 0, in: "Europe/Berlin")

  func device() -> (SimulatedNotificationCenter, LocalNotifications) {
    let simulator = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, authorization: .authorized)
    return (simulator, LocalNotifications(simulator: simulator))
  }

  let ask = AdHocGroup(
    identifier: "ask",
    timeline: NotificationsTimeline {
      EveryDay(forDays: 5, starting: .today)
        .at(.randomTime(from: TimeOfDay(hour: 9, minute: 0), to: TimeOfDay(hour: 21, minute: 0)))
        .schedule(title: "Ask yourself")
    })

  func reschedule(_ notifications: LocalNotifications) async -> RescheduleReport {
    await notifications.reschedule(group: ask, permissionStrategy: .scheduleIfSystemAllowed)
  }

  /// The start of the day after the one `date` falls on, in Berlin.
  func nextMidnight(after date: Date) -> Date {
    let calendar = context.calendar
    return calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: date)) ?? date
  }

  @Test func aRandomDailyReminderRescheduledAfterItsDeliveryIsNotDeliveredAgain() async throws {
    // A fresh device each time: were the times drawn afresh at each reschedule, about four
    // trials in ten would deliver a day's reminder twice.
    for _ in 0..<8 {
      let (simulator, notifications) = device()
      #expect(await reschedule(notifications).isSuccess)
      // Today, then the day the clocks go forward.
      for day in 0..<2 {
        let next = try #require(await simulator.pendingFireDates().values.min())
        await simulator.advance(to: next)
        let delivered = await simulator.delivered.count
        let report = await reschedule(notifications)
        #expect(report.isSuccess)
        // Nothing is rewritten; the next day's window takes in one new fifth day.
        #expect(report.replaced.isEmpty)
        #expect(report.removed.isEmpty)
        #expect(report.added.count == day)
        await simulator.advance(to: nextMidnight(after: next))
        #expect(await simulator.delivered.count == delivered)
      }
      let days = await simulator.delivered.map { context.calendar.startOfDay(for: $0.date) }
      #expect(days.count == 2)
      #expect(Set(days).count == 2)
    }
  }

  @Test func aRandomDailyReminderRescheduledWithNothingChangedWritesNothing() async {
    let (simulator, notifications) = device()
    let first = await reschedule(notifications)
    #expect(first.isSuccess)
    let fireDates = await simulator.pendingFireDates()
    #expect(fireDates.count == 5)
    let again = await reschedule(notifications)
    #expect(again.writes == 0)
    await simulator.advance(by: 30 * 60)
    let later = await reschedule(notifications)
    #expect(later.writes == 0)
    #expect(await simulator.pendingFireDates() == fireDates)
  }
}
