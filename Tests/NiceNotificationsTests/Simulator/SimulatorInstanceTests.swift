import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// An instance over a simulator runs on the simulator's clock and calendar, and gives a center that
/// answers at once a time limit a crowded test run does not trip.
struct SimulatorInstanceTests {
  @Test func anInstanceOverASimulatorAllowsTheCenterAMinuteAndContentHalfOfOne() throws {
    let simulator = try SimulatedNotificationCenter(
      startingAt: 2026, 3, 28, hour: 12, in: Zones.named("Europe/Berlin"))
    let notifications = LocalNotifications(simulator: simulator)
    #expect(notifications.centerTimeLimit == 60)
    #expect(notifications.contentTimeLimit == 30)

    let limited = LocalNotifications(simulator: simulator, centerTimeLimit: 2, contentTimeLimit: 1)
    #expect(limited.centerTimeLimit == 2)
    #expect(limited.contentTimeLimit == 1)
  }

  @Test func anInstanceOverASimulatorPlansOnTheSimulatorsDayAcrossTheSpringChange() async throws {
    let simulator = try SimulatedNotificationCenter(
      startingAt: 2026, 3, 28, hour: 12, in: Zones.named("Europe/Berlin"), authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(title: "Morning")
    }
    let (group, report) = await notifications.schedule(
      timeline: timeline, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.outcomes[group.groupIdentifier] == .scheduled)
    await simulator.advance(by: 3 * 86_400)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named("Europe/Berlin")
    let local = await simulator.delivered.map { delivered in
      calendar.dateComponents([.day, .hour, .minute], from: delivered.date)
    }
    #expect(local.map(\.day) == [29, 30])
    #expect(local.allSatisfy { $0.hour == 9 && $0.minute == 0 })
  }
}
