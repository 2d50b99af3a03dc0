import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing

// The example on the NiceNotificationsTesting landing page, as written there.
struct TestingLandingPageTests {
  @Test func aGreetingArrivesEveryMorning() async throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let simulator = SimulatedNotificationCenter(
      now: Date(timeIntervalSince1970: 1_795_000_000), timeZone: berlin, authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    let greeting = AdHocGroup(
      identifier: "greeting",
      timeline: NotificationsTimeline {
        EveryDay(forDays: 7, starting: .tomorrow).at(hour: 9, minute: 0).schedule(title: "Good morning")
      })

    let report = await notifications.reschedule(group: greeting, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.added.count == 7)

    await simulator.advance(by: 8 * 86_400)
    #expect(await simulator.delivered.count == 7)
  }
}
