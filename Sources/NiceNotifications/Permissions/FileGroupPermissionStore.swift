public import Foundation

/// A group-permission store over a JSON file, `{"groups":{"dailyQuote":"allowed"},"version":1}`:
/// `let store = FileGroupPermissionStore(fileURL: url)`.
///
/// A write atomically replaces the file; one that is not a valid document is never overwritten, and every
/// call throws until it is repaired or ``resetCorruptFile()`` moves it aside. Let one process own the file.
public actor FileGroupPermissionStore: GroupPermissionStore {
  /// The JSON file the decisions live in.
  public nonisolated let fileURL: URL

  /// Creates a store over the JSON file at `fileURL`; the file need not exist yet:
  /// `let store = FileGroupPermissionStore(fileURL: url)`.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The decision recorded in the file for a group, or ``GroupPermission/notAsked``:
  /// `try await store.permission(forGroup: "dailyQuote")`.
  public func permission(forGroup group: String) async throws(GroupPermissionStoreError) -> GroupPermission {
    try await GroupPermissionFileAccess.shared.read(fileURL).groups[group] ?? .notAsked
  }

  /// Records a decision (`.notAsked` forgets the group), replacing the file atomically; an
  /// unchanged decision writes nothing, and an unreadable file is left untouched:
  /// `try await store.setPermission(.allowed, forGroup: "dailyQuote")`.
  public func setPermission(_ permission: GroupPermission, forGroup group: String)
    async throws(GroupPermissionStoreError)
  {
    try await GroupPermissionFileAccess.shared.update(fileURL, group: group, to: permission)
  }

  /// Every decision recorded in the file, keyed by group: `try await store.allPermissions()`.
  public func allPermissions() async throws(GroupPermissionStoreError) -> [String: GroupPermission] {
    try await GroupPermissionFileAccess.shared.read(fileURL).groups
  }

  /// Forgets a group's decision, without touching an unreadable file; a missing file stays missing:
  /// `try await store.removePermission(forGroup: "dailyQuote")`.
  public func removePermission(forGroup group: String) async throws(GroupPermissionStoreError) {
    try await GroupPermissionFileAccess.shared.update(fileURL, group: group, to: .notAsked)
  }

  /// Moves an unreadable file aside to `<name>.corrupt-<yyyyMMddTHHmmssZ>` (with `-2`, `-3`… if taken), after
  /// which every group reads as not asked; a missing or readable file stays:
  /// `let backup = try await store.resetCorruptFile()`.
  ///
  /// - Returns: Where the file went, or `nil` if there was nothing to move.
  @discardableResult
  public func resetCorruptFile() async throws(GroupPermissionStoreError) -> URL? {
    try await GroupPermissionFileAccess.shared.moveAsideIfUnreadable(fileURL, now: Date())
  }
}
