import DateBuilder
import Foundation

/// An occurrence read from a timeline but not yet identified: its fire date, its entry and
/// what its identifier and trigger will be made from.
///
/// The planner compares heads by fire date alone, and makes the identifier, the calendar
/// components and the trigger (``TimelineOccurrences/occurrence(for:)``) only for the few
/// that take a slot, so that reading a timeline of thousands of entries costs their dates.
///
/// ```swift
/// if let head = occurrences.nextHead(), let occurrence = occurrences.occurrence(for: head) { … }
/// ```
struct OccurrenceHead: Sendable {
  /// What the occurrence's key and trigger are made from.
  enum Kind: Sendable {
    /// A date of the entry's series, with the wall-clock reading its key is written from;
    /// `repeats` earlier ones of the entry had the same key.
    case dated(DateBuilder.WalkedDate, repeats: Int)
    /// An instant of an entry whose times are instants: its key's whole seconds.
    case instant(seconds: Int64, repeats: Int)
    /// The entry's one trigger.
    case trigger
    /// The entry's one request that delivers at once.
    case now
    /// The entry's whole series as one repeating request.
    case repeating
  }

  /// When it fires; `nil` for a location trigger.
  let fireDate: Date?
  /// The position of its entry in the timeline.
  let entryIndex: Int
  /// What its key and trigger are made from.
  let kind: Kind

  /// Whether it is read before `other` from the same timeline: no fire date first, then
  /// soonest, then by entry.
  func precedes(_ other: OccurrenceHead) -> Bool {
    switch (fireDate, other.fireDate) {
    case (nil, .some): true
    case (.some, nil): false
    case let (x?, y?) where x != y: x < y
    default: entryIndex < other.entryIndex
    }
  }
}
