/// A person's decision about one notification group, the group level of a permission strategy:
/// `if try await store.permission(forGroup: "dailyQuote") == .denied { showGroupOff() }`.
public enum GroupPermission: String, Codable, Hashable, Sendable, CaseIterable {
  /// No decision recorded: the group was never asked about, or its decision was removed.
  case notAsked
  /// The user enabled the group; reschedules may schedule it.
  case allowed
  /// The user disabled the group; reschedules remove its pending notifications and add none.
  case denied

  /// Whether the group may be scheduled: `true` only for ``allowed``.
  public var isAllowed: Bool {
    self == .allowed
  }
}
