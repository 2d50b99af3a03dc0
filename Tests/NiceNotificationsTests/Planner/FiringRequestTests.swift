import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A one-time request whose time has come while it is still pending is being delivered: iOS
/// takes a moment to deliver it, and a reschedule in that moment (from the presentation handler
/// of another notification of the same instant, or on a clock a little ahead of the device's)
/// keeps it rather than removing it.
struct FiringRequestTests {
  /// A reminder a day with a text of its own, so no series folds into one repeating request.
  struct Daily: LocalNotificationsGroup {
    let groupIdentifier: String
    var days = 3
    var hour = 9
    var minute = 0

    func timeline() async throws -> NotificationsTimeline {
      let group = groupIdentifier
      return NotificationsTimeline {
        EveryDay(forDays: days, starting: .today).at(hour: hour, minute: minute).schedule { (date: Date) in
          NotificationContent(title: "\(group) \(date.timeIntervalSince1970)")
        }
      }
    }
  }

  actor Reports {
    var all: [RescheduleReport] = []
    func append(_ report: RescheduleReport) { all.append(report) }
  }

  /// Days whose reminder time is near a clock change, each in its zone.
  static let mornings: [(zone: String, year: Int, month: Int, day: Int, hour: Int, minute: Int)] = [
    ("Europe/London", 2026, 3, 29, 9, 0),
    ("America/New_York", 2026, 11, 1, 1, 30),
    ("Australia/Lord_Howe", 2026, 4, 5, 1, 45),
    ("America/Havana", 2026, 3, 8, 9, 0),
    ("Pacific/Chatham", 2026, 9, 27, 4, 0),
  ]

  @Test(arguments: mornings)
  func aRescheduleJustAfterTheTimeKeepsTheRequestTheDeviceIsDelivering(
    _ morning: (zone: String, year: Int, month: Int, day: Int, hour: Int, minute: Int)
  ) async throws {
    let day = DateBuilder.Context.fixed(
      morning.year, morning.month, morning.day, morning.hour, morning.minute, in: morning.zone)
    let due = day.now
    let simulator = SimulatedNotificationCenter(
      now: due.addingTimeInterval(-3_600), timeZone: day.timeZone, calendar: day.calendar,
      authorization: .authorized)
    // The instance's clock runs half a second ahead of the device, which delivers a moment late.
    let notifications = LocalNotifications(
      center: simulator, permissionStore: InMemoryGroupPermissionStore(),
      now: { await simulator.now.addingTimeInterval(0.5) }, calendar: day.calendar)
    let pills = Daily(groupIdentifier: "pills", hour: morning.hour, minute: morning.minute)
    _ = await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    let first = try #require(await simulator.pendingFireDates().values.min())
    #expect(first == due)

    await simulator.advance(to: due.addingTimeInterval(-0.4))
    let report = await notifications.reschedule(group: pills, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.removed.isEmpty)
    #expect(report.added.isEmpty)
    #expect(report.plan?.groups["pills"]?.scheduled == 3)

    await simulator.advance(to: due.addingTimeInterval(60))
    #expect(await simulator.delivered.map(\.date) == [due])
    #expect(await simulator.pendingRequests().count == 2)
  }

  @Test func aRescheduleFromThePresentationHandlerKeepsTheOtherNotificationOfTheSameInstant() async throws {
    let start = DateBuilder.Context.fixed(2026, 3, 5, 6, 0, in: "America/New_York")
    let simulator = SimulatedNotificationCenter(
      now: start.now, timeZone: start.timeZone, calendar: start.calendar, authorization: .authorized,
      appState: .foreground)
    let notifications = LocalNotifications(simulator: simulator)
    notifications.registerAll(
      [Daily(groupIdentifier: "a", days: 5), Daily(groupIdentifier: "b", days: 5)],
      permissionStrategy: .scheduleIfSystemAllowed)
    _ = await notifications.rescheduleAll()
    let reports = Reports()
    await simulator.setPresentationHandler { _ in
      await reports.append(await notifications.rescheduleAll())
      return [.banner, .list]
    }

    await simulator.advance(by: 5 * 86_400)
    #expect(await simulator.delivered.count == 10)
    #expect(await reports.all.allSatisfy { $0.removed.isEmpty })
    await simulator.setPresentationHandler(nil)
    let audit = try await notifications.deliveryAudit()
    #expect(audit.findings.isEmpty)
  }

  @Test func aSwitchedOffGroupsRequestWhoseTimeCameIsStillRemoved() async throws {
    let due = DateBuilder.Context.fixed(2026, 3, 29, 9, 0, in: "Europe/London")
    let simulator = SimulatedNotificationCenter(
      now: due.now.addingTimeInterval(-3_600), timeZone: due.timeZone, calendar: due.calendar,
      authorization: .authorized)
    let notifications = LocalNotifications(
      center: simulator, permissionStore: InMemoryGroupPermissionStore(),
      now: { await simulator.now.addingTimeInterval(0.5) }, calendar: due.calendar)
    let pills = Daily(groupIdentifier: "pills")
    notifications.register(pills, permissionStrategy: .scheduleIfSystemAllowed)
    _ = await notifications.rescheduleAll()

    await simulator.advance(to: due.now.addingTimeInterval(-0.4))
    _ = await notifications.disable(group: pills)
    #expect(await simulator.pendingRequests().isEmpty)
    await simulator.advance(to: due.now.addingTimeInterval(60))
    #expect(await simulator.delivered.isEmpty)
  }
}
