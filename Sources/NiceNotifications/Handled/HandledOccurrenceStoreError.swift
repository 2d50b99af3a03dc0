/// Why a ``HandledOccurrenceStore`` could not read or record a mark:
/// `do { try await store.markHandled(id, date: date) } catch { print(error) }`.
public enum HandledOccurrenceStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The storage could not be read or written, for this reason.
  case unavailable(String)

  /// A sentence naming the reason.
  public var description: String {
    switch self {
    case .unavailable(let reason): "the handled-occurrence store is unavailable: \(reason)"
    }
  }
}
