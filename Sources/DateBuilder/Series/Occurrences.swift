public import Foundation

extension DateBuilder {
  /// One date of a series: where it is in the series, the expression it came from, and the
  /// `Date` that expression named when evaluated.
  ///
  /// ```swift
  /// var occurrences = EveryDay(starting: .today).at(hour: 9, minute: 0).occurrences(in: .current)
  /// let first = try occurrences.next() // Occurrence(index: 0, …)
  /// ```
  public struct Occurrence: Hashable, Sendable {
    /// The element's position in the series.
    ///
    /// It is stable — the same expression gives the same index to the same element in every evaluation — and
    /// skipped elements keep their numbers, so indices can have gaps.
    public var index: Int
    /// The wall-clock time or instant the element is.
    public var resolvedDate: ResolvedDate
    /// When it is, in the context the series was evaluated in.
    public var date: Date
  }

  /// The occurrences of a series, one at a time, in order: the lazy way to read a series,
  /// including an unbounded one.
  ///
  /// ```swift
  /// var occurrences = EveryDay(starting: .today).at(hour: 9, minute: 0).occurrences(in: context)
  /// while let occurrence = try occurrences.next(), occurrence.date < horizon { … }
  /// ```
  public struct Occurrences: Sendable {
    private var walk: OccurrenceWalk
    private let context: Context

    init(_ walk: OccurrenceWalk, context: Context) {
      // Most walks read a date or two: the context's snapshot serves if it covers now,
      // without the cache's lock.
      self.walk = walk
      self.context = context.forWalks()
    }

    /// The next occurrence, or `nil` at the end of a bounded series.
    ///
    /// ```swift
    /// while let occurrence = try occurrences.next() { print(occurrence.date) }
    /// ```
    ///
    /// - Throws: ``DateBuilderError`` if the series is invalid.
    public mutating func next() throws(DateBuilderError) -> Occurrence? {
      try walk.next(in: context)
    }
  }
}
