import DateBuilder

/// An entry's walk over its dates, shared by reference by every stream that reads the entry,
/// in every plan: each stream keeps only its position (``DateBuilder/OccurrenceWalk/next(at:in:)``).
///
/// A walk is a few closures and boxes; read from an array of entries by value, it would be
/// copied — every closure retained and released — at each date a stream reads.
///
/// ```swift
/// let shared = SharedWalk(EveryDay(starting: .today).at(hour: 9, minute: 0).occurrenceWalk)
/// var position = 0
/// let first = try shared.next(at: &position, in: context)
/// ```
final class SharedWalk: Sendable {
  let walk: DateBuilder.OccurrenceWalk

  init(_ walk: DateBuilder.OccurrenceWalk) {
    self.walk = walk
  }

  /// Whether the walk reads the entry's dates in date order (an array's may not be).
  var isInDateOrder: Bool { walk.isInDateOrder }

  /// The next occurrence from `position` on, in `context`; `position` moves past it.
  func next(at position: inout Int, in context: DateBuilder.Context) throws(DateBuilderError)
    -> DateBuilder.Occurrence?
  {
    try walk.next(at: &position, in: context)
  }

  /// The next date from `position` on, in `context`, with its wall-clock reading.
  ///
  /// `position` moves past it; `prepared` is the walk's plan made ready for `context`
  /// (``prepared(in:)``).
  func nextDate(
    at position: inout Int, in context: DateBuilder.Context, prepared: DateBuilder.PreparedWalk
  ) throws(DateBuilderError) -> DateBuilder.WalkedDate? {
    try walk.nextDate(at: &position, in: context, prepared: prepared)
  }

  /// The walk's plan made ready for `context`.
  func prepared(in context: DateBuilder.Context) -> DateBuilder.PreparedWalk {
    walk.prepared(in: context)
  }

  /// How many elements from the first are dates before yesterday (see
  /// `OccurrenceWalk.elementsBeforeYesterday(in:prepared:)`).
  func elementsBeforeYesterday(in context: DateBuilder.Context, prepared: DateBuilder.PreparedWalk) -> Int {
    walk.elementsBeforeYesterday(in: context, prepared: prepared)
  }
}
