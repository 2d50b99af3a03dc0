package import Foundation

extension DateBuilder {
  /// ``Occurrences`` without a context of its own: each call is lent one, prepared once with
  /// ``Context/forWalks()``, so that thousands of walks (a plan's entries) share it.
  package struct OccurrenceWalk: Sendable {
    private var cursor: Series<ResolvedDate, Unbounded>.Cursor<Occurrence>
    /// The series' integer plan, when each step is one element: dates without making the elements.
    private let plan: SharedPlan?
    /// False for a list given in any order (``Series/init(_:)``); every DSL series is in date order.
    package let isInDateOrder: Bool

    /// Not `borrowing`: reading parts of a borrowed series trips the compiler (6.3) when it builds
    /// for Apple platforms ("copy of noncopyable typed value").
    init<E>(_ series: Series<ResolvedDate, E>) {
      // The cursor copies only the parts it reads, not the cadence and plan boxes; the
      // evaluation is a function, not a capturing closure.
      cursor = .init(
        element: series.element, width: series.width, steps: series.steps, failure: series.failure,
        evaluate: Self.occurrence)
      plan = series.width == 1 ? series.plan.map(SharedPlan.init) : nil
      isInDateOrder = !series.isListed
    }

    /// The occurrence `date` names; ``next(in:)`` sets its index.
    @Sendable private static func occurrence(
      _ date: ResolvedDate, in context: Context
    ) throws(DateBuilderError) -> Occurrence {
      Occurrence(index: 0, resolvedDate: date, date: try date.date(in: context))
    }

    /// The position of the next element it reads; set to another walk's, it reads on as that one.
    package var position: Int {
      get { cursor.index }
      set { cursor.index = newValue }
    }

    /// The next occurrence in `context`, or `nil` at the end; throws if the series is invalid.
    package mutating func next(in context: Context) throws(DateBuilderError) -> Occurrence? {
      guard let (index, value) = try cursor.next(in: context) else { return nil }
      var occurrence = value
      occurrence.index = index
      return occurrence
    }

    /// The next occurrence from `position` on, moving `position` past it; the walk stays as it
    /// is, so that many readers share it, each keeping only its position.
    package func next(at position: inout Int, in context: Context) throws(DateBuilderError) -> Occurrence? {
      var takenUp: TakenUpContext?
      guard let (index, value) = try cursor.next(from: &position, takingUp: &takenUp, in: context) else {
        return nil
      }
      var occurrence = value
      occurrence.index = index
      return occurrence
    }

    /// ``next(at:in:)``'s date and wall-clock reading, from the integer plan where there is one,
    /// without making the element.
    package func nextDate(at position: inout Int, in context: Context) throws(DateBuilderError) -> WalkedDate?
    {
      try nextDate(at: &position, in: context, planned: plan?.planned(in: context))
    }

    /// ``nextDate(at:in:)`` with the plan made ready once by ``prepared(in:)``, for many reads.
    package func nextDate(
      at position: inout Int, in context: Context, prepared: PreparedWalk
    ) throws(DateBuilderError) -> WalkedDate? {
      try nextDate(at: &position, in: context, planned: prepared.planned)
    }

    /// How many elements from the first are dates before yesterday, counted from the plan
    /// without reading them (0 without one): where a walk after dates to come may start.
    package func elementsBeforeYesterday(in context: Context, prepared: PreparedWalk) -> Int {
      guard let planned = prepared.planned, let today = try? context.today() else { return 0 }
      let steps = planned.stepsBefore(today: today)
      return cursor.end.map { Swift.min(steps, $0) } ?? steps
    }

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

  /// A date a walk read, with the wall-clock reading (or instant) its labels are read from.
  package struct WalkedDate: Sendable {
    package let date: Date
    let evaluated: ResolvedDate.Evaluated

    init(date: Date, evaluated: ResolvedDate.Evaluated) {
      self.date = date
      self.evaluated = evaluated
    }

    package init(evaluating expression: ResolvedDate, in context: Context) throws(DateBuilderError) {
      evaluated = try expression.evaluate(in: context)
      date = try evaluated.date(in: context)
    }

    /// Its labels in the context it was read in, as ``ResolvedDate/wallClockLabels(in:)`` gives them.
    package func labels(in context: borrowing Context) throws(DateBuilderError) -> WallClockLabels {
      try WallClockLabels(evaluated, in: context)
    }

    /// Whether it is an instant showing the reading of an earlier one (02:30 CET after 02:30 CEST),
    /// which written as wall-clock components would move an hour earlier; never a wall-clock time.
    package func showsRepeatedReading(in context: borrowing Context) throws(DateBuilderError) -> Bool {
      guard case .instant = evaluated else { return false }
      let reading = try WallClock(date, in: context.zone)
      return try reading.instant(in: context.zone, labels: context.civil) < date
    }

    /// Whether it is an exact instant (`ExactlyAt`, and elapsed time from one), not a wall-clock time.
    package var isInstant: Bool {
      if case .instant = evaluated { true } else { false }
    }
  }
}

extension DateBuilder.Series where Element == DateBuilder.ResolvedDate {
  /// A walk over the series' occurrences, in a context lent to each step.
  package var occurrenceWalk: DateBuilder.OccurrenceWalk { DateBuilder.OccurrenceWalk(self) }
}

extension DateBuilder.Context {
  /// This context as walks start from it: with a transition snapshot that covers now.
  package func forWalks() -> DateBuilder.Context {
    withLatestTransitions(keepingHeld: true)
  }
}

/// A series' integer plan by reference, so that a walk holds one reference, not the plan's expressions.
final class SharedPlan: Sendable {
  let plan: SeriesPlan

  init(_ plan: SeriesPlan) {
    self.plan = plan
  }

  func planned(in context: DateBuilder.Context) -> PlannedDates? {
    PlannedDates(plan, in: context)
  }
}
