import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// An instance over a simulator evaluates timelines as that device would.
struct LocalNotificationsSimulatorTests {
  /// A group reminding on the first day of next week, which the calendar decides.
  struct WeekStartGroup: LocalNotificationsGroup {
    let groupIdentifier = "weekStart"
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline { NextWeek().firstDay.at(hour: 9, minute: 0).schedule(title: "Plan the week") }
    }
  }

  static func gregorian(firstWeekday: Int) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US")
    calendar.firstWeekday = firstWeekday
    return calendar
  }

  @Test func timelinesAreEvaluatedInTheSimulatorsCalendarNotTheProcesss() async throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let start = DateBuilder.Context.fixed(2026, 11, 25, 10, 0).now  // a Wednesday
    let simulator = SimulatedNotificationCenter(
      now: start, timeZone: berlin, calendar: Self.gregorian(firstWeekday: 2), authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    // The process's calendar starts weeks on Sunday; the device's on Monday.
    await DateBuilder.withCalendar(Self.gregorian(firstWeekday: 1)) {
      _ = await notifications.reschedule(
        group: WeekStartGroup(), permissionStrategy: .scheduleIfSystemAllowed)
    }
    let fire = try #require(await simulator.pendingFireDates()["weekStart:0:20261130T090000"])
    #expect(await simulator.calendar.component(.weekday, from: fire) == 2)
    #expect(await simulator.pending.count == 1)
  }
}
