public import Foundation

/// A group-permission store over a JSON file, written atomically.
///
/// The file is `{"groups":{"dailyQuote":"allowed"},"version":1}`. Every call reads it afresh,
/// so stores over one file, and other processes, see each other's writes; within a process all
/// stores serialize their file access, so no concurrent write is lost. A write replaces the
/// file from a temporary one in the same directory, so a crash leaves the previous file. The
/// directory is created on first write; a missing file means no group was ever asked.
///
/// ```swift
/// let store = FileGroupPermissionStore(fileURL: support.appendingPathComponent("NotificationGroups.json"))
/// ```
///
/// A file that is not a valid document, or has a format version this code does not know, is
/// never overwritten: every call throws ``GroupPermissionStoreError/corruptFile(path:reason:)``
/// or ``GroupPermissionStoreError/unsupportedVersion(path:version:)`` and leaves it byte for
/// byte, and calls work again once it is repaired. ``resetCorruptFile()`` moves it aside, after
/// which every group reads as not asked.
///
/// Across processes (an app and its extension) each write is atomic, but two writing at the
/// same instant may lose one update; let one process own the file.
public actor FileGroupPermissionStore: GroupPermissionStore {
  /// The JSON file the decisions live in.
  public nonisolated let fileURL: URL

  private var access: GroupPermissionFileAccess { .shared }

  /// Creates a store over the JSON file at `fileURL`; the file need not exist yet.
  ///
  /// ```swift
  /// let store = FileGroupPermissionStore(fileURL: URL(fileURLWithPath: "/tmp/NotificationGroups.json"))
  /// ```
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The decision recorded in the file for a group, or ``GroupPermission/notAsked``.
  ///
  /// ```swift
  /// let permission = try await store.permission(forGroup: "dailyQuote")
  /// ```
  ///
  /// - Throws: ``GroupPermissionStoreError/corruptFile(path:reason:)``,
  ///   ``GroupPermissionStoreError/unsupportedVersion(path:version:)`` or
  ///   ``GroupPermissionStoreError/ioFailure(path:reason:)``.
  public func permission(forGroup group: String) async throws(GroupPermissionStoreError) -> GroupPermission {
    try await access.read(fileURL).groups[group] ?? .notAsked
  }

  /// Records a decision (`.notAsked` forgets the group), replacing the file atomically; an
  /// unchanged decision writes nothing.
  ///
  /// ```swift
  /// try await store.setPermission(.allowed, forGroup: "dailyQuote")
  /// ```
  ///
  /// - Throws: The errors of ``permission(forGroup:)``, without touching an unreadable file.
  public func setPermission(_ permission: GroupPermission, forGroup group: String)
    async throws(GroupPermissionStoreError)
  {
    try await access.update(fileURL, group: group, to: permission)
  }

  /// Every decision recorded in the file, keyed by group.
  ///
  /// ```swift
  /// let all = try await store.allPermissions()
  /// ```
  public func allPermissions() async throws(GroupPermissionStoreError) -> [String: GroupPermission] {
    try await access.read(fileURL).groups
  }

  /// Forgets a group's decision, without touching an unreadable file; a missing file stays missing.
  ///
  /// ```swift
  /// try await store.removePermission(forGroup: "dailyQuote")
  /// ```
  public func removePermission(forGroup group: String) async throws(GroupPermissionStoreError) {
    try await access.update(fileURL, group: group, to: .notAsked)
  }

  /// Moves an unreadable file aside so the store can start over; does nothing to a missing or
  /// readable file.
  ///
  /// The file is renamed to `<name>.corrupt-<yyyyMMddTHHmmssZ>` (with `-2`, `-3`… if taken) in
  /// the same directory and kept; every group then reads as not asked.
  ///
  /// ```swift
  /// let backup = try await store.resetCorruptFile()
  /// ```
  ///
  /// - Returns: Where the file went, or `nil` if there was nothing to move.
  /// - Throws: ``GroupPermissionStoreError/ioFailure(path:reason:)`` if it could not be read or moved.
  @discardableResult
  public func resetCorruptFile() async throws(GroupPermissionStoreError) -> URL? {
    try await access.moveAsideIfUnreadable(fileURL, now: Date())
  }
}
