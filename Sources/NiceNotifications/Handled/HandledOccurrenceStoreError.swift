/// Why a ``HandledOccurrenceStore`` could not read or record a mark:
/// `do { try await store.markHandled(id, date: date) } catch { print(error) }`.
public enum HandledOccurrenceStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The storage could not be read or written, for this reason.
  case unavailable(String)
  /// A cloud store already holds as many marks as its key budget allows, none of them past.
  case keyBudgetExhausted(limit: Int)

  /// A sentence naming the reason.
  public var description: String {
    switch self {
    case .unavailable(let reason): "the handled-occurrence store is unavailable: \(reason)"
    case .keyBudgetExhausted(let limit): "the cloud store already holds its limit of \(limit) marks"
    }
  }
}
