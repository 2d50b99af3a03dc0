import DateBuilder

/// A group-permission store that keeps decisions in memory, for tests, previews and apps
/// that do not need decisions to survive a relaunch.
///
/// ```swift
/// let store = InMemoryGroupPermissionStore(["dailyQuote": .allowed])
/// await store.permission(forGroup: "dailyQuote")  // .allowed
/// await store.setPermission(.denied, forGroup: "dailyQuote")
/// ```
///
/// Its decisions are behind a lock, not in an actor: a call runs on the caller's actor and
/// returns without a switch of threads (a launch asks it once per group).
public final class InMemoryGroupPermissionStore: GroupPermissionStore {
  private let permissions: Locked<[String: GroupPermission]>

  /// Creates a store holding `initial` decisions; `.notAsked` entries are dropped, since
  /// they mean "no decision".
  ///
  /// ```swift
  /// let empty = InMemoryGroupPermissionStore()
  /// let seeded = InMemoryGroupPermissionStore(["dailyQuote": .denied])
  /// ```
  /// - Parameter initial: Decisions keyed by group identifier.
  public init(_ initial: [String: GroupPermission] = [:]) {
    permissions = Locked(initial.filter { $0.value != .notAsked })
  }

  /// The recorded decision for a group, or ``GroupPermission/notAsked``.
  ///
  /// Never throws.
  ///
  /// ```swift
  /// await InMemoryGroupPermissionStore().permission(forGroup: "any")  // .notAsked
  /// ```
  /// - Parameter group: A group identifier.
  /// - Returns: The decision.
  public func permission(forGroup group: String) async -> GroupPermission {
    permissions.withLock { $0[group] ?? .notAsked }
  }

  /// Records a decision; `.notAsked` forgets the group.
  ///
  /// Never throws.
  ///
  /// ```swift
  /// await store.setPermission(.allowed, forGroup: "dailyQuote")
  /// ```
  /// - Parameters:
  ///   - permission: The decision.
  ///   - group: A group identifier.
  public func setPermission(_ permission: GroupPermission, forGroup group: String) async {
    permissions.withLock { $0[group] = permission == .notAsked ? nil : permission }
  }

  /// Every recorded decision.
  ///
  /// Never throws.
  ///
  /// ```swift
  /// await InMemoryGroupPermissionStore(["a": .allowed]).allPermissions()  // ["a": .allowed]
  /// ```
  /// - Returns: Decisions keyed by group identifier.
  public func allPermissions() async -> [String: GroupPermission] {
    permissions.withLock { $0 }
  }

  /// Forgets a group's decision.
  ///
  /// Never throws.
  ///
  /// ```swift
  /// await store.removePermission(forGroup: "dailyQuote")
  /// ```
  /// - Parameter group: A group identifier.
  public func removePermission(forGroup group: String) async {
    permissions.withLock { $0[group] = nil }
  }
}
