import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Content makers that take long enough for an occurrence's time to come: the occurrence is
/// delivered at once rather than added with a trigger that never fires, and a replacement of
/// one that has fired meanwhile is not written.
@Suite struct LateOccurrenceTests {
  /// Ten seconds before 09:00 in New York on the day the clocks go forward.
  static let start = DateBuilder.Context.fixed(2026, 3, 8, 8, 59, in: "America/New_York").now + 50

  /// Five days at 09:00 whose maker advances the device's clock by `seconds` each time.
  private func slow(_ simulator: SimulatedNotificationCenter, seconds: TimeInterval, title: String)
    -> AdHocGroup
  {
    AdHocGroup(
      identifier: "slow",
      timeline: NotificationsTimeline {
        EveryDay(forDays: 5, starting: .today).at(hour: 9, minute: 0).schedule { (_: Date) async in
          await simulator.advance(by: seconds)
          return NotificationContent(title: title)
        }
      })
  }

  private func simulator() -> SimulatedNotificationCenter {
    SimulatedNotificationCenter(
      now: Self.start, timeZone: Zones.named("America/New_York"), authorization: .authorized)
  }

  @Test func anOccurrenceWhoseTimeCameWhileItsContentWasMadeIsDeliveredAtOnce() async {
    let simulator = simulator()
    let notifications = LocalNotifications(simulator: simulator)
    let report = await notifications.reschedule(
      group: slow(simulator, seconds: 2, title: "a"), permissionStrategy: .scheduleIfSystemAllowed)
    let today = "slow:0:20260308T090000"
    #expect(report.deliveredLate == [today])
    #expect(report.added.count == 5)
    await simulator.advance(by: 1)
    let delivered = await simulator.delivered.map(\.request.identifier)
    #expect(delivered == [today])
    #expect(await simulator.pending.count == 4)
    let dropped = await simulator.events.contains {
      if case .dropped = $0 { true } else { false }
    }
    #expect(!dropped)
  }

  @Test func aReplacementOfAnOccurrenceThatFiredMeanwhileIsNotWritten() async {
    let simulator = simulator()
    let notifications = LocalNotifications(simulator: simulator)
    await notifications.reschedule(
      group: slow(simulator, seconds: 0, title: "a"), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await simulator.pending.count == 5)
    // New text for every day; making it takes the clock past 09:00, when today's fires.
    let report = await notifications.reschedule(
      group: slow(simulator, seconds: 3, title: "b"), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.deliveredLate.isEmpty)
    #expect(report.replaced.count == 4)
    let deliveries = await simulator.events.filter {
      if case .delivered = $0 { true } else { false }
    }
    #expect(deliveries.count == 1)
    #expect(await simulator.pending.count == 4)
  }
}
