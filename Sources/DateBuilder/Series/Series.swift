/// Whether a ``DateBuilder/Series`` ends: ``DateBuilder/Bounded`` or ``DateBuilder/Unbounded``:
/// `let days: DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded> = ThisMonth().allDays`.
public protocol SeriesExtent: Sendable {}

extension DateBuilder {
  /// Marks a series with a last element: `EveryDay(forDays: 50, starting: .today)`.
  public enum Bounded: SeriesExtent {}

  /// Marks a series without end, read by a prefix or its occurrences: `EveryDay(starting: .today)`.
  public enum Unbounded: SeriesExtent {}

  /// A lazy sequence of days, weeks, months, years or resolved dates:
  /// `EveryMonth(forMonths: 12, starting: .thisMonth).lastDay.at(hour: 23, minute: 50).dates()`.
  ///
  /// Elements that do not exist (a fifth Friday, a day the zone skipped) are left out.
  public struct Series<Element: Sendable, Extent: SeriesExtent>: Sendable {
    let steps: Int?
    /// How many elements each step fans out to (31 for a month's days, 1 otherwise).
    let width: Int
    let failure: DateBuilderError?
    let element: @Sendable (_ step: Int, _ slot: Int) -> Element
    /// Set only by the members that keep a calendar rhythm; ``map(_:)`` drops it.
    var cadence: Cadence?
    /// Set only by the members that keep an integer plan; ``map(_:)`` drops it.
    var plan: SeriesPlan?
    /// Whether the elements are a list given in any order (``init(_:)``); a DSL series is in date order.
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

    /// A bounded series of the elements, in the order given: `DateBuilder.Series([Today(), Tomorrow()])`.
    public init(_ elements: [Element]) where Extent == Bounded {
      self.init(steps: elements.count, isListed: elements.count > 1) { step, _ in elements[step] }
    }

    /// Whether the series goes on forever.
    public var isUnbounded: Bool { steps == nil }

    func map<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> Series<T, Extent> {
      let element = self.element
      return Series<T, Extent>(steps: steps, width: width, failure: failure, isListed: isListed) {
        transform(element($0, $1))
      }
    }

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

    /// The first `count` steps of the series, or all of it: `EveryDay(starting: .today).prefix(64)`.
    ///
    /// A negative `count` is ``DateBuilderError/negativeCount(_:)`` when evaluated.
    public func prefix(_ count: Int) -> Series<Element, Bounded> {
      guard count >= 0 else {
        return Series<Element, Bounded>(
          steps: 0, width: width, failure: .negativeCount(count), isListed: isListed, element: element)
      }
      var bounded = Series<Element, Bounded>(
        steps: steps.map { Swift.min($0, count) } ?? count, width: width, failure: failure,
        isListed: isListed, element: element)
      bounded.plan = plan
      return bounded
    }

    /// A cursor over the elements, each evaluated by `evaluate`; elements that do not exist are skipped.
    func evaluated<Value>(
      _ evaluate: @escaping @Sendable (Element, Context) throws(DateBuilderError) -> Value
    ) -> Cursor<Value> {
      Cursor(element: element, width: width, steps: steps, failure: failure, evaluate: evaluate)
    }
  }
}

extension DateBuilder.Series {
  /// Walks a series in order, evaluating each element and skipping the ones that do not exist; it
  /// holds no context, so that thousands of cursors over one context stay a few words each.
  struct Cursor<Value>: Sendable {
    let element: @Sendable (_ step: Int, _ slot: Int) -> Element
    let width: Int
    /// The number of elements, saturated at `Int.max`; `nil` for an unbounded series.
    let end: Int?
    let failure: DateBuilderError?
    let evaluate: @Sendable (Element, DateBuilder.Context) throws(DateBuilderError) -> Value
    var index = 0
    /// The transition cache's latest, taken up every 256 elements; `nil` until a walk gets that far.
    private var takenUp: TakenUpContext?

    init(
      element: @escaping @Sendable (_ step: Int, _ slot: Int) -> Element, width: Int, steps: Int?,
      failure: DateBuilderError?,
      evaluate: @escaping @Sendable (Element, DateBuilder.Context) throws(DateBuilderError) -> Value
    ) {
      self.element = element
      self.width = width
      // steps × width can exceed Int.max (`EveryMonth(forMonths: .max, …).allDays`): it saturates.
      self.end = steps.map { steps in
        let (total, overflow) = steps.multipliedReportingOverflow(by: width)
        return overflow ? Int.max : total
      }
      self.failure = failure
      self.evaluate = evaluate
    }

    var isUnbounded: Bool { end == nil }

    /// A series that produces nothing for this many elements in a row is reported, not searched
    /// on: a bounded one can be 36 million days long, and a filter can keep none of them.
    static var searchLimit: Int { 100_000 }

    /// The next element that exists, with its index; `nil` at the end.
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

    /// The next element that exists from `index` on, moving `index` past it; `nil` at the end.
    func next(
      from index: inout Int, takingUp takenUp: inout TakenUpContext?, in context: DateBuilder.Context,
      shortcut: (_ index: Int, _ context: DateBuilder.Context) -> Value? = { _, _ in nil }
    ) throws(DateBuilderError) -> (index: Int, value: Value)? {
      try next(from: &index, takingUp: &takenUp, in: context, evaluate: evaluate, shortcut: shortcut)
    }

    /// ``next(from:takingUp:in:shortcut:)`` with another evaluation of the same elements.
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

    /// Everything that is left, evaluated in `context` with the transition cache's latest snapshot.
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

    /// The first element left that exists; a series invalid as a whole fails as in ``collect(in:shortcut:)``.
    mutating func first(in context: DateBuilder.Context) throws(DateBuilderError) -> Value? {
      try next(in: wholeSeriesContext(context))?.value
    }

    /// `context` with the cache's latest snapshot, once the series is checked as a whole: a long
    /// series's last element first, so that an end past the representable dates fails at once.
    private func wholeSeriesContext(_ context: DateBuilder.Context) throws(DateBuilderError)
      -> DateBuilder.Context
    {
      if let failure { throw failure }
      let context = context.withLatestTransitions()
      if let end, end - 1 >= Self.searchLimit { try checkLast(end - 1, in: context) }
      return context
    }

    /// Walks to the next element that exists, or, when `collecting`, to the end, collecting each;
    /// every 256 elements it takes up what the cache learnt of the zone into `takenUp`.
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

    private enum Run<Found> {
      case found(index: Int, value: Found)
      case end
      case takeUp
    }

    /// Reads up to the next element that exists, the end, or the next take-up; `atTakeUp`
    /// says the first element's take-up is done.
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
          if skipped >= Self.searchLimit {
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

    /// Throws what element `last` throws, unless it merely does not exist.
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

/// A context a cursor took up part-way, by reference so that the cursor stays a few words.
final class TakenUpContext: Sendable {
  let context: DateBuilder.Context
  init(_ context: DateBuilder.Context) { self.context = context }
}
