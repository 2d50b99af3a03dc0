/// Why a remote notification payload cannot be decoded:
/// `do { _ = try RemoteNotification(payload: body) } catch .tooLarge(let bytes, _) { print(bytes) }`.
public enum RemotePayloadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The payload is larger than APNs accepts (``RemoteNotification/maximumPayloadSize``).
  case tooLarge(bytes: Int, limit: Int)
  /// The payload is not JSON, for this reason.
  case notJSON(String)
  /// The payload is JSON, but not a dictionary.
  case notADictionary
  /// The payload has no `aps` dictionary.
  case missingAPS
  /// The value under a key has the wrong type or is out of range.
  case invalidValue(key: String, expected: String)

  /// A sentence naming the key or the limit.
  public var description: String {
    switch self {
    case let .tooLarge(bytes, limit): "the payload is \(bytes) bytes; APNs accepts at most \(limit)"
    case .notJSON(let reason): "the payload is not JSON: \(reason)"
    case .notADictionary: "the payload is not a JSON dictionary"
    case .missingAPS: "the payload has no \"aps\" dictionary"
    case let .invalidValue(key, expected): "\"\(key)\" must be \(expected)"
    }
  }
}
