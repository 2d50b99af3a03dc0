public import Foundation

/// A group-permission store over a JSON file, written atomically.
///
/// The file is `{"groups":{"dailyQuote":"allowed"},"version":1}`. Every call reads the file
/// afresh, so several stores over one file, and other processes, see each other's writes;
/// within a process all stores serialize their file access, so concurrent writes through
/// any of them are never lost. Writes go to a temporary file in the same directory that
/// then replaces the old one: a crash mid-write leaves the previous file. The directory is
/// created on first write, and a missing file means no group was ever asked.
///
/// ```swift
/// let support = try FileManager.default.url(
///   for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
/// let store = FileGroupPermissionStore(fileURL: support.appendingPathComponent("NotificationGroups.json"))
/// try await store.setPermission(.allowed, forGroup: "dailyQuote")
/// ```
///
/// # A file that cannot be read
///
/// A file that is not a valid document (garbage bytes, the wrong JSON shape, a value that
/// is not a permission) or that has a format version this code does not know (written by
/// a newer app) holds decisions the store cannot see. The store never overwrites it:
///
/// - every call, reads and writes alike, throws ``GroupPermissionStoreError/corruptFile(path:reason:)``
///   or ``GroupPermissionStoreError/unsupportedVersion(path:version:)`` and leaves the file
///   byte for byte as it was, so a user's decisions are never silently replaced;
/// - the store keeps no state about it: once the file is repaired or replaced, calls work;
/// - ``resetCorruptFile()`` is the explicit way out: it moves the file aside to
///   `<name>.corrupt-<UTC timestamp>` (kept for inspection or support, never deleted), after
///   which the store starts empty and every group reads as not asked.
///
/// ```swift
/// do {
///   try await store.setPermission(.denied, forGroup: "dailyQuote")
/// } catch GroupPermissionStoreError.corruptFile, GroupPermissionStoreError.unsupportedVersion {
///   let backup = try await store.resetCorruptFile()
///   report("group settings were unreadable; kept them at \(backup?.path ?? "-")")
///   try await store.setPermission(.denied, forGroup: "dailyQuote")
/// }
/// ```
///
/// File I/O is synchronous and short (the file is a few hundred bytes). Across processes
/// (an app and its extension), each write is atomic, but two processes writing at the same
/// instant may lose one update; let one process own the file.
public actor FileGroupPermissionStore: GroupPermissionStore {
  /// The JSON file the decisions live in.
  ///
  /// ```swift
  /// print(store.fileURL.path)
  /// ```
  public nonisolated let fileURL: URL

  private var access: GroupPermissionFileAccess { .shared }

  /// Creates a store over the JSON file at `fileURL`; the file need not exist yet.
  ///
  /// ```swift
  /// let store = FileGroupPermissionStore(
  ///   fileURL: URL(fileURLWithPath: "/tmp/NotificationGroups.json"))
  /// ```
  /// - Parameter fileURL: A `file:` URL. Its directory is created on the first write.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The decision recorded in the file for a group, or ``GroupPermission/notAsked``.
  ///
  /// ```swift
  /// try await store.permission(forGroup: "dailyQuote")  // .notAsked when the file is missing
  /// ```
  /// - Parameter group: A group identifier.
  /// - Returns: The decision.
  /// - Throws: ``GroupPermissionStoreError/corruptFile(path:reason:)``,
  ///   ``GroupPermissionStoreError/unsupportedVersion(path:version:)`` or
  ///   ``GroupPermissionStoreError/ioFailure(path:reason:)``.
  public func permission(forGroup group: String) async throws(GroupPermissionStoreError) -> GroupPermission {
    try await access.read(fileURL).groups[group] ?? .notAsked
  }

  /// Records a decision in the file (`.notAsked` forgets the group), replacing the file
  /// atomically; an unchanged decision writes nothing.
  ///
  /// ```swift
  /// try await store.setPermission(.allowed, forGroup: "dailyQuote")
  /// ```
  /// - Parameters:
  ///   - permission: The decision.
  ///   - group: A group identifier.
  /// - Throws: The errors of ``permission(forGroup:)``, without touching an unreadable file.
  public func setPermission(_ permission: GroupPermission, forGroup group: String)
    async throws(GroupPermissionStoreError)
  {
    try await access.update(fileURL, group: group, to: permission)
  }

  /// Every decision recorded in the file.
  ///
  /// ```swift
  /// try await store.allPermissions()  // ["dailyQuote": .allowed]
  /// ```
  /// - Returns: Decisions keyed by group identifier.
  /// - Throws: The errors of ``permission(forGroup:)``.
  public func allPermissions() async throws(GroupPermissionStoreError) -> [String: GroupPermission] {
    try await access.read(fileURL).groups
  }

  /// Forgets a group's decision; a missing file stays missing.
  ///
  /// ```swift
  /// try await store.removePermission(forGroup: "dailyQuote")
  /// ```
  /// - Parameter group: A group identifier.
  /// - Throws: The errors of ``permission(forGroup:)``, without touching an unreadable file.
  public func removePermission(forGroup group: String) async throws(GroupPermissionStoreError) {
    try await access.update(fileURL, group: group, to: .notAsked)
  }

  /// Moves an unreadable file aside so the store can start over; does nothing to a missing
  /// or readable file.
  ///
  /// The file is renamed to `<name>.corrupt-<yyyyMMddTHHmmssZ>` in the same directory (with
  /// `-2`, `-3`… if that name is taken) and kept. Afterwards every group reads as not asked
  /// until decisions are recorded again.
  ///
  /// ```swift
  /// if let backup = try await store.resetCorruptFile() {
  ///   print("unreadable group settings moved to \(backup.path)")
  /// }
  /// ```
  /// - Returns: Where the unreadable file went, or `nil` if there was nothing to move.
  /// - Throws: ``GroupPermissionStoreError/ioFailure(path:reason:)`` if the file could not
  ///   be read or moved.
  @discardableResult
  public func resetCorruptFile() async throws(GroupPermissionStoreError) -> URL? {
    try await access.moveAsideIfUnreadable(fileURL, now: Date())
  }
}
