import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A call that writes twice under one gate still reports every finding, in New York the day
/// before its clocks spring forward.
struct DeliveryAuditReportTests {
  struct Pills: LocalNotificationsGroup {
    var groupIdentifier: String { "pills" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        ExactDay(year: 2026, month: 3, day: 7).at(hour: 9, minute: 0).schedule(title: "Pills")
      }
    }
  }

  /// The same words every evening: one repeating request for the whole series.
  struct Stretch: LocalNotificationsGroup {
    var groupIdentifier: String { "stretch" }
    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(starting: .today).at(hour: 18, minute: 0).schedule(title: "Stretch")
      }
    }
  }

  @Test func aFindingOfTheFirstOfTwoWritesIsInTheCallsReport() async throws {
    let start = DateBuilder.Context.fixed(2026, 3, 7, 7, 0, in: "America/New_York")
    let (simulator, notifications) = deviceInZone(of: start)
    notifications.registerAll([Pills(), Stretch()], permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await simulator.advance(by: 1_800)
    await simulator.setAuthorizationStatus(.denied)
    await notifications.rescheduleAll()
    await simulator.advance(by: 3 * 3_600)
    await simulator.setAuthorizationStatus(.authorized)
    // Tomorrow's stretch, done ahead: the mark is one write, and planning the series again without
    // it (its repeating request would deliver it) is a second.
    let report = try await notifications.markHandled(
      RequestIdentifier(group: "stretch", entry: "0", occurrence: "20260308T180000"), date: nil)
    #expect(report.plan?.scheduled["stretch"]?.isEmpty == false)
    #expect(report.missedDeliveries.map(\.identifier) == ["pills:0:20260307T090000"])
    #expect(report.missedDeliveries.map(\.reason) == [.authorizationOff])
  }
}
