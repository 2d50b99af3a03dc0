public import Foundation

/// A group-permission store over `UserDefaults`, each decision's raw value under `<keyPrefix><group>`:
/// `guard let store = UserDefaultsGroupPermissionStore(suiteName: "group.com.example.app") else { return }`.
///
/// A group with no decision reads the original NiceNotifications' one (``originalKey(forGroup:)``) and
/// carries it over. A value under a group's key that is not a decision makes reads throw
/// ``GroupPermissionStoreError/unreadableValue(key:value:)``; a new decision replaces it.
//
// `@unchecked Sendable`: both stored properties are `let`s, and `UserDefaults` is documented
// thread-safe, though not annotated `Sendable` in every SDK the package supports.
public final class UserDefaultsGroupPermissionStore: GroupPermissionStore, @unchecked Sendable {
  /// The prefix used unless another is given: `"NiceNotifications.groupPermission."`.
  public static let defaultKeyPrefix = "NiceNotifications.groupPermission."

  /// The prefix put before a group identifier to make its key.
  public let keyPrefix: String

  private let defaults: UserDefaults

  /// Creates a store over `userDefaults`:
  /// `UserDefaultsGroupPermissionStore(userDefaults: .standard, keyPrefix: "MyApp.groups.")`.
  public init(userDefaults: UserDefaults = .standard, keyPrefix: String = defaultKeyPrefix) {
    self.defaults = userDefaults
    self.keyPrefix = keyPrefix
  }

  /// Creates a store over the defaults suite `suiteName`, or `nil` if `UserDefaults` refuses
  /// that name (the app's own bundle identifier, or the global domain):
  /// `UserDefaultsGroupPermissionStore(suiteName: "group.com.example.app")`.
  public convenience init?(suiteName: String, keyPrefix: String = defaultKeyPrefix) {
    guard let defaults = UserDefaults(suiteName: suiteName) else { return nil }
    self.init(userDefaults: defaults, keyPrefix: keyPrefix)
  }

  /// The key a group's decision is stored under, `keyPrefix` and the group in NFC so one name is one key:
  /// `store.key(forGroup: "dailyQuote")`.
  public func key(forGroup group: String) -> String {
    keyPrefix + group.precomposedStringWithCanonicalMapping
  }

  /// The decision stored for a group, or ``GroupPermission/notAsked`` if its key is absent:
  /// `try store.permission(forGroup: "dailyQuote")`.
  public func permission(forGroup group: String) throws(GroupPermissionStoreError) -> GroupPermission {
    let key = key(forGroup: group)
    if let value = defaults.object(forKey: key) { return try decode(value, key: key) }
    // Carried forward from the original NiceNotifications, so that nobody is asked twice.
    guard let allowed = defaults.object(forKey: Self.originalKey(forGroup: group)) as? Bool else {
      return .notAsked
    }
    let permission: GroupPermission = allowed ? .allowed : .denied
    defaults.set(permission.rawValue, forKey: key)
    defaults.removeObject(forKey: Self.originalKey(forGroup: group))
    return permission
  }

  /// The key under which the original NiceNotifications kept a group's decision as a `Bool`;
  /// read on the group's first use and carried over to ``key(forGroup:)``:
  /// `UserDefaultsGroupPermissionStore.originalKey(forGroup: "dailyQuote")`.
  public static func originalKey(forGroup group: String) -> String {
    "___np_local_notifications_app_permission_group:" + group
  }

  /// Stores a decision under the group's key, never throwing; `.notAsked` removes the key:
  /// `store.setPermission(.denied, forGroup: "dailyQuote")`.
  public func setPermission(_ permission: GroupPermission, forGroup group: String) {
    defaults.removeObject(forKey: Self.originalKey(forGroup: group))
    if permission == .notAsked {
      defaults.removeObject(forKey: key(forGroup: group))
    } else {
      defaults.set(permission.rawValue, forKey: key(forGroup: group))
    }
  }

  /// Every decision stored under the prefix, keyed by group, from one snapshot of the defaults:
  /// `try store.allPermissions()`.
  public func allPermissions() throws(GroupPermissionStoreError) -> [String: GroupPermission] {
    var permissions: [String: GroupPermission] = [:]
    let snapshot = defaults.dictionaryRepresentation()
    let originalPrefix = Self.originalKey(forGroup: "")
    for case (let key, let allowed as Bool) in snapshot where key.hasPrefix(originalPrefix) {
      permissions[String(key.dropFirst(originalPrefix.count))] = allowed ? .allowed : .denied
    }
    for (key, value) in snapshot where key.hasPrefix(keyPrefix) {
      let permission = try decode(value, key: key)
      if permission != .notAsked { permissions[String(key.dropFirst(keyPrefix.count))] = permission }
    }
    return permissions
  }

  /// Removes the group's key, never throwing: `store.removePermission(forGroup: "dailyQuote")`.
  public func removePermission(forGroup group: String) {
    setPermission(.notAsked, forGroup: group)
  }

  private func decode(_ value: Any, key: String) throws(GroupPermissionStoreError) -> GroupPermission {
    guard let rawValue = value as? String, let permission = GroupPermission(rawValue: rawValue) else {
      throw .unreadableValue(key: key, value: "\(value)")
    }
    return permission
  }
}
