public import Foundation

/// A group-permission store over `UserDefaults`, one key per group.
///
/// A decision is stored as its raw value (`"allowed"`, `"denied"`) under
/// `<keyPrefix><group>`, by default `NiceNotifications.groupPermission.dailyQuote`; a group
/// with no decision has no key. Each call is one `UserDefaults` read or write, which
/// `UserDefaults` performs atomically and thread-safely. Use a suite (an app group) to share
/// decisions with an extension.
///
/// ```swift
/// let store = UserDefaultsGroupPermissionStore()  // UserDefaults.standard
/// store.setPermission(.allowed, forGroup: "dailyQuote")
/// UserDefaults.standard.string(forKey: "NiceNotifications.groupPermission.dailyQuote")  // "allowed"
///
/// let shared = UserDefaultsGroupPermissionStore(suiteName: "group.com.example.app")
/// ```
///
/// An app that moves from the original NiceNotifications keeps its people's decisions: a
/// group with no decision here reads the original's (``originalKey(forGroup:)``) and carries
/// it over on first use.
///
/// A value under a group's key that is not a permission (written by other code) is
/// reported as ``GroupPermissionStoreError/unreadableValue(key:value:)`` by reads; recording
/// a new decision for that group replaces it.
// `@unchecked Sendable`: the only stored properties are a `let` String and a `let`
// UserDefaults. UserDefaults is documented as thread-safe ("The UserDefaults class is
// thread-safe", Apple's UserDefaults reference; swift-corelibs-foundation backs it with
// locked CFPreferences), but is not annotated Sendable in every SDK this package supports.
public final class UserDefaultsGroupPermissionStore: GroupPermissionStore, @unchecked Sendable {
  /// The prefix used unless another is given: `"NiceNotifications.groupPermission."`.
  ///
  /// ```swift
  /// let key = UserDefaultsGroupPermissionStore.defaultKeyPrefix + "dailyQuote"
  /// ```
  public static let defaultKeyPrefix = "NiceNotifications.groupPermission."

  /// The prefix put before a group identifier to make its key.
  ///
  /// ```swift
  /// store.keyPrefix  // "NiceNotifications.groupPermission."
  /// ```
  public let keyPrefix: String

  private let defaults: UserDefaults

  /// Creates a store over `userDefaults`.
  ///
  /// ```swift
  /// let store = UserDefaultsGroupPermissionStore(userDefaults: .standard, keyPrefix: "MyApp.groups.")
  /// ```
  /// - Parameters:
  ///   - userDefaults: Where decisions live; `UserDefaults.standard` by default.
  ///   - keyPrefix: Put before each group identifier to make its key.
  public init(userDefaults: UserDefaults = .standard, keyPrefix: String = defaultKeyPrefix) {
    self.defaults = userDefaults
    self.keyPrefix = keyPrefix
  }

  /// Creates a store over the defaults suite `suiteName`, or `nil` if `UserDefaults`
  /// refuses that name (the app's own bundle identifier, or the global domain).
  ///
  /// ```swift
  /// guard let store = UserDefaultsGroupPermissionStore(suiteName: "group.com.example.app") else { return }
  /// ```
  /// - Parameters:
  ///   - suiteName: A defaults suite, such as an app group identifier.
  ///   - keyPrefix: Put before each group identifier to make its key.
  public convenience init?(suiteName: String, keyPrefix: String = defaultKeyPrefix) {
    guard let defaults = UserDefaults(suiteName: suiteName) else { return nil }
    self.init(userDefaults: defaults, keyPrefix: keyPrefix)
  }

  /// The key a group's decision is stored under.
  ///
  /// ```swift
  /// store.key(forGroup: "dailyQuote")  // "NiceNotifications.groupPermission.dailyQuote"
  /// ```
  /// - Parameter group: A group identifier.
  /// - Returns: `keyPrefix + group`, the group normalized to NFC so that one name is one key.
  public func key(forGroup group: String) -> String {
    keyPrefix + group.precomposedStringWithCanonicalMapping
  }

  /// The decision stored for a group, or ``GroupPermission/notAsked`` if its key is absent.
  ///
  /// ```swift
  /// try store.permission(forGroup: "dailyQuote")
  /// ```
  /// - Parameter group: A group identifier.
  /// - Returns: The decision.
  /// - Throws: ``GroupPermissionStoreError/unreadableValue(key:value:)`` if the key holds
  ///   something else.
  public func permission(forGroup group: String) throws(GroupPermissionStoreError) -> GroupPermission {
    let key = key(forGroup: group)
    if let value = defaults.object(forKey: key) { return try decode(value, key: key) }
    // First use after moving from the original NiceNotifications: its decision, carried
    // forward under this store's key, so that nobody is asked twice.
    guard let allowed = defaults.object(forKey: Self.originalKey(forGroup: group)) as? Bool else {
      return .notAsked
    }
    let permission: GroupPermission = allowed ? .allowed : .denied
    defaults.set(permission.rawValue, forKey: key)
    defaults.removeObject(forKey: Self.originalKey(forGroup: group))
    return permission
  }

  /// The key under which the original NiceNotifications kept a group's decision, as a
  /// `Bool` (`true` allowed, `false` denied); read once, on a group's first use, and then
  /// carried over to ``key(forGroup:)``.
  ///
  /// ```swift
  /// UserDefaultsGroupPermissionStore.originalKey(forGroup: "dailyQuote")
  /// // "___np_local_notifications_app_permission_group:dailyQuote"
  /// ```
  public static func originalKey(forGroup group: String) -> String {
    "___np_local_notifications_app_permission_group:" + group
  }

  /// Stores a decision under the group's key; `.notAsked` removes the key.
  ///
  /// Never throws.
  ///
  /// ```swift
  /// store.setPermission(.denied, forGroup: "dailyQuote")
  /// ```
  /// - Parameters:
  ///   - permission: The decision.
  ///   - group: A group identifier.
  public func setPermission(_ permission: GroupPermission, forGroup group: String) {
    defaults.removeObject(forKey: Self.originalKey(forGroup: group))
    if permission == .notAsked {
      defaults.removeObject(forKey: key(forGroup: group))
    } else {
      defaults.set(permission.rawValue, forKey: key(forGroup: group))
    }
  }

  /// Every decision stored under the prefix, from one snapshot of the defaults.
  ///
  /// ```swift
  /// try store.allPermissions()  // ["dailyQuote": .allowed]
  /// ```
  /// - Returns: Decisions keyed by group identifier.
  /// - Throws: ``GroupPermissionStoreError/unreadableValue(key:value:)`` if a key under the
  ///   prefix holds something that is not a permission.
  public func allPermissions() throws(GroupPermissionStoreError) -> [String: GroupPermission] {
    var permissions: [String: GroupPermission] = [:]
    let snapshot = defaults.dictionaryRepresentation()
    let originalPrefix = Self.originalKey(forGroup: "")
    for (key, value) in snapshot where key.hasPrefix(originalPrefix) {
      if let allowed = value as? Bool {
        permissions[String(key.dropFirst(originalPrefix.count))] = allowed ? .allowed : .denied
      }
    }
    for (key, value) in snapshot where key.hasPrefix(keyPrefix) {
      let permission = try decode(value, key: key)
      if permission != .notAsked { permissions[String(key.dropFirst(keyPrefix.count))] = permission }
    }
    return permissions
  }

  /// Removes the group's key.
  ///
  /// Never throws.
  ///
  /// ```swift
  /// store.removePermission(forGroup: "dailyQuote")
  /// ```
  /// - Parameter group: A group identifier.
  public func removePermission(forGroup group: String) {
    defaults.removeObject(forKey: Self.originalKey(forGroup: group))
    defaults.removeObject(forKey: key(forGroup: group))
  }

  private func decode(_ value: Any?, key: String) throws(GroupPermissionStoreError) -> GroupPermission {
    guard let value else { return .notAsked }
    guard let rawValue = value as? String, let permission = GroupPermission(rawValue: rawValue) else {
      throw .unreadableValue(key: key, value: "\(value)")
    }
    return permission
  }
}
