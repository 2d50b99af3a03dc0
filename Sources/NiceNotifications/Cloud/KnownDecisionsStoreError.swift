/// Why a ``KnownDecisionsStore`` could not read or keep a cloud store's known decisions:
/// `catch KnownDecisionsStoreError.unreadableValue(let key, _) { print(key) }`.
public enum KnownDecisionsStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is kept under `key` is not a store's known decisions.
  case unreadableValue(key: String, reason: String)
  /// The decisions could not be encoded for keeping.
  case encodingFailure(reason: String)

  /// A sentence that names the key and what is wrong with it:
  /// `KnownDecisionsStoreError.encodingFailure(reason: "too deep").description`.
  public var description: String {
    switch self {
    case let .unreadableValue(key, reason):
      "the value under \(key) is not a store's known decisions: \(reason)"
    case let .encodingFailure(reason): "could not encode known decisions: \(reason)"
    }
  }
}
