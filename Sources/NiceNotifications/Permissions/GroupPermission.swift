/// A user's decision about one notification group: not asked yet, allowed, or denied.
///
/// This is the group level of a permission strategy; the system level (whether the app may
/// notify at all) is separate. Decisions persist in a ``GroupPermissionStore``.
///
/// ```swift
/// switch try await store.permission(forGroup: "dailyQuote") {
/// case .allowed: /* schedule */
/// case .denied: /* leave the group off */
/// case .notAsked: /* offer the group */
/// }
/// ```
public enum GroupPermission: String, Codable, Hashable, Sendable, CaseIterable {
  /// No decision recorded: the group was never asked about, or its decision was removed.
  case notAsked
  /// The user enabled the group; reschedules may schedule it.
  case allowed
  /// The user disabled the group; reschedules remove its pending notifications and add none.
  case denied

  /// Whether the group may be scheduled: `true` only for ``allowed``.
  ///
  /// ```swift
  /// GroupPermission.allowed.isAllowed   // true
  /// GroupPermission.notAsked.isAllowed  // false
  /// ```
  public var isAllowed: Bool {
    self == .allowed
  }
}
