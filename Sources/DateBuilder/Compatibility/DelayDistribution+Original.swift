/// The original DateBuilder's top-level name for ``DateBuilder/DelayDistribution``.
public typealias DelayDistribution = DateBuilder.DelayDistribution

extension DateBuilder.DelayDistribution {
  /// A distribution that puts occurrence `number` (from 0) of `totalCount` (`Int.max` without end)
  /// `delayForNumber(number, totalCount)` days after the start:
  /// `let backLoaded = DelayDistribution { number, total in number < total / 2 ? number : number * 2 }`.
  public init(delayForNumber: @escaping @Sendable (_ number: Int, _ totalCount: Int) -> Int) {
    self.init(counting: { index, count in delayForNumber(index, count ?? .max) })
  }

  /// The day offset of occurrence `number` (from 0) of `totalCount`, as the original's property.
  public var delayForNumber: (_ number: Int, _ totalCount: Int) -> Int {
    let offset = self.offset
    return { number, totalCount in offset(number, totalCount) }
  }

  /// The first `count` units from `start`, each `addDelay(start, offset)`:
  /// `DelayDistribution.normal.generate(count: 3, start: 10, addDelay: +)` is `[10, 11, 12]`.
  ///
  /// A negative `count` gives none; a count past the days the calendars span (`Int.max`, which the
  /// original passes for a series without end) gives as many units as there are such days.
  public func generate<Unit>(count: Int, start: Unit, addDelay: (Unit, Int) -> Unit) -> [Unit] {
    (0..<Self.generatedCount(for: count)).map { addDelay(start, offset($0, count)) }
  }

  /// How many units ``generate(count:start:addDelay:)`` makes: an array longer than the calendars'
  /// span in days holds no more dates, and one of `Int.max` elements cannot be allocated.
  static func generatedCount(for count: Int) -> Int {
    min(max(0, count), maximumArrayCount)
  }
}

/// `weeks` weeks from `start` spaced by `d`: `EveryWeek(forWeeks: 8, starting: w, distribution: d)`.
public func EveryWeek(
  forWeeks weeks: Int, starting start: DateBuilder.Week, distribution: DateBuilder.DelayDistribution
) -> DateBuilder.Series<DateBuilder.Week, DateBuilder.Bounded> {
  spaced(steps: weeks, by: distribution, { start.addingWeeks($0) }) {
    DateBuilder.Week(.weekOfDay(DateBuilder.Day(.failure($0))))
  }
}

/// `months` months from `start` spaced by `d`: `EveryMonth(forMonths: 9, starting: m, distribution: d)`.
public func EveryMonth(
  forMonths months: Int, starting start: DateBuilder.Month, distribution: DateBuilder.DelayDistribution
) -> DateBuilder.Series<DateBuilder.Month, DateBuilder.Bounded> {
  spaced(steps: months, by: distribution, { start.addingMonths($0) }) {
    DateBuilder.Month(.monthOfDay(DateBuilder.Day(.failure($0))))
  }
}

/// `years` years from `start` spaced by `d`: `EveryYear(forYears: 5, starting: y, distribution: d)`.
public func EveryYear(
  forYears years: Int, starting start: DateBuilder.Year, distribution: DateBuilder.DelayDistribution
) -> DateBuilder.Series<DateBuilder.Year, DateBuilder.Bounded> {
  spaced(steps: years, by: distribution, { start.addingYears($0) }) {
    DateBuilder.Year(.yearOfDay(DateBuilder.Day(.failure($0))))
  }
}
