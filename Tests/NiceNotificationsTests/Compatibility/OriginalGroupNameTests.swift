import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// The first reschedule of a group replaces what the original left, whatever the group's name.
///
/// The original NiceNotifications wrote `<group>:<UUID>` with the name as it was: with a `%`,
/// with an escape-like `%25` or `%3A`, not in Unicode's composed form, with a `:` of its own.
struct OriginalGroupNameTests {
  /// 09:00 on three days from today, titled "New".
  static let threeMornings = NotificationsTimeline {
    EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(title: "New")
  }

  /// A phone in Berlin at 08:00 on the day before the clocks go forward, with `identifier` pending for
  /// 09:00 the next day.
  static func phone(pending identifier: String, title: String) async throws -> SimulatedNotificationCenter {
    let phone = try SimulatedNotificationCenter(
      startingAt: 2026, 3, 28, hour: 8, in: Zones.named("Europe/Berlin"), authorization: .authorized)
    try await phone.add(
      NotificationRequest(
        identifier: identifier, content: NotificationContent(title: title),
        trigger: .calendar(DateComponents(year: 2026, month: 3, day: 29, hour: 9), repeats: false)))
    return phone
  }

  @Test(arguments: [
    "50%off", "100%25", "ratio%3A1", "cafe\u{301}", "Stunde für Stunde", "habit:water", ":lead", "trail:",
    "a:b:c",
  ])
  func theOriginalsRequestsOfAnyGroupNameAreReplaced(group: String) async throws {
    let old = "\(group):\(UUID().uuidString)"
    let phone = try await Self.phone(pending: old, title: "Old")
    let notifications = LocalNotifications(simulator: phone)
    let report = await notifications.reschedule(
      group: AdHocGroup(identifier: group, timeline: Self.threeMornings),
      permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    let pending = await phone.pendingRequests().map(\.request)
    #expect(!pending.contains { $0.identifier == old })
    #expect(pending.map(\.content.title) == ["New", "New", "New"])
  }

  /// Only the group a reschedule plans claims `<group>:<UUID>`: another library's `sdk:campaign:<UUID>`
  /// is not the original's request of the app's group `sdk`, nor of a group that is not planned.
  @Test func anotherLibrarysIdentifierEndingInAUUIDIsLeftAlone() async throws {
    let foreign = "sdk:campaign:\(UUID().uuidString)"
    let phone = try await Self.phone(pending: foreign, title: "Sale")
    let notifications = LocalNotifications(simulator: phone)
    notifications.register(
      AdHocGroup(identifier: "sdk", timeline: Self.threeMornings),
      permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.rescheduleAll(unregisteredGroups: .remove)
    #expect(report.isSuccess)
    #expect(await phone.pendingRequests().map(\.request).contains { $0.identifier == foreign })
  }
}
