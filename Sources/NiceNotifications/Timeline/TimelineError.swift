public import DateBuilder

/// Why a timeline cannot be evaluated for a group, or why one of its entries was rejected:
/// `do { _ = try timeline.occurrences(forGroup: "", in: .current) } catch { print(error) }`.
public enum TimelineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A group identifier that is empty.
  case invalidGroupIdentifier(String)
  /// An entry identity (from `identified(by:)`) that is empty or starts with `~` (the package's own).
  case invalidEntryIdentifier(String)
  /// Two entries of one timeline with the same identity.
  case duplicateEntryIdentifier(String)
  /// The entry's dates are invalid.
  case invalidDates(DateBuilderError)
  /// The entry's trigger is invalid.
  case invalidTrigger(NotificationTriggerError)
  /// A group that implements neither `timeline()` nor `getTimeline(completion:)`.
  case noTimeline(group: String)

  /// A sentence naming the offending value.
  public var description: String {
    switch self {
    case .invalidGroupIdentifier(let id): "\"\(id)\" cannot identify a group: it is empty"
    case .invalidEntryIdentifier(let id):
      "\"\(id)\" cannot identify an entry: it is empty or starts with \"~\""
    case .duplicateEntryIdentifier(let id): "two entries are identified \"\(id)\""
    case .invalidDates(let error): "invalid dates: \(error)"
    case .invalidTrigger(let error): "invalid trigger: \(error)"
    case .noTimeline(let group):
      "group \"\(group)\" implements neither timeline() nor getTimeline(completion:)"
    }
  }
}
