/// Where group-level permission decisions persist: the backend behind the group level of a
/// permission strategy.
///
/// The package ships three stores: ``InMemoryGroupPermissionStore`` for tests and previews,
/// ``FileGroupPermissionStore`` over a JSON file, and ``UserDefaultsGroupPermissionStore``.
/// Write your own to keep decisions elsewhere (a database, a synced settings service).
///
/// ```swift
/// let store = FileGroupPermissionStore(fileURL: supportDirectory.appendingPathComponent("groups.json"))
/// try await store.setPermission(.allowed, forGroup: "dailyQuote")
/// try await store.permission(forGroup: "dailyQuote")   // .allowed
/// try await store.permission(forGroup: "weeklyDigest") // .notAsked
/// ```
///
/// # Who calls a store, and when
///
/// The permission strategy and the `LocalNotifications` front door call a store; app code
/// rarely needs to. Reads happen at the start of every reschedule of a group (before any
/// request is added or removed), when `.ifAllowed(other:)` consults another group, when
/// `rescheduleAll` decides which groups to schedule, and when the app asks for a group's
/// authorization status (`LocalNotifications.GroupLevelAuthorization`) to draw a switch.
/// Writes happen when a strategy records a decision (`.allowAutomatically`, or the answer
/// to `.askPermission`), when a group is disabled (`.denied`, before its pending requests
/// are removed) or enabled again (`.allowed`, before it is rescheduled), and when a
/// permission switch is toggled. Calls may come from any task, concurrently.
///
/// # Implementation requirements
///
/// - **Unknown groups read as not asked.** ``permission(forGroup:)`` returns
///   ``GroupPermission/notAsked`` for a group with no recorded decision; that is not an error.
/// - **`.notAsked` is the absence of a decision.** ``setPermission(_:forGroup:)`` with
///   ``GroupPermission/notAsked`` forgets the group, exactly as
///   ``removePermission(forGroup:)`` does, and ``allPermissions()`` never lists `.notAsked`.
/// - **Every call is atomic.** Concurrent calls behave as if they ran one after another in
///   some order: a read never sees half a write, ``allPermissions()`` is one consistent
///   snapshot, and concurrent writes to different groups all survive (no lost updates).
///   Concurrent writes to the same group end with one of the written values.
/// - **Reads see completed writes.** A call that starts after a write returned sees that
///   write (no stale caches). A persistent store has made the write durable by the time
///   ``setPermission(_:forGroup:)`` returns: the front door removes a disabled group's
///   requests right after, and the app may be killed at any moment.
/// - **A failed write changes nothing.** If a write throws, every group keeps the
///   decision it had before the call.
/// - **Never guess, never trap.** Storage that cannot be read is reported as a
///   ``GroupPermissionStoreError``, never read as "no decisions" (that would re-ask, or
///   worse re-enable, groups the user turned off), and never discarded without a report.
/// - **Identifiers are opaque.** A group identifier is any string; a store keeps it as
///   given (the front door validates identifiers, not the store).
///
/// Every conformer should pass this test, written for Swift Testing:
///
/// ```swift
/// @Test func conformsToGroupPermissionStore() async throws {
///   let store = MyGroupPermissionStore()
///   #expect(try await store.permission(forGroup: "a") == .notAsked)
///   try await store.setPermission(.allowed, forGroup: "a")
///   try await store.setPermission(.denied, forGroup: "b")
///   #expect(try await store.permission(forGroup: "a") == .allowed)
///   #expect(try await store.allPermissions() == ["a": .allowed, "b": .denied])
///   try await store.setPermission(.notAsked, forGroup: "a")
///   try await store.removePermission(forGroup: "b")
///   try await store.removePermission(forGroup: "never-seen")
///   #expect(try await store.allPermissions().isEmpty)
///   await withTaskGroup(of: Void.self) { tasks in
///     for index in 0..<200 {
///       tasks.addTask { try? await store.setPermission(.allowed, forGroup: "g\(index)") }
///     }
///   }
///   #expect(try await store.allPermissions().count == 200)
/// }
/// ```
public protocol GroupPermissionStore: Sendable {
  /// The recorded decision for a group, or ``GroupPermission/notAsked`` if there is none.
  ///
  /// Called by the permission strategy before each reschedule of `group` (and of groups
  /// that name it in `.ifAllowed(other:)`), and by the front door's group authorization
  /// status. Must not change what is stored.
  ///
  /// ```swift
  /// if try await store.permission(forGroup: "dailyQuote").isAllowed { /* schedule */ }
  /// ```
  /// - Parameter group: A group identifier.
  /// - Returns: The decision, `.notAsked` for an unknown group.
  /// - Throws: ``GroupPermissionStoreError`` if the storage cannot be read.
  func permission(forGroup group: String) async throws(GroupPermissionStoreError) -> GroupPermission

  /// Records a decision for a group, replacing any earlier one; `.notAsked` forgets it.
  ///
  /// Called by the permission strategy after `.allowAutomatically` or a user's answer to
  /// `.askPermission`, by the front door when a group is disabled (before its pending
  /// requests are removed) or enabled, and by permission switches. Must leave other groups
  /// untouched, be durable when it returns, and change nothing if it throws.
  ///
  /// ```swift
  /// try await store.setPermission(.denied, forGroup: "dailyQuote")
  /// ```
  /// - Parameters:
  ///   - permission: The decision to record.
  ///   - group: A group identifier.
  /// - Throws: ``GroupPermissionStoreError`` if the decision could not be recorded.
  func setPermission(_ permission: GroupPermission, forGroup group: String)
    async throws(GroupPermissionStoreError)

  /// Every group with a recorded decision (``GroupPermission/allowed`` or
  /// ``GroupPermission/denied``), as one consistent snapshot.
  ///
  /// Called by `rescheduleAll`, by settings screens listing groups, and for diagnostics.
  ///
  /// ```swift
  /// let enabled = try await store.allPermissions().filter { $0.value.isAllowed }.keys
  /// ```
  /// - Returns: Decisions keyed by group identifier; groups never asked are absent.
  /// - Throws: ``GroupPermissionStoreError`` if the storage cannot be read.
  func allPermissions() async throws(GroupPermissionStoreError) -> [String: GroupPermission]

  /// Forgets a group's decision, so that it reads as ``GroupPermission/notAsked`` again.
  ///
  /// Called when an app resets its notification settings (sign-out, "reset all prompts")
  /// or retires a group. Removing a group that has no decision is not an error.
  ///
  /// ```swift
  /// try await store.removePermission(forGroup: "dailyQuote")
  /// ```
  /// - Parameter group: A group identifier.
  /// - Throws: ``GroupPermissionStoreError`` if the change could not be recorded.
  func removePermission(forGroup group: String) async throws(GroupPermissionStoreError)
}
