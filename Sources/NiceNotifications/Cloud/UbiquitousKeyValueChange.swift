/// What an external change to a ``UbiquitousKeyValueStoring`` replaced, and why.
///
/// ```swift
/// let observation = store.observeExternalChanges { change in
///   guard change.reason != .quotaViolation else { return log("over the iCloud quota") }
///   reload(change.changedKeys)
/// }
/// ```
public struct UbiquitousKeyValueChange: Hashable, Sendable {
  /// Why the values changed.
  ///
  /// ```swift
  /// UbiquitousKeyValueChange(reason: .serverChange, changedKeys: ["a"]).reason == .serverChange  // true
  /// ```
  public enum Reason: Hashable, Sendable {
    /// Another device wrote newer values.
    case serverChange
    /// The first exchange with the server after the app started using the store.
    case initialSyncChange
    /// A write went over the store's limits; the keys named were not kept.
    case quotaViolation
    /// The person signed in to another account: every value may be another account's.
    case accountChange
  }

  /// Why the values changed.
  ///
  /// ```swift
  /// if change.reason == .accountChange { forgetCaches() }
  /// ```
  public var reason: Reason
  /// The keys whose values were replaced or removed.
  ///
  /// ```swift
  /// let mine = change.changedKeys.filter { $0.hasPrefix("app.") }
  /// ```
  public var changedKeys: [String]

  /// A change of `changedKeys`, for `reason`.
  ///
  /// ```swift
  /// let change = UbiquitousKeyValueChange(reason: .serverChange, changedKeys: ["app.theme"])
  /// ```
  public init(reason: Reason, changedKeys: [String]) {
    self.reason = reason
    self.changedKeys = changedKeys
  }
}
