/// Why a ``GroupPermissionStore`` could not read or record a decision, rather than guess:
/// `catch GroupPermissionStoreError.corruptFile { try await store.resetCorruptFile() }`.
public enum GroupPermissionStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The store's file is not a valid permissions document: not JSON, the wrong shape, or a
  /// value that is not a permission.
  case corruptFile(path: String, reason: String)
  /// The store's file has a format version this code does not know (a newer app's).
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
