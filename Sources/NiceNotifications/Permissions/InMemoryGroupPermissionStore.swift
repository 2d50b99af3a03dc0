/// A group-permission store that keeps decisions in memory, for tests, previews and apps that do not need
/// decisions to survive a relaunch: `let store = InMemoryGroupPermissionStore(["dailyQuote": .allowed])`.
public final class InMemoryGroupPermissionStore: GroupPermissionStore {
  private let permissions: Locked<[String: GroupPermission]>

  /// Creates a store holding `initial` decisions; `.notAsked` entries are dropped:
  /// `let store = InMemoryGroupPermissionStore(["dailyQuote": .denied])`.
  public init(_ initial: [String: GroupPermission] = [:]) {
    permissions = Locked(initial.filter { $0.value != .notAsked })
  }

  /// The recorded decision for a group, or ``GroupPermission/notAsked``:
  /// `await InMemoryGroupPermissionStore().permission(forGroup: "any")`.
  public func permission(forGroup group: String) async -> GroupPermission {
    permissions.withLock { $0[group] ?? .notAsked }
  }

  /// Records a decision; `.notAsked` forgets the group:
  /// `await store.setPermission(.allowed, forGroup: "dailyQuote")`.
  public func setPermission(_ permission: GroupPermission, forGroup group: String) async {
    permissions.withLock { $0[group] = permission == .notAsked ? nil : permission }
  }

  /// Every recorded decision: `await InMemoryGroupPermissionStore(["a": .allowed]).allPermissions()`.
  public func allPermissions() async -> [String: GroupPermission] {
    permissions.withLock { $0 }
  }

  /// Forgets a group's decision: `await store.removePermission(forGroup: "dailyQuote")`.
  public func removePermission(forGroup group: String) async {
    permissions.withLock { $0[group] = nil }
  }
}
