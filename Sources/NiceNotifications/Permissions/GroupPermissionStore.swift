/// Where group-level permission decisions persist, called from any task, concurrently:
/// `let store: any GroupPermissionStore = InMemoryGroupPermissionStore()`.
///
/// A conformer reads unknown groups as ``GroupPermission/notAsked`` (the absence of a decision, never
/// listed), makes every call atomic and every write durable when it returns, changes nothing on a failed
/// write, and throws a ``GroupPermissionStoreError`` for storage it cannot read: "no decisions" would
/// re-enable groups the person turned off. Group names arrive in NFC, the form
/// ``RequestIdentifier/group`` has, whichever form the app wrote, so a store may compare them byte by byte.
public protocol GroupPermissionStore: Sendable {
  /// The recorded decision for a group, or ``GroupPermission/notAsked`` if there is none; must
  /// not change what is stored.
  func permission(forGroup group: String) async throws(GroupPermissionStoreError) -> GroupPermission

  /// Records a decision for a group, replacing any earlier one (`.notAsked` forgets it): leaving
  /// other groups untouched, durable when it returns, and changing nothing if it throws.
  func setPermission(_ permission: GroupPermission, forGroup group: String)
    async throws(GroupPermissionStoreError)

  /// Every group with a recorded decision, keyed by identifier, as one consistent snapshot.
  func allPermissions() async throws(GroupPermissionStoreError) -> [String: GroupPermission]

  /// Forgets a group's decision, so that it reads as ``GroupPermission/notAsked`` again; a group
  /// with no decision is not an error.
  func removePermission(forGroup group: String) async throws(GroupPermissionStoreError)
}
