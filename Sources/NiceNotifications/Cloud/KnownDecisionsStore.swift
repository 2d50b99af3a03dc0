/// Where a cloud store keeps, on this device, the decision it last knew under each of its
/// keys, so that after a relaunch it still outvotes an older value another device sent to
/// iCloud while the app was not running.
///
/// ``CloudGroupPermissionStore`` and ``CloudHandledOccurrenceStore`` read their known
/// decisions once, when they are made, and write them whenever they change; each store's
/// decisions are kept apart by its key prefix. The package ships
/// ``UserDefaultsKnownDecisionsStore`` (what the cloud stores use unless told otherwise) and
/// ``InMemoryKnownDecisionsStore`` (for tests: one instance outlives the stores that a test
/// relaunches over it).
///
/// ```swift
/// let known = UserDefaultsKnownDecisionsStore(userDefaults: .standard)
/// let store = CloudGroupPermissionStore(keyValueStore: ICloudKeyValueStore.shared, knownDecisions: known)
/// ```
public protocol KnownDecisionsStore: Sendable {
  /// The decisions kept for the cloud store whose keys begin with `prefix`, by key; empty if
  /// none were kept.
  ///
  /// ```swift
  /// let kept = try known.knownDecisions(forPrefix: CloudGroupPermissionStore.keyPrefix)
  /// ```
  ///
  /// - Throws: ``KnownDecisionsStoreError/unreadableValue(key:reason:)`` if what is kept
  ///   cannot be read.
  func knownDecisions(forPrefix prefix: String) throws(KnownDecisionsStoreError) -> [String:
    PropertyListValue]

  /// Replaces the decisions kept for `prefix` with `decisions`; an empty dictionary keeps none.
  ///
  /// ```swift
  /// try known.saveKnownDecisions([:], forPrefix: CloudGroupPermissionStore.keyPrefix)
  /// ```
  ///
  /// - Throws: ``KnownDecisionsStoreError/encodingFailure(reason:)`` if they cannot be stored.
  func saveKnownDecisions(_ decisions: [String: PropertyListValue], forPrefix prefix: String)
    throws(KnownDecisionsStoreError)
}
