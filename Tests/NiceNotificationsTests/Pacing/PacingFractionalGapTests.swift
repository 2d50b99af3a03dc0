import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A minimum gap that is not a whole number of seconds, on the simulated device in New York the
/// day its clocks spring forward: a calendar trigger fires on a whole second, so a move lands on one.
struct PacingFractionalGapTests {
  @Test(arguments: [90.5, 0.25, 3_599.9, 20.0 / 60 * 3_600] as [TimeInterval])
  func aGapWithAFractionOfASecondIsKeptWhereTheNotificationsFire(_ gap: TimeInterval) async throws {
    let context = DateBuilder.Context.fixed(2026, 3, 8, 12, 0, in: "America/New_York")
    let (simulator, notifications) = pacedDevice(on: context, pacing: try Pacing(minimumGap: gap))
    let group = TimelineGroup(
      groupIdentifier: "pills",
      fixed: NotificationsTimeline {
        Today().at(hour: 15, minute: 0).schedule(title: "Pill")
        Today().at(hour: 15, minute: 0).schedule(title: "Vitamin")
        Today().at(hour: 15, minute: 0).schedule(title: "Water")
      })
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await simulator.advance(by: 86_400)
    let delivered = await simulator.takeEvents().compactMap { event -> (String, Date)? in
      guard case .delivered(let identifier, _, let date) = event else { return nil }
      return (identifier, date)
    }
    let dates = delivered.map(\.1).sorted()
    #expect(dates.count == 3)
    #expect(zip(dates, dates.dropFirst()).allSatisfy { $1.timeIntervalSince($0) >= gap })
    // The plan says where each moved one fires.
    let fired = Dictionary(delivered, uniquingKeysWith: { first, _ in first })
    let moved = report.plan?.paced ?? []
    #expect(moved.count == 2)
    #expect(moved.allSatisfy { $0.movedTo != nil && $0.movedTo == fired[$0.identifier.description] })
  }
}
