// Disfavored, so that a chain or an unannotated `let` keeps the lazy series, which a timeline
// can compress into repeating requests.

/// `days` days from `start`, as an array: `let days: [DateBuilder.Day] = EveryDay(forDays: 7, starting: d)`.
@_disfavoredOverload
public func EveryDay(
  forDays days: Int, starting start: DateBuilder.Day,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Day] {
  distribution.generate(count: days, start: start) { $0.addingDays($1) }
}

/// `weeks` weeks from `start` in an array: `let a: [DateBuilder.Week] = EveryWeek(forWeeks: 4, starting: s)`.
@_disfavoredOverload
public func EveryWeek(
  forWeeks weeks: Int, starting start: DateBuilder.Week,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Week] {
  distribution.generate(count: weeks, start: start) { $0.addingWeeks($1) }
}

/// `months` months, as an array: `let a: [DateBuilder.Month] = EveryMonth(forMonths: 6, starting: m)`.
@_disfavoredOverload
public func EveryMonth(
  forMonths months: Int, starting start: DateBuilder.Month,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Month] {
  distribution.generate(count: months, start: start) { $0.addingMonths($1) }
}

/// `years` years from `start` in an array: `let a: [DateBuilder.Year] = EveryYear(forYears: 3, starting: s)`.
@_disfavoredOverload
public func EveryYear(
  forYears years: Int, starting start: DateBuilder.Year,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Year] {
  distribution.generate(count: years, start: start) { $0.addingYears($1) }
}
