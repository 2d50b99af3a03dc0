import DateBuilder

/// A ``KnownDecisionsStore`` in memory, for tests: one instance kept while new cloud stores are made
/// over it plays a relaunch: `CloudGroupPermissionStore(keyValueStore: phone, knownDecisions: known)`.
public final class InMemoryKnownDecisionsStore: KnownDecisionsStore {
  private let decisions = Locked<[String: [String: PropertyListValue]]>([:])

  /// An empty store: `let known = InMemoryKnownDecisionsStore()`.
  public init() {}

  /// The decisions kept for `prefix`; never throws:
  /// `known.knownDecisions(forPrefix: CloudHandledOccurrenceStore.keyPrefix).count`.
  public func knownDecisions(forPrefix prefix: String) -> [String: PropertyListValue] {
    decisions.withLock { $0[prefix] ?? [:] }
  }

  /// Keeps `decisions` for `prefix`; never throws:
  /// `known.saveKnownDecisions([:], forPrefix: CloudHandledOccurrenceStore.keyPrefix)`.
  public func saveKnownDecisions(_ decisions: [String: PropertyListValue], forPrefix prefix: String) {
    self.decisions.withLock { $0[prefix] = decisions.isEmpty ? nil : decisions }
  }
}
