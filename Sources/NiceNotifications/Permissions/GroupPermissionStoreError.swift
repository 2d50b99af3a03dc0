/// Why a ``GroupPermissionStore`` could not read or record a decision.
///
/// A store reports these instead of guessing: a file it cannot read is never treated as
/// "no decisions", so a user's choices are never silently lost.
///
/// ```swift
/// do {
///   let permission = try await fileStore.permission(forGroup: "dailyQuote")
/// } catch GroupPermissionStoreError.corruptFile(let path, let reason) {
///   log("permissions file \(path) is unreadable: \(reason)")
///   try await fileStore.resetCorruptFile()  // moves it aside, keeps it for inspection
/// } catch {
///   log("\(error)")
/// }
/// ```
public enum GroupPermissionStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The store's file exists but is not a valid permissions document: not JSON, the wrong
  /// shape, or a group with a value that is not a permission.
  case corruptFile(path: String, reason: String)
  /// The store's file was written in a format version this code does not know, probably by
  /// a newer version of the app.
  case unsupportedVersion(path: String, version: Int)
  /// Reading, writing or moving the store's file failed at the file-system level.
  case ioFailure(path: String, reason: String)
  /// The decisions could not be encoded for storage.
  case encodingFailure(reason: String)
  /// A key-value store holds something under a group's key that is not a permission.
  case unreadableValue(key: String, value: String)
  /// A cloud store already holds as many group decisions as its key budget allows.
  case keyBudgetExhausted(limit: Int)

  /// A sentence that names the file or key and what is wrong with it.
  ///
  /// ```swift
  /// print(GroupPermissionStoreError.unsupportedVersion(path: "/p.json", version: 2))
  /// // /p.json is in permissions format version 2; this code reads version 1
  /// ```
  public var description: String {
    switch self {
    case let .corruptFile(path, reason):
      "\(path) is not a valid group-permissions file: \(reason)"
    case let .unsupportedVersion(path, version):
      "\(path) is in permissions format version \(version); this code reads version "
        + "\(GroupPermissionDocument.currentVersion)"
    case let .ioFailure(path, reason):
      "could not access \(path): \(reason)"
    case let .encodingFailure(reason):
      "could not encode group permissions: \(reason)"
    case let .unreadableValue(key, value):
      "the value under \(key), \(value), is not a group permission"
    case let .keyBudgetExhausted(limit):
      "the cloud store already holds its limit of \(limit) group decisions"
    }
  }
}
