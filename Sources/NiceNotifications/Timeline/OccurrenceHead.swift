import DateBuilder
import Foundation

/// An occurrence read but not yet identified, so reading thousands of entries costs only their dates.
struct OccurrenceHead: Sendable {
  enum Kind: Sendable {
    /// A date of the series with its wall-clock reading; `repeats` earlier ones had the same key.
    case dated(DateBuilder.WalkedDate, repeats: Int)
    /// An instant of an entry whose times are instants.
    case instant(seconds: Int64, repeats: Int)
    case trigger
    case now
    case repeating
  }

  let fireDate: Date?
  let entryIndex: Int
  let kind: Kind
}
