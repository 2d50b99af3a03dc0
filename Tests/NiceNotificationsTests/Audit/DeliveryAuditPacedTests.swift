import DateBuilder
import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// The delivery audit of paced reminders on a simulated device: one that pacing moved is audited at
/// the time it now fires, and one that pacing left out is a decision, not a miss.
struct DeliveryAuditPacedTests {
  enum Move: String, CaseIterable, Sendable {
    /// 23:30 on Saturday 7 March in New York, moved to 07:00 EDT on the night the clocks spring forward.
    case quietHours
    /// 23:30 on 7 March, moved to 23:35 by a 20-minute gap after a 23:15 of another entry.
    case minimumGap
  }

  /// A device in New York at 12:00 on 7 March 2026 with one move's pacing and timeline planned.
  func device(_ move: Move) async throws -> (
    SimulatedNotificationCenter, LocalNotifications, DateBuilder.Context
  ) {
    let context = DateBuilder.Context.fixed(2026, 3, 7, 12, 0, in: "America/New_York")
    let pacing =
      switch move {
      case .quietHours:
        try Pacing(quietHours: QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0)))
      case .minimumGap: try Pacing(minimumGap: 20 * 60)
      }
    let (simulator, notifications) = pacedDevice(on: context, pacing: pacing)
    let group = TimelineGroup(
      groupIdentifier: "pills",
      fixed: NotificationsTimeline {
        Today().at(hour: 23, minute: 30).schedule(title: "Pill")
        if move == .minimumGap { Today().at(hour: 23, minute: 15).schedule(title: "Vitamin") }
      })
    notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    return (simulator, notifications, context)
  }

  func at(_ day: Int, _ hour: Int, _ minute: Int, _ context: DateBuilder.Context) -> Date {
    context.calendar.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute))
      ?? .distantPast
  }

  @Test(arguments: Move.allCases)
  func aMovedReminderMissedAfterALaunchPastItsOwnTimeIsAFinding(_ move: Move) async throws {
    let (simulator, notifications, context) = try await device(move)
    let moved = try #require(await simulator.pendingFireDates()["pills:0:20260307T233000"])
    #expect(context.local(moved) == (move == .quietHours ? "2026-03-08 07:00" : "2026-03-07 23:35"))
    // Opened after the reminder's own time and before the time it now fires: it stays pending as it is.
    await simulator.advance(to: at(7, 23, 32, context))
    await notifications.rescheduleAll()
    #expect(await simulator.pendingFireDates()["pills:0:20260307T233000"] == moved)
    // Notifications turned off before it fires, and on again after, each with the app opened.
    await simulator.advance(to: moved.addingTimeInterval(-60))
    await simulator.setAuthorizationStatus(.denied)
    await notifications.rescheduleAll()
    await simulator.advance(to: moved.addingTimeInterval(3_600))
    await simulator.setAuthorizationStatus(.authorized)
    let report = await notifications.rescheduleAll()
    let missed = report.missedDeliveries.filter { $0.identifier == "pills:0:20260307T233000" }
    #expect(missed.map(\.reason) == [.authorizationOff])
    #expect(missed.map(\.fireDate) == [moved])
    let audit = try await notifications.deliveryAudit()
    #expect(audit.findings.filter { $0.identifier == "pills:0:20260307T233000" } == missed)
  }

  @Test func aMovedReminderDeliveredAfterALaunchPastItsOwnTimeIsNoFinding() async throws {
    let (simulator, notifications, context) = try await device(.quietHours)
    await simulator.advance(to: at(7, 23, 45, context))
    await notifications.rescheduleAll()
    await simulator.advance(to: at(8, 9, 0, context))
    let report = await notifications.rescheduleAll()
    #expect(await simulator.delivered.map(\.request.identifier) == ["pills:0:20260307T233000"])
    #expect(report.missedDeliveries.isEmpty)
    #expect(try await notifications.deliveryAudit().findings.isEmpty)
  }

  /// Groups planned one at a time in Berlin on the day its clocks spring forward (29 March 2026).
  @Test func aReminderThatGaveWayToTheDailyLimitIsNoFindingAndNoDeferral() async throws {
    let context = DateBuilder.Context.fixed(2026, 3, 29, 8, 0, in: "Europe/Berlin")
    let (simulator, notifications) = pacedDevice(
      on: context, pacing: try Pacing(dailyLimit: 1, priorities: ["meds": 10]))
    let water = TimelineGroup(
      groupIdentifier: "water",
      fixed: NotificationsTimeline { Today().at(hour: 12, minute: 0).schedule(title: "Water") })
    let meds = TimelineGroup(
      groupIdentifier: "meds",
      fixed: NotificationsTimeline { Today().at(hour: 18, minute: 0).schedule(title: "Meds") })
    await notifications.reschedule(group: water, permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.reschedule(group: meds, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.removed == ["water:0:20260329T120000"])
    #expect(report.plan?.paced.map(\.reason) == [.dailyLimit])
    // The day's limit left it out: it made no room for anything, and nothing waits for a refill.
    #expect(report.plan?.deferrals.isEmpty == true)
    #expect(report.plan?.refillDate == nil)
    await simulator.advance(to: at(30, 9, 0, context))
    let next = await notifications.reschedule(group: meds, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(await simulator.delivered.map(\.request.identifier) == ["meds:0:20260329T180000"])
    #expect(next.missedDeliveries.isEmpty)
    #expect(try await notifications.deliveryAudit().findings.isEmpty)
  }

  func at(_ day: Int, _ hour: Int, _ context: DateBuilder.Context) -> Date {
    at(day, hour, 0, context)
  }
}
