public import Foundation

/// A ``KnownDecisionsStore`` over `UserDefaults`: what the cloud stores use unless told
/// otherwise, so that their known decisions survive a relaunch on the device.
///
/// A cloud store's known decisions are one JSON value under `keyPrefix` followed by the
/// store's own prefix (``CloudGroupPermissionStore/keyPrefix``,
/// ``CloudHandledOccurrenceStore/keyPrefix``); no key when it knows of none. Anything else
/// under that key makes ``knownDecisions(forPrefix:)`` throw
/// ``KnownDecisionsStoreError/unreadableValue(key:reason:)``; the next save replaces it.
///
/// ```swift
/// let known = UserDefaultsKnownDecisionsStore(userDefaults: .standard)
/// let store = CloudHandledOccurrenceStore(keyValueStore: ICloudKeyValueStore.shared, knownDecisions: known)
/// ```
//
// `@unchecked Sendable`: both stored properties are `let`s, and `UserDefaults` is documented
// thread-safe, though not annotated `Sendable` in every SDK the package supports.
public final class UserDefaultsKnownDecisionsStore: KnownDecisionsStore, @unchecked Sendable {
  /// The prefix used unless another is given: `"NiceNotifications.knownDecisions."`.
  ///
  /// ```swift
  /// UserDefaultsKnownDecisionsStore.defaultKeyPrefix  // "NiceNotifications.knownDecisions."
  /// ```
  public static let defaultKeyPrefix = "NiceNotifications.knownDecisions."

  /// The prefix put before a cloud store's prefix to make its key.
  ///
  /// ```swift
  /// UserDefaultsKnownDecisionsStore().keyPrefix  // "NiceNotifications.knownDecisions."
  /// ```
  public let keyPrefix: String

  private let defaults: UserDefaults

  /// A store over `userDefaults` (`UserDefaults.standard` by default).
  ///
  /// ```swift
  /// let known = UserDefaultsKnownDecisionsStore(userDefaults: .standard, keyPrefix: "MyApp.known.")
  /// ```
  public init(userDefaults: UserDefaults = .standard, keyPrefix: String = defaultKeyPrefix) {
    self.defaults = userDefaults
    self.keyPrefix = keyPrefix
  }

  /// The key a cloud store's known decisions are kept under: `keyPrefix` and its prefix.
  ///
  /// ```swift
  /// known.key(forPrefix: "nn.group.")  // "NiceNotifications.knownDecisions.nn.group."
  /// ```
  public func key(forPrefix prefix: String) -> String {
    keyPrefix + prefix
  }

  /// The decisions kept for `prefix`.
  ///
  /// ```swift
  /// try known.knownDecisions(forPrefix: CloudGroupPermissionStore.keyPrefix).count
  /// ```
  ///
  /// - Throws: ``KnownDecisionsStoreError/unreadableValue(key:reason:)`` if the key holds
  ///   anything but what ``saveKnownDecisions(_:forPrefix:)`` wrote.
  public func knownDecisions(forPrefix prefix: String) throws(KnownDecisionsStoreError)
    -> [String: PropertyListValue]
  {
    let key = key(forPrefix: prefix)
    guard let value = defaults.object(forKey: key) else { return [:] }
    guard let data = value as? Data else { throw .unreadableValue(key: key, reason: "it holds \(value)") }
    do {
      return try JSONDecoder().decode([String: PropertyListValue].self, from: data)
    } catch {
      throw .unreadableValue(key: key, reason: "\(error)")
    }
  }

  /// Keeps `decisions` for `prefix`, replacing what was kept; none removes the key.
  ///
  /// ```swift
  /// try known.saveKnownDecisions([:], forPrefix: CloudGroupPermissionStore.keyPrefix)
  /// ```
  ///
  /// - Throws: ``KnownDecisionsStoreError/encodingFailure(reason:)`` if they cannot be encoded.
  public func saveKnownDecisions(_ decisions: [String: PropertyListValue], forPrefix prefix: String)
    throws(KnownDecisionsStoreError)
  {
    let key = key(forPrefix: prefix)
    guard !decisions.isEmpty else {
      defaults.removeObject(forKey: key)
      return
    }
    do {
      defaults.set(try JSONEncoder().encode(decisions), forKey: key)
    } catch {
      throw .encodingFailure(reason: "\(error)")
    }
  }
}
