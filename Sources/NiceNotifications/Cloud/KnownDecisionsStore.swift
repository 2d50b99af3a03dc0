/// Where a cloud store keeps, on this device, the decision it last knew under each key, so a relaunch
/// still outvotes an older value sent meanwhile: `let known = UserDefaultsKnownDecisionsStore()`.
///
/// A cloud store reads its known decisions once, when made, and writes them whenever they change.
public protocol KnownDecisionsStore: Sendable {
  /// The decisions kept for the cloud store whose keys begin with `prefix`, by key; empty if none were kept:
  /// `let kept = try known.knownDecisions(forPrefix: CloudGroupPermissionStore.keyPrefix)`.
  ///
  /// - Throws: ``KnownDecisionsStoreError/unreadableValue(key:reason:)`` if what is kept
  ///   cannot be read.
  func knownDecisions(forPrefix prefix: String) throws(KnownDecisionsStoreError) -> [String:
    PropertyListValue]

  /// Replaces the decisions kept for `prefix` with `decisions`; an empty dictionary keeps none:
  /// `try known.saveKnownDecisions([:], forPrefix: CloudGroupPermissionStore.keyPrefix)`.
  ///
  /// - Throws: ``KnownDecisionsStoreError/encodingFailure(reason:)`` if they cannot be stored.
  func saveKnownDecisions(_ decisions: [String: PropertyListValue], forPrefix prefix: String)
    throws(KnownDecisionsStoreError)
}
