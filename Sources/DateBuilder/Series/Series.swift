import Foundation

/// Whether a ``DateBuilder/Series`` ends: ``DateBuilder/Bounded`` or ``DateBuilder/Unbounded``.
///
/// ```swift
/// let finite: DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded> = EveryDay(forDays: 7, starting: .today)
/// ```
public protocol SeriesExtent: Sendable {}

extension DateBuilder {
  /// Marks a series with a last element: `EveryDay(forDays: 50, starting: .today)`.
  ///
  /// ```swift
  /// let dates = EveryDay(forDays: 50, starting: .today).at(hour: 9, minute: 0).dates()
  /// ```
  public enum Bounded: SeriesExtent {}

  /// Marks a series without end: `EveryDay(starting: .today)`.
  ///
  /// Take a prefix, or iterate its ``Series/occurrences(in:)``.
  ///
  /// ```swift
  /// let firstTen = EveryDay(starting: .today).at(hour: 9, minute: 0).prefix(10).dates()
  /// ```
  public enum Unbounded: SeriesExtent {}

  /// A lazy sequence of days, weeks, months, years or resolved dates, such as
  /// `EveryMonth(forMonths: 12, starting: .thisMonth)`.
  ///
  /// Every member of the element type maps over a series — `.lastDay`, `.weekday(.third, .monday)`,
  /// `.at(hour:minute:)` — and nothing is computed until the series is evaluated, one element
  /// at a time: the first 64 dates of an unbounded series cost 64 elements.
  ///
  /// ```swift
  /// EveryMonth(forMonths: 12, starting: .thisMonth)
  ///   .lastDay
  ///   .at(hour: 23, minute: 50)
  ///   .dateComponents() // [DateComponents]
  /// ```
  ///
  /// Elements that do not exist — a fifth Friday in February, a day the time zone skipped
  /// — are left out when the series is evaluated; invalid input makes the throwing forms
  /// throw and the others return no elements.
  public struct Series<Element: Sendable, Extent: SeriesExtent>: Sendable {
    /// How many steps the series takes; `nil` for an unbounded series.
    let steps: Int?
    /// How many elements each step fans out to (31 for a month's days, 1 otherwise).
    let width: Int
    /// Why the series is invalid as a whole, if it is.
    let failure: DateBuilderError?
    /// The element at `step`, `slot`.
    let element: @Sendable (_ step: Int, _ slot: Int) -> Element
    /// How the elements recur, for the members that keep a calendar rhythm; `nil` unless
    /// such a member set it (``map(_:)`` and every other member drop it).
    var cadence: Cadence?
    /// What the elements are in integers, for the members that keep such a plan; `nil` unless
    /// such a member set it (``map(_:)`` and every other member drop it).
    var plan: SeriesPlan?
    /// Whether its elements are a list given in any order (``init(_:)``), and so may come out
    /// of date order; every series the DSL builds is in date order.
    var isListed = false

    init(
      steps: Int?, width: Int = 1, failure: DateBuilderError? = nil, isListed: Bool = false,
      element: @escaping @Sendable (_ step: Int, _ slot: Int) -> Element
    ) {
      self.steps = steps
      self.width = width
      self.failure = failure
      self.isListed = isListed
      self.element = element
    }

    /// A bounded series of the given elements, in order.
    ///
    /// Its elements need not be in date order: ``dates()`` lists them as given, and a
    /// notification timeline schedules them soonest first.
    ///
    /// ```swift
    /// let reminders = DateBuilder.Series([Today().at(hour: 9, minute: 0), Tomorrow().at(hour: 18, minute: 0)])
    /// ```
    public init(_ elements: [Element]) where Extent == Bounded {
      self.init(steps: elements.count, isListed: elements.count > 1) { step, _ in elements[step] }
    }

    /// Whether the series goes on forever.
    ///
    /// ```swift
    /// EveryWeek(starting: .thisWeek).isUnbounded // true
    /// ```
    public var isUnbounded: Bool { steps == nil }

    /// The series with `transform` applied to every element.
    func map<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> Series<T, Extent> {
      let element = self.element
      return Series<T, Extent>(steps: steps, width: width, failure: failure, isListed: isListed) {
        transform(element($0, $1))
      }
    }

    /// The series with every element replaced by `width` elements.
    func fanOut<T: Sendable>(
      width inner: Int, _ transform: @escaping @Sendable (Element, Int) -> T
    ) -> Series<T, Extent> {
      let element = self.element
      let outer = width
      return Series<T, Extent>(steps: steps, width: outer * inner, failure: failure, isListed: isListed) {
        step, slot in
        transform(element(step, slot / inner), slot % inner)
      }
    }

    /// The first `count` steps of the series; all of it, if it has fewer.
    ///
    /// ```swift
    /// EveryDay(starting: .today).at(hour: 9, minute: 0).prefix(64).dates()
    /// ```
    public func prefix(_ count: Int) -> Series<Element, Bounded> {
      guard count >= 0 else {
        return Series<Element, Bounded>(
          steps: 0, width: width, failure: .negativeCount(count), isListed: isListed, element: element)
      }
      var bounded = Series<Element, Bounded>(
        steps: steps.map { Swift.min($0, count) } ?? count, width: width, failure: failure,
        isListed: isListed,
        element: element)
      bounded.plan = plan
      return bounded
    }

    /// The elements in order, each with its position, evaluated by `evaluate` in the
    /// context lent to each call of the cursor; elements that do not exist are skipped.
    func evaluated<Value>(
      _ evaluate: @escaping @Sendable (Element, Context) throws(DateBuilderError) -> Value
    ) -> Cursor<Value> {
      Cursor(element: element, width: width, steps: steps, failure: failure, evaluate: evaluate)
    }
  }
}

extension DateBuilder.Series {
  /// Walks a series in order, evaluating each element and skipping the ones that do not
  /// exist.
  ///
  /// It keeps only what the walk reads of the series — the element function, the width, the
  /// end and the failure — not the series itself (with its cadence and plan), nor a context:
  /// the context is lent to each call, so that thousands of cursors over one context (a
  /// plan's entries) are a few words each, not thousands of copies of its calendar and zone.
  struct Cursor<Value>: Sendable {
    /// The series' element at `step`, `slot`.
    let element: @Sendable (_ step: Int, _ slot: Int) -> Element
    /// How many elements each step fans out to.
    let width: Int
    /// The number of elements, saturated at `Int.max`; `nil` for an unbounded series.
    let end: Int?
    /// Why the series is invalid as a whole, if it is.
    let failure: DateBuilderError?
    let evaluate: @Sendable (Element, DateBuilder.Context) throws(DateBuilderError) -> Value
    var index = 0
    /// The lent context with what the transition cache learnt since, taken up every 256
    /// elements; `nil` until a walk gets that far (most read a date or two).
    private var takenUp: TakenUpContext?

    /// A cursor over the elements `element` gives, `steps` (`nil`: unbounded) times `width`
    /// of them, evaluated by `evaluate` (``collect(in:shortcut:)`` takes up the cache's latest
    /// transitions itself; a caller of ``next(in:shortcut:)`` lends a context prepared for
    /// walks).
    init(
      element: @escaping @Sendable (_ step: Int, _ slot: Int) -> Element, width: Int, steps: Int?,
      failure: DateBuilderError?,
      evaluate: @escaping @Sendable (Element, DateBuilder.Context) throws(DateBuilderError) -> Value
    ) {
      self.element = element
      self.width = width
      // steps × width can exceed Int.max (`EveryMonth(forMonths: .max, …).allDays`); an index
      // never gets that far, so the bound saturates.
      self.end = steps.map { steps in
        let (total, overflow) = steps.multipliedReportingOverflow(by: width)
        return overflow ? Int.max : total
      }
      self.failure = failure
      self.evaluate = evaluate
    }

    /// Whether the series goes on forever.
    var isUnbounded: Bool { end == nil }

    /// An unbounded series that produces nothing for this many elements in a row is
    /// reported rather than searched forever; no series the DSL can express comes close.
    static var searchLimit: Int { 100_000 }

    /// The next element that exists, with its index; `nil` at the end.
    ///
    /// `shortcut` gives the value of an element index without evaluating its expression, or
    /// `nil` where the expression must answer (see ``PlannedDates``).
    mutating func next(
      in context: DateBuilder.Context,
      shortcut: (_ index: Int, _ context: DateBuilder.Context) -> Value? = { _, _ in nil }
    ) throws(DateBuilderError) -> (index: Int, value: Value)? {
      var index = index
      var takenUp = takenUp
      defer {
        self.index = index
        self.takenUp = takenUp
      }
      return try next(from: &index, takingUp: &takenUp, in: context, shortcut: shortcut)
    }

    /// The next element that exists from element `index` on, with its index; `nil` at the end.
    ///
    /// It moves `index` past it and leaves the cursor as it is, so that a cursor can be read
    /// where it lies — shared, not copied — by walks that each keep their own index.
    ///
    /// `takenUp` is what the walk took up of the transition cache so far (see
    /// ``walk(from:takingUp:in:evaluate:collecting:shortcut:)``).
    func next(
      from index: inout Int, takingUp takenUp: inout TakenUpContext?, in context: DateBuilder.Context,
      shortcut: (_ index: Int, _ context: DateBuilder.Context) -> Value? = { _, _ in nil }
    ) throws(DateBuilderError) -> (index: Int, value: Value)? {
      try next(from: &index, takingUp: &takenUp, in: context, evaluate: evaluate, shortcut: shortcut)
    }

    /// ``next(from:takingUp:in:shortcut:)``, each element evaluated by `evaluate` instead of
    /// the cursor's own evaluation (so that a walk can read another value of the same
    /// elements, or take it from `shortcut` without making the element at all).
    func next<Other>(
      from index: inout Int, takingUp takenUp: inout TakenUpContext?, in context: DateBuilder.Context,
      evaluate: (Element, DateBuilder.Context) throws(DateBuilderError) -> Other,
      shortcut: (_ index: Int, _ context: DateBuilder.Context) -> Other?
    ) throws(DateBuilderError) -> (index: Int, value: Other)? {
      if let failure { throw failure }
      var found: [Other]?
      return try walk(
        from: &index, takingUp: &takenUp, in: context, evaluate: evaluate, collecting: &found,
        shortcut: shortcut)
    }

    /// Everything that is left, evaluated in `context` with the transition cache's latest
    /// snapshot (a walk over a whole series starts from it), each element from `shortcut`
    /// where it answers.
    mutating func collect(
      in context: DateBuilder.Context,
      shortcut: (_ index: Int, _ context: DateBuilder.Context) -> Value? = { _, _ in nil }
    ) throws(DateBuilderError) -> [Value] {
      let context = try wholeSeriesContext(context)
      var values: [Value]? = []
      if let end { values?.reserveCapacity(Swift.min(end - index, 65_536)) }
      var index = index
      var takenUp = takenUp
      defer {
        self.index = index
        self.takenUp = takenUp
      }
      _ = try walk(
        from: &index, takingUp: &takenUp, in: context, evaluate: evaluate, collecting: &values,
        shortcut: shortcut)
      return values ?? []
    }

    /// The first element left that exists, evaluated in `context`; `nil` at the end.
    ///
    /// A series that fails as a whole fails here as ``collect(in:shortcut:)`` does (its last
    /// element is checked first when it is long), so that it is the first of what that collects.
    mutating func first(in context: DateBuilder.Context) throws(DateBuilderError) -> Value? {
      try next(in: wholeSeriesContext(context))?.value
    }

    /// `context` with the transition cache's latest snapshot, for a walk that answers for the
    /// whole series (``collect(in:shortcut:)``, ``first(in:)``), once the series is checked
    /// as a whole.
    ///
    /// A long series whose end lies beyond the representable dates would be walked for
    /// millions of elements before it failed there: a long one is asked for its last element
    /// first, so that it fails at once (bounded work for any count). An end that saturated
    /// stands for more elements than any walk reaches: its last is `Int.max - 1`.
    private func wholeSeriesContext(_ context: DateBuilder.Context) throws(DateBuilderError)
      -> DateBuilder.Context
    {
      if let failure { throw failure }
      let context = context.withLatestTransitions()
      if let end, end - 1 >= Self.searchLimit { try checkLast(end - 1, in: context) }
      return context
    }

    /// Walks from element `index` to the next element that exists and returns it, or, when
    /// `collecting`, to the end, adding every element that exists to it; `nil` at the end.
    ///
    /// Every 256 elements it takes up what the transition cache learnt of the zone while the
    /// series walked past the transitions it had, into `takenUp`. The elements between two
    /// take-ups are read in one context lent as it is: the one given, or the one taken up
    /// (read from its box once per run of elements, not once per element).
    private func walk<Other>(
      from index: inout Int, takingUp takenUp: inout TakenUpContext?, in lent: DateBuilder.Context,
      evaluate: (Element, DateBuilder.Context) throws(DateBuilderError) -> Other, collecting: inout [Other]?,
      shortcut: (_ index: Int, _ context: DateBuilder.Context) -> Other?
    ) throws(DateBuilderError) -> (index: Int, value: Other)? {
      var skipped = 0
      var atTakeUp = false
      while true {
        let run =
          if let takenUp {
            try self.run(
              from: &index, in: takenUp.context, atTakeUp: atTakeUp, skipped: &skipped, evaluate: evaluate,
              collecting: &collecting, shortcut: shortcut)
          } else {
            try self.run(
              from: &index, in: lent, atTakeUp: atTakeUp, skipped: &skipped, evaluate: evaluate,
              collecting: &collecting, shortcut: shortcut)
          }
        switch run {
        case .found(let index, let value): return (index, value)
        case .end: return nil
        case .takeUp:
          takenUp = TakenUpContext((takenUp?.context ?? lent).withLatestTransitions(building: false))
          atTakeUp = true
        }
      }
    }

    /// How a run of elements read in one context ended.
    private enum Run<Found> {
      case found(index: Int, value: Found)
      case end
      /// The next element is one at which the walk takes up the cache's transitions.
      case takeUp
    }

    /// Reads elements from `index` in `context` up to the next that exists (added to
    /// `collecting` when collecting, and then read on), the end, or the next take-up;
    /// `atTakeUp` says the first element's take-up is done.
    private func run<Other>(
      from index: inout Int, in context: DateBuilder.Context, atTakeUp: Bool, skipped: inout Int,
      evaluate: (Element, DateBuilder.Context) throws(DateBuilderError) -> Other, collecting: inout [Other]?,
      shortcut: (_ index: Int, _ context: DateBuilder.Context) -> Other?
    ) throws(DateBuilderError) -> Run<Other> {
      var atTakeUp = atTakeUp
      while end.map({ index < $0 }) ?? true {
        let current = index
        if current & 255 == 255, !atTakeUp { return .takeUp }
        atTakeUp = false
        index += 1
        guard let value = try value(at: current, in: context, evaluate: evaluate, shortcut: shortcut) else {
          skipped += 1
          if isUnbounded && skipped >= Self.searchLimit {
            throw .noOccurrenceWithinSearchLimit(Self.searchLimit)
          }
          continue
        }
        guard collecting != nil else { return .found(index: current, value: value) }
        collecting?.append(value)
        skipped = 0
      }
      return .end
    }

    /// The value of element `index`; `nil` if it does not exist.
    private func value<Other>(
      at index: Int, in context: DateBuilder.Context,
      evaluate: (Element, DateBuilder.Context) throws(DateBuilderError) -> Other,
      shortcut: (_ index: Int, _ context: DateBuilder.Context) -> Other?
    ) throws(DateBuilderError) -> Other? {
      if let value = shortcut(index, context) { return value }
      do {
        return try evaluate(element(index / width, index % width), context)
      } catch  where error.isAbsence {
        return nil
      }
    }

    /// Evaluates element `last` alone; throws what it throws, unless it merely does not exist.
    private func checkLast(_ last: Int, in context: DateBuilder.Context) throws(DateBuilderError) {
      do {
        _ = try evaluate(element(last / width, last % width), context)
      } catch  where !error.isAbsence {
        throw error
      } catch {
        // The last element does not exist (a filtered or skipped day): the walk decides.
      }
    }
  }
}

/// A context a cursor took up part-way through its walk, shared by reference so that the
/// cursor stays a few words.
final class TakenUpContext: Sendable {
  let context: DateBuilder.Context
  init(_ context: DateBuilder.Context) { self.context = context }
}
