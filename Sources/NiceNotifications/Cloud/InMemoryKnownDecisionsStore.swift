import DateBuilder

/// A ``KnownDecisionsStore`` in memory: for tests, where keeping one instance while making
/// new cloud stores over it plays an app's relaunch.
///
/// ```swift
/// let known = InMemoryKnownDecisionsStore()
/// let before = CloudGroupPermissionStore(keyValueStore: cloud.device("phone"), knownDecisions: known)
/// // the app ends and starts again:
/// let after = CloudGroupPermissionStore(keyValueStore: phone, knownDecisions: known)
/// ```
public final class InMemoryKnownDecisionsStore: KnownDecisionsStore {
  private let decisions = Locked<[String: [String: PropertyListValue]]>([:])

  /// An empty store.
  ///
  /// ```swift
  /// let known = InMemoryKnownDecisionsStore()
  /// ```
  public init() {}

  /// The decisions kept for `prefix`; never throws.
  ///
  /// ```swift
  /// known.knownDecisions(forPrefix: CloudHandledOccurrenceStore.keyPrefix).count
  /// ```
  public func knownDecisions(forPrefix prefix: String) -> [String: PropertyListValue] {
    decisions.withLock { $0[prefix] ?? [:] }
  }

  /// Keeps `decisions` for `prefix`; never throws.
  ///
  /// ```swift
  /// known.saveKnownDecisions([:], forPrefix: CloudHandledOccurrenceStore.keyPrefix)
  /// ```
  public func saveKnownDecisions(_ decisions: [String: PropertyListValue], forPrefix prefix: String) {
    self.decisions.withLock { $0[prefix] = decisions.isEmpty ? nil : decisions }
  }
}
