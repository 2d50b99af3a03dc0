/// What an external change to a ``UbiquitousKeyValueStoring`` replaced, and why:
/// `store.observeExternalChanges { change in reload(change.changedKeys) }`.
public struct UbiquitousKeyValueChange: Hashable, Sendable {
  /// Why the values changed: `if change.reason == .accountChange { forgetCaches() }`.
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
  public var reason: Reason
  /// The keys whose values were replaced or removed.
  public var changedKeys: [String]

  /// A change of `changedKeys`, for `reason`:
  /// `let change = UbiquitousKeyValueChange(reason: .serverChange, changedKeys: ["app.theme"])`.
  public init(reason: Reason, changedKeys: [String]) {
    self.reason = reason
    self.changedKeys = changedKeys
  }
}
