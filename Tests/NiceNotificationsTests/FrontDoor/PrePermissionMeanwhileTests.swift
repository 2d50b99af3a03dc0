import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// While one group's pre-permission screen waits for the person, the gate is open and the person
/// may turn off another group or mark one of its reminders done; the reschedule that showed the
/// screen plans every group with what was decided and marked by the time it writes.
@Suite struct PrePermissionMeanwhileTests {
  /// Two days before the clocks change in New York.
  static let context = DateBuilder.Context.fixed(2026, 3, 6, 12, 0, in: "America/New_York")

  struct Daily: LocalNotificationsGroup {
    let groupIdentifier: String
    let hour: Int

    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 10, starting: .today).at(hour: hour, minute: 0)
          .schedule { (date: Date) in NotificationContent(title: "\(date.timeIntervalSince1970)") }
      }
    }
  }

  private func pending(ofGroup group: String, _ simulator: SimulatedNotificationCenter) async -> [String] {
    await simulator.pending.map(\.request.identifier).filter { $0.hasPrefix("\(group):") }.sorted()
  }

  @Test func aGroupTurnedOffWhileAnotherGroupAsksStaysOff() async throws {
    let (simulator, notifications) = deviceInZone(of: Self.context)
    let pills = Daily(groupIdentifier: "pills", hour: 9)
    notifications.register(pills, permissionStrategy: .scheduleIfSystemAllowed)
    let asker = PermissionAsker {
      // The person turns pills off from the app's settings while the walk's screen shows.
      _ = await Task.detached { await notifications.disable(group: pills) }.value
      return true
    }
    notifications.register(
      Daily(groupIdentifier: "walk", hour: 20), permissionStrategy: .askWithPrePermission(asker))

    let report = await notifications.rescheduleAll()

    #expect(await pending(ofGroup: "pills", simulator).isEmpty)
    #expect(report.outcomes["pills"] == .denied(.group))
    #expect(report.outcomes["walk"] == .scheduled)
    #expect(await pending(ofGroup: "walk", simulator).count == 10)
  }

  @Test func aReminderMarkedDoneWhileAnotherGroupAsksStaysDone() async throws {
    let (simulator, notifications) = deviceInZone(of: Self.context)
    let pills = Daily(groupIdentifier: "pills", hour: 9)
    notifications.register(pills, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    // Sunday's 09:00, the first morning of summer time.
    let sunday = try #require(RequestIdentifier("pills:0:20260308T090000"))
    #expect(await pending(ofGroup: "pills", simulator).contains(sunday.description))
    let asker = PermissionAsker {
      _ = try await Task.detached { try await notifications.markHandled(sunday, date: nil) }.value
      return true
    }
    notifications.register(
      Daily(groupIdentifier: "walk", hour: 20), permissionStrategy: .askWithPrePermission(asker))

    await notifications.rescheduleAll()

    let left = await pending(ofGroup: "pills", simulator)
    #expect(!left.contains(sunday.description))
    #expect(left.count == 8)
  }
}
