extension DateBuilder {
  /// A series' occurrences read one at a time, in a context lent to each call: what
  /// ``Occurrences`` is without the context it owns.
  ///
  /// Many walks over one context — a plan reads the first dates of thousands of entries —
  /// share it instead of holding a copy each. Lend every call the same context, prepared
  /// once with ``Context/forWalks()``.
  ///
  /// ```swift
  /// let context = DateBuilder.Context.current.forWalks()
  /// var walk = EveryDay(starting: .today).at(hour: 9, minute: 0).occurrenceWalk
  /// let first = try walk.next(in: context)?.date
  /// ```
  package struct OccurrenceWalk: Sendable {
    private var cursor: Series<ResolvedDate, Unbounded>.Cursor<Occurrence>

    /// A walk from the first element of `series`.
    ///
    /// The parameter is not marked `borrowing`: reading parts of a borrowed series trips the
    /// compiler (6.3) when it builds for Apple platforms ("copy of noncopyable typed value").
    init<E>(_ series: Series<ResolvedDate, E>) {
      // The cursor copies the few parts of the series it reads, not the series (whose
      // cadence and plan are boxes on the heap that copying would retain); the evaluation is
      // a function, not a closure that captures.
      cursor = .init(
        element: series.element, width: series.width, steps: series.steps, failure: series.failure,
        evaluate: Self.occurrence)
    }

    /// The occurrence `date` names in `context`; its index is set by ``next(in:)``.
    @Sendable private static func occurrence(
      _ date: ResolvedDate, in context: Context
    ) throws(DateBuilderError) -> Occurrence {
      Occurrence(index: 0, resolvedDate: date, date: try date.date(in: context))
    }

    /// Where the walk is: the position of the next element it reads.
    ///
    /// A walk set to the position another one reached reads on as that one would.
    package var position: Int {
      get { cursor.index }
      set { cursor.index = newValue }
    }

    /// The next occurrence in `context`, or `nil` at the end of a bounded series.
    ///
    /// ```swift
    /// while let occurrence = try walk.next(in: context) { print(occurrence.date) }
    /// ```
    ///
    /// - Throws: ``DateBuilderError`` if the series is invalid.
    package mutating func next(in context: Context) throws(DateBuilderError) -> Occurrence? {
      guard let (index, value) = try cursor.next(in: context) else { return nil }
      var occurrence = value
      occurrence.index = index
      return occurrence
    }

    /// The next occurrence from `position` on, in `context`, or `nil` at the end of a bounded
    /// series; `position` moves past it, and the walk stays as it is.
    ///
    /// Many readers can share one walk this way, each keeping only its position: the walk is
    /// read where it lies, never copied. A reader takes up the zone's transitions only within
    /// one call (a cache: dates outside it are computed the slow way, and are the same).
    ///
    /// ```swift
    /// var position = 0
    /// let first = try walk.next(at: &position, in: context)?.date
    /// ```
    ///
    /// - Throws: ``DateBuilderError`` if the series is invalid.
    package func next(at position: inout Int, in context: Context) throws(DateBuilderError) -> Occurrence? {
      var takenUp: TakenUpContext?
      guard let (index, value) = try cursor.next(from: &position, takingUp: &takenUp, in: context) else {
        return nil
      }
      var occurrence = value
      occurrence.index = index
      return occurrence
    }
  }
}

extension DateBuilder.Series where Element == DateBuilder.ResolvedDate {
  /// A walk over the series' occurrences, in a context lent to each step.
  ///
  /// ```swift
  /// var walk = EveryDay(starting: .today).at(hour: 9, minute: 0).occurrenceWalk
  /// ```
  package var occurrenceWalk: DateBuilder.OccurrenceWalk { DateBuilder.OccurrenceWalk(self) }
}

extension DateBuilder.Context {
  /// This context as walks start from it: with the transition cache's snapshot that covers
  /// now (the one it holds, if it does) and today's date read once.
  ///
  /// ```swift
  /// let context = DateBuilder.Context.current.forWalks()
  /// ```
  package func forWalks() -> DateBuilder.Context {
    withLatestTransitions(keepingHeld: true)
  }
}
