package import Foundation

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
    /// The series' integer plan, when it has one and each step is one element: what
    /// ``nextDate(at:in:)`` reads dates from without making the elements.
    private let plan: SharedPlan?
    /// Whether the series reads its dates in date order: every series the DSL builds does; a
    /// list of dates given in any order (an array, ``Series/init(_:)``) may not.
    package let isInDateOrder: Bool

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
      plan = series.width == 1 ? series.plan.map(SharedPlan.init) : nil
      isInDateOrder = !series.isListed
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

    /// The next date from `position` on, with the wall-clock reading it resolves, as
    /// ``next(at:in:)`` reads it but without its date expression: where the series has an
    /// integer plan, the date and the reading come from the plan, and the element is never
    /// made.
    ///
    /// ```swift
    /// var position = 0
    /// let labels = try walk.nextDate(at: &position, in: context)?.labels(in: context)
    /// ```
    ///
    /// - Throws: ``DateBuilderError`` if the series is invalid.
    package func nextDate(at position: inout Int, in context: Context) throws(DateBuilderError) -> WalkedDate?
    {
      try nextDate(at: &position, in: context, planned: plan?.planned(in: context))
    }

    /// ``nextDate(at:in:)`` with the walk's plan made ready for `context` once, by
    /// ``prepared(in:)``, rather than at each call: for a reader that reads many dates in one
    /// context.
    ///
    /// ```swift
    /// let prepared = walk.prepared(in: context)
    /// let next = try walk.nextDate(at: &position, in: context, prepared: prepared)
    /// ```
    ///
    /// - Throws: ``DateBuilderError`` if the series is invalid.
    package func nextDate(
      at position: inout Int, in context: Context, prepared: PreparedWalk
    ) throws(DateBuilderError) -> WalkedDate? {
      try nextDate(at: &position, in: context, planned: prepared.planned)
    }

    /// How many elements from the first are dates before yesterday in `context`.
    ///
    /// They are counted from the walk's integer plan (`prepared`) without reading them; 0 when
    /// it has none that counts them. A walk after dates to come starts its position there.
    ///
    /// ```swift
    /// var position = walk.elementsBeforeYesterday(in: context, prepared: prepared)
    /// ```
    package func elementsBeforeYesterday(in context: Context, prepared: PreparedWalk) -> Int {
      guard let planned = prepared.planned, let today = try? context.today() else { return 0 }
      let steps = planned.stepsBefore(today: today)
      return cursor.end.map { Swift.min(steps, $0) } ?? steps
    }

    /// The walk's integer plan made ready for `context`, for ``nextDate(at:in:prepared:)``
    /// to read in that same context.
    package func prepared(in context: Context) -> PreparedWalk {
      PreparedWalk(planned: plan?.planned(in: context))
    }

    private func nextDate(
      at position: inout Int, in context: Context, planned: PlannedDates?
    ) throws(DateBuilderError) -> WalkedDate? {
      var takenUp: TakenUpContext?
      return try cursor.next(
        from: &position, takingUp: &takenUp, in: context, evaluate: WalkedDate.init(evaluating:in:),
        shortcut: { step, context in planned?.walkedDate(at: step, in: context) }
      )?.value
    }
  }

  /// A walk's integer plan made ready for one context (``OccurrenceWalk/prepared(in:)``).
  package struct PreparedWalk: Sendable {
    let planned: PlannedDates?
  }

  /// A date a walk read, with the wall-clock reading it resolves (or the instant it is),
  /// from which its labels are read when they are asked for.
  ///
  /// ```swift
  /// let labels = try walked.labels(in: context) // what the date expression's labels would be
  /// ```
  package struct WalkedDate: Sendable {
    /// The date.
    package let date: Date
    let evaluated: ResolvedDate.Evaluated

    init(date: Date, evaluated: ResolvedDate.Evaluated) {
      self.date = date
      self.evaluated = evaluated
    }

    /// The date `expression` resolves to in `context`, with what it evaluated to.
    package init(evaluating expression: ResolvedDate, in context: Context) throws(DateBuilderError) {
      evaluated = try expression.evaluate(in: context)
      date = try evaluated.date(in: context)
    }

    /// Its labels in `context` (the context it was read in), as its date expression's
    /// ``ResolvedDate/wallClockLabels(in:)`` gives them.
    package func labels(in context: borrowing Context) throws(DateBuilderError) -> WallClockLabels {
      try WallClockLabels(evaluated, in: context)
    }

    /// Whether it is an instant that shows the same wall-clock reading as an earlier instant:
    /// the second of the two when clocks fall back (02:30 CET after 02:30 CEST).
    ///
    /// Its labels name the first of the two by DateBuilder's policy, so whoever writes it as
    /// wall-clock components moves it an hour earlier. A wall-clock time is never one: it is
    /// the first of the two already.
    ///
    /// ```swift
    /// if try walked.showsRepeatedReading(in: context) { /* schedule walked.date as an instant */ }
    /// ```
    package func showsRepeatedReading(in context: borrowing Context) throws(DateBuilderError) -> Bool {
      guard case .instant = evaluated else { return false }
      let reading = try WallClock(date, in: context.zone)
      return try reading.instant(in: context.zone, labels: context.civil) < date
    }

    /// Whether it is an exact instant (`ExactlyAt`, and steps of elapsed time from one)
    /// rather than a wall-clock time.
    ///
    /// ```swift
    /// if walked.isInstant { /* schedule walked.date as an instant */ }
    /// ```
    package var isInstant: Bool {
      if case .instant = evaluated { true } else { false }
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

/// A series' integer plan, shared by reference, so that a walk holds one reference rather
/// than the plan's expressions, and made ready for a context in a method of its own, which
/// reads the plan where it lies.
final class SharedPlan: Sendable {
  let plan: SeriesPlan

  init(_ plan: SeriesPlan) {
    self.plan = plan
  }

  /// The plan made ready for `context`; `nil` where the elements' expressions must answer.
  func planned(in context: DateBuilder.Context) -> PlannedDates? {
    PlannedDates(plan, in: context)
  }
}
