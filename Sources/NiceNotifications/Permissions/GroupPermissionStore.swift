/// Where group-level permission decisions persist: the backend behind the group level of a
/// permission strategy.
///
/// The package ships ``InMemoryGroupPermissionStore`` (tests and previews),
/// ``FileGroupPermissionStore`` and ``UserDefaultsGroupPermissionStore``; write your own to keep
/// decisions elsewhere. The permission strategy and the front door call it from any task,
/// concurrently: reads at the start of every reschedule, writes when a decision is recorded or
/// a group is disabled (before its requests are removed) or enabled.
///
/// # Implementation requirements
///
/// - **Unknown groups read as ``GroupPermission/notAsked``**, which is not an error.
/// - **`.notAsked` is the absence of a decision**: setting it forgets the group as
///   ``removePermission(forGroup:)`` does, and ``allPermissions()`` never lists it.
/// - **Every call is atomic**: a read never sees half a write, ``allPermissions()`` is one
///   snapshot, and concurrent writes to different groups all survive.
/// - **Reads see completed writes**, and a persistent store's write is durable when it returns:
///   a disabled group's requests are removed right after, and the app may be killed any moment.
/// - **A failed write changes nothing.**
/// - **Never guess, never trap**: storage that cannot be read is a ``GroupPermissionStoreError``,
///   never "no decisions", which would re-ask or re-enable groups the person turned off.
/// - **Identifiers are opaque**: kept as given; the front door validates them.
///
/// Every conformer should pass a test like this:
///
/// ```swift
/// try await store.setPermission(.allowed, forGroup: "a")
/// try await store.setPermission(.notAsked, forGroup: "a")
/// #expect(try await store.allPermissions().isEmpty)
/// ```
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
