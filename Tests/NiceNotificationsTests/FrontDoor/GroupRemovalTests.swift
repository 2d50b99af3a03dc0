import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// Every way a group's requests are taken away — unregistering with removal, `remove(group:)`,
/// `disable(group:)`, clearing its delivered notifications — finds all of them, whatever the Unicode
/// form the app spells its identifier in, and leaves the other groups alone.
struct GroupRemovalTests {
  /// A reminder every day at 08:00 for a week.
  struct Reminder: LocalNotificationsGroup {
    let groupIdentifier: String
    func timeline() async throws -> NotificationsTimeline {
      let title = groupIdentifier
      return NotificationsTimeline {
        EveryDay(forDays: 7, starting: .today).at(hour: 8, minute: 0).schedule(title: title)
      }
    }
  }

  /// New York at 06:00 on the Friday before its clocks fall back.
  static let start = DateBuilder.Context.fixed(2026, 10, 30, 6, 0, in: "America/New_York")

  /// Identifiers as apps spell them: ASCII, precomposed and decomposed accents, Hangul jamo, emoji.
  static let spellings = ["habit-1", "caf\u{E9}", "cafe\u{301}", "\u{1100}\u{1161}\u{11A8}", "🏃‍♀️ run"]

  /// The two groups in the center: `name` and a neighbour that must stay.
  func scheduled(_ name: String) async -> (SimulatedNotificationCenter, LocalNotifications) {
    let center = simulator(Self.start)
    let notifications = LocalNotifications(simulator: center)
    notifications.registerAll(
      [Reminder(groupIdentifier: name), Reminder(groupIdentifier: "neighbour")],
      permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    return (center, notifications)
  }

  @Test(arguments: spellings)
  func unregisteringWithRemovalTakesTheGroupsRequestsAwayNow(name: String) async {
    let (center, notifications) = await scheduled(name)
    let report = await notifications.unregister(groupIdentifier: name, removingPendingRequests: true)
    #expect(report.removed.count == 7)
    #expect(await pendingCountsByGroup(center) == ["neighbour": 7])
    #expect(notifications.registeredGroupIdentifiers == ["neighbour"])
    // It never fires again, and the next launch does not bring it back.
    await notifications.rescheduleAll()
    await center.advance(by: 8 * 86_400)
    #expect(await center.delivered.allSatisfy { $0.request.content.title == "neighbour" })
  }

  @Test func unregisteringWithoutRemovalLeavesTheRequestsPending() async {
    let (center, notifications) = await scheduled("habit-1")
    let report = await notifications.unregister(groupIdentifier: "habit-1", removingPendingRequests: false)
    #expect(report.removed.isEmpty && report.writes == 0)
    #expect(await pendingCountsByGroup(center) == ["habit-1": 7, "neighbour": 7])
    #expect(notifications.registeredGroupIdentifiers == ["neighbour"])
  }

  @Test func unregisteringAnEmptyIdentifierFailsWithItsReasonAndRemovesNothing() async {
    let (center, notifications) = await scheduled("habit-1")
    let report = await notifications.unregister(groupIdentifier: "", removingPendingRequests: true)
    guard case .failed(let reason) = report.outcomes[""] else {
      Issue.record("expected a failure, got \(report.outcomes)")
      return
    }
    #expect(reason.contains("cannot identify a group"))
    #expect(await pendingCountsByGroup(center) == ["habit-1": 7, "neighbour": 7])
  }

  @Test func disablingOrAllowingAnEmptyIdentifierFailsAndRecordsNoDecision() async throws {
    let store = InMemoryGroupPermissionStore()
    let center = simulator(Self.start)
    let notifications = LocalNotifications(simulator: center, permissionStore: store)
    await notifications.reschedule(
      group: Reminder(groupIdentifier: "neighbour"), permissionStrategy: .scheduleIfSystemAllowed)
    let report = await notifications.disable(group: Reminder(groupIdentifier: ""))
    guard case .failed(let reason) = report.outcomes[""] else {
      Issue.record("expected a failure, got \(report.outcomes)")
      return
    }
    #expect(reason.contains("cannot identify a group"))
    let allowing = PermissionStrategy(groupLevel: .allowAutomatically, systemLevel: .ifAlreadyAllowed)
    guard case .failed = await notifications.requestPermission(strategy: allowing, forGroup: "") else {
      Issue.record("an empty identifier was given a decision")
      return
    }
    #expect(await store.allPermissions().isEmpty)
    #expect(await pendingCountsByGroup(center) == ["neighbour": 7])
  }

  @Test(arguments: spellings)
  func removingOrDisablingAGroupFindsItsRequestsInAnyUnicodeForm(name: String) async {
    let (center, notifications) = await scheduled(name)
    await notifications.remove(group: Reminder(groupIdentifier: name))
    #expect(await pendingCountsByGroup(center) == ["neighbour": 7])
    await notifications.reschedule(
      group: Reminder(groupIdentifier: name), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.disable(group: Reminder(groupIdentifier: name))
    #expect(await pendingCountsByGroup(center) == ["neighbour": 7])
  }

  @Test(arguments: spellings)
  func clearingAGroupsDeliveredNotificationsFindsThemInAnyUnicodeForm(name: String) async {
    let (center, notifications) = await scheduled(name)
    await center.advance(by: 2 * 86_400)
    let cleared = await notifications.removeDeliveredNotifications(ofGroup: name)
    #expect(cleared.count == 2)
    #expect(await center.delivered.map(\.request.content.title) == ["neighbour", "neighbour"])
  }
}
