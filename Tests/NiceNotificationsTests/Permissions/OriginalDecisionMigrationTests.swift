import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// An app that moves from the original NiceNotifications keeps what its people decided: the
/// original kept a group's decision as a `Bool` under
/// `___np_local_notifications_app_permission_group:<group>`.
struct OriginalDecisionMigrationTests {
  @Test func theOriginalsDecisionsReadAsTheSameDecisions() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ throws in
      defaults.set(true, forKey: "___np_local_notifications_app_permission_group:dailyQuote")
      defaults.set(false, forKey: "___np_local_notifications_app_permission_group:news")
      let store = UserDefaultsGroupPermissionStore(userDefaults: defaults)
      #expect(try store.permission(forGroup: "dailyQuote") == .allowed)
      #expect(try store.permission(forGroup: "news") == .denied)
      #expect(try store.permission(forGroup: "tips") == .notAsked)
      #expect(try store.allPermissions() == ["dailyQuote": .allowed, "news": .denied])
    }
  }

  @Test func aDecisionIsCarriedOverOnFirstUseAndTheOriginalKeyRetired() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ throws in
      defaults.set(true, forKey: "___np_local_notifications_app_permission_group:dailyQuote")
      let store = UserDefaultsGroupPermissionStore(userDefaults: defaults)
      _ = try store.permission(forGroup: "dailyQuote")
      #expect(defaults.string(forKey: "NiceNotifications.groupPermission.dailyQuote") == "allowed")
      #expect(defaults.object(forKey: "___np_local_notifications_app_permission_group:dailyQuote") == nil)
    }
  }

  @Test func aNewDecisionIsNotOverriddenByTheOriginalsOldOne() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ throws in
      defaults.set(true, forKey: "___np_local_notifications_app_permission_group:dailyQuote")
      let store = UserDefaultsGroupPermissionStore(userDefaults: defaults)
      store.setPermission(.notAsked, forGroup: "dailyQuote")
      #expect(try store.permission(forGroup: "dailyQuote") == .notAsked)
      store.setPermission(.denied, forGroup: "dailyQuote")
      store.removePermission(forGroup: "dailyQuote")
      #expect(try store.permission(forGroup: "dailyQuote") == .notAsked)
    }
  }

  @Test func aGroupAllowedInTheOriginalIsScheduledWithoutAskingAgain() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ throws in
      defaults.set(true, forKey: "___np_local_notifications_app_permission_group:dailyQuote")
      let phone = try SimulatedNotificationCenter(
        startingAt: 2026, 3, 28, hour: 8, in: Zones.named("Europe/Berlin"), authorization: .authorized)
      let notifications = LocalNotifications(
        simulator: phone, permissionStore: UserDefaultsGroupPermissionStore(userDefaults: defaults))
      let group = AdHocGroup(
        identifier: "dailyQuote",
        timeline: NotificationsTimeline {
          EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(title: "Quote")
        })
      // `.ifAlreadyAllowed` schedules only for a group the person already allowed.
      let report = await notifications.reschedule(
        group: group,
        permissionStrategy: PermissionStrategy(groupLevel: .ifAlreadyAllowed, systemLevel: .ifAlreadyAllowed))
      #expect(report.isSuccess)
      #expect(report.added.count == 3)  // 28, 29 (across the spring-forward night) and 30 March
    }
  }
}

struct GroupKeyNormalizationTests {
  @Test func oneGroupNameWrittenTwoWaysIsOneDecision() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ throws in
      let store = UserDefaultsGroupPermissionStore(userDefaults: defaults)
      store.setPermission(.allowed, forGroup: "caf\u{E9}")
      #expect(try store.permission(forGroup: "cafe\u{301}") == .allowed)
      #expect(try store.allPermissions().count == 1)
    }
  }
}
