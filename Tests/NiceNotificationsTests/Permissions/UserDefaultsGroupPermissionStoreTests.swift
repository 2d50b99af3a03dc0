import Foundation
import NiceNotifications
import Testing
import TestSupport

struct UserDefaultsGroupPermissionStoreTests {
  @Test func storesRawValuesUnderPrefixedKeys() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ throws in
      let store = UserDefaultsGroupPermissionStore(userDefaults: defaults)
      store.setPermission(.allowed, forGroup: "dailyQuote")
      store.setPermission(.denied, forGroup: "news")
      #expect(defaults.string(forKey: "NiceNotifications.groupPermission.dailyQuote") == "allowed")
      #expect(defaults.string(forKey: "NiceNotifications.groupPermission.news") == "denied")
      store.setPermission(.notAsked, forGroup: "news")
      #expect(defaults.object(forKey: "NiceNotifications.groupPermission.news") == nil)
    }
  }

  @Test func readsKeysWrittenByOtherCode() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ throws in
      defaults.set("denied", forKey: "NiceNotifications.groupPermission.dailyQuote")
      let store = UserDefaultsGroupPermissionStore(userDefaults: defaults)
      #expect(try store.permission(forGroup: "dailyQuote") == .denied)
    }
  }

  @Test func ignoresKeysOutsideItsPrefix() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ throws in
      defaults.set("allowed", forKey: "dailyQuote")
      defaults.set(42, forKey: "launchCount")
      let store = UserDefaultsGroupPermissionStore(userDefaults: defaults)
      store.setPermission(.allowed, forGroup: "news")
      #expect(try store.allPermissions() == ["news": .allowed])
    }
  }

  @Test func storesWithDifferentPrefixesAreIndependent() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ throws in
      let app = UserDefaultsGroupPermissionStore(userDefaults: defaults)
      let other = UserDefaultsGroupPermissionStore(userDefaults: defaults, keyPrefix: "Other.")
      app.setPermission(.allowed, forGroup: "dailyQuote")
      other.setPermission(.denied, forGroup: "dailyQuote")
      #expect(try app.allPermissions() == ["dailyQuote": .allowed])
      #expect(try other.allPermissions() == ["dailyQuote": .denied])
      #expect(other.key(forGroup: "dailyQuote") == "Other.dailyQuote")
    }
  }

  @Test func unreadableValueIsReportedUntilReplaced() async throws {
    try await withTemporaryDefaultsSuite { defaults, _ throws in
      let key = "NiceNotifications.groupPermission.dailyQuote"
      defaults.set(42, forKey: key)
      let store = UserDefaultsGroupPermissionStore(userDefaults: defaults)
      #expect(throws: GroupPermissionStoreError.unreadableValue(key: key, value: "42")) {
        try store.permission(forGroup: "dailyQuote")
      }
      #expect(throws: GroupPermissionStoreError.self) { try store.allPermissions() }
      defaults.set("perhaps", forKey: key)
      #expect(throws: GroupPermissionStoreError.unreadableValue(key: key, value: "perhaps")) {
        try store.permission(forGroup: "dailyQuote")
      }
      store.setPermission(.denied, forGroup: "dailyQuote")
      #expect(try store.permission(forGroup: "dailyQuote") == .denied)
    }
  }

  @Test func storesOverOneSuiteSeeEachOthersWrites() async throws {
    try await withTemporaryDefaultsSuite { _, suiteName throws in
      let first = try #require(UserDefaultsGroupPermissionStore(suiteName: suiteName))
      let second = try #require(UserDefaultsGroupPermissionStore(suiteName: suiteName))
      first.setPermission(.allowed, forGroup: "dailyQuote")
      #expect(try second.permission(forGroup: "dailyQuote") == .allowed)
      second.removePermission(forGroup: "dailyQuote")
      #expect(try first.allPermissions().isEmpty)
    }
  }
}
