public import Foundation

/// A ``KnownDecisionsStore`` over `UserDefaults`, the cloud stores' default, so their known decisions
/// survive a relaunch: `let known = UserDefaultsKnownDecisionsStore(userDefaults: .standard)`.
//
// `@unchecked Sendable`: both stored properties are `let`s, and `UserDefaults` is documented
// thread-safe, though not annotated `Sendable` in every SDK the package supports.
public final class UserDefaultsKnownDecisionsStore: KnownDecisionsStore, @unchecked Sendable {
  /// The prefix used unless another is given: `"NiceNotifications.knownDecisions."`.
  public static let defaultKeyPrefix = "NiceNotifications.knownDecisions."

  /// The prefix put before a cloud store's prefix to make its key.
  public let keyPrefix: String

  private let defaults: UserDefaults

  /// A store over `userDefaults` (`UserDefaults.standard` by default):
  /// `let known = UserDefaultsKnownDecisionsStore(userDefaults: .standard, keyPrefix: "MyApp.known.")`.
  public init(userDefaults: UserDefaults = .standard, keyPrefix: String = defaultKeyPrefix) {
    self.defaults = userDefaults
    self.keyPrefix = keyPrefix
  }

  /// The key a cloud store's known decisions are kept under, `keyPrefix` and its prefix:
  /// `known.key(forPrefix: "nn.group.")`.
  public func key(forPrefix prefix: String) -> String {
    keyPrefix + prefix
  }

  /// The decisions kept for `prefix`:
  /// `try known.knownDecisions(forPrefix: CloudGroupPermissionStore.keyPrefix).count`.
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

  /// Keeps `decisions` for `prefix`, replacing what was kept; none removes the key:
  /// `try known.saveKnownDecisions([:], forPrefix: CloudGroupPermissionStore.keyPrefix)`.
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
