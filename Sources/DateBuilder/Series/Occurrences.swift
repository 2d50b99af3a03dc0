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
    private var cursor: Series<ResolvedDate, Unbounded>.Cursor<Occurrence>

    /// The cursor copies the few parts of the series it reads, not the series (whose cadence
    /// and plan are boxes on the heap that copying would retain).
    ///
    /// The parameters are not marked `borrowing`: reading parts of a borrowed series trips the
    /// compiler (6.3) when it builds for Apple platforms ("copy of noncopyable typed value").
    init<E>(_ series: Series<ResolvedDate, E>, context: Context) {
      // No series is made for the erased extent, and the evaluation is a function, not a
      // closure that captures. Most walks read a date or two: the context's snapshot serves
      // if it covers now, without the cache's lock (it is refreshed every 256 elements).
      cursor = .init(
        element: series.element, width: series.width, steps: series.steps, failure: series.failure,
        context: context.withLatestTransitions(keepingHeld: true), evaluate: Self.occurrence)
    }

    /// The occurrence `date` names in `context`; its index is set by ``next()``.
    @Sendable private static func occurrence(
      _ date: ResolvedDate, in context: Context
    ) throws(DateBuilderError) -> Occurrence {
      Occurrence(index: 0, resolvedDate: date, date: try date.date(in: context))
    }

    /// The next occurrence, or `nil` at the end of a bounded series.
    ///
    /// ```swift
    /// while let occurrence = try occurrences.next() { print(occurrence.date) }
    /// ```
    ///
    /// - Throws: ``DateBuilderError`` if the series is invalid.
    public mutating func next() throws(DateBuilderError) -> Occurrence? {
      guard let (index, value) = try cursor.next() else { return nil }
      var occurrence = value
      occurrence.index = index
      return occurrence
    }
  }
}
