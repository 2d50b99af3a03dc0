// The original DateBuilder's `Every…` functions returned arrays. These overloads give an
// array where the code asks for one — `let days: [DateBuilder.Day] = EveryDay(…)`, a
// `[DateBuilder.Day]` parameter — and are disfavored, so that a chain (`EveryDay(…).at(…)`)
// and an unannotated `let` keep the lazy series, which a timeline can compress into
// repeating requests.

/// `days` days from `start`, spaced by `distribution`, as an array: the original's return type.
///
/// Every day is symbolic, evaluated where its date is asked for. A negative count gives no
/// days (the series form reports ``DateBuilderError/negativeCount(_:)``).
///
/// ```swift
/// let days: [DateBuilder.Day] = EveryDay(forDays: 7, starting: .today)
/// ```
@_disfavoredOverload
public func EveryDay(
  forDays days: Int, starting start: DateBuilder.Day,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Day] {
  let series: DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded> = EveryDay(
    forDays: days, starting: start, distribution: distribution)
  return series.symbolicElements
}

/// `weeks` weeks from `start`, spaced by `distribution` (in weeks), as an array.
///
/// ```swift
/// let weeks: [DateBuilder.Week] = EveryWeek(forWeeks: 4, starting: .thisWeek)
/// ```
@_disfavoredOverload
public func EveryWeek(
  forWeeks weeks: Int, starting start: DateBuilder.Week,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Week] {
  let series: DateBuilder.Series<DateBuilder.Week, DateBuilder.Bounded> = EveryWeek(
    forWeeks: weeks, starting: start, distribution: distribution)
  return series.symbolicElements
}

/// `months` months from `start`, spaced by `distribution` (in months), as an array.
///
/// ```swift
/// let months: [DateBuilder.Month] = EveryMonth(forMonths: 12, starting: .thisMonth)
/// ```
@_disfavoredOverload
public func EveryMonth(
  forMonths months: Int, starting start: DateBuilder.Month,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Month] {
  let series: DateBuilder.Series<DateBuilder.Month, DateBuilder.Bounded> = EveryMonth(
    forMonths: months, starting: start, distribution: distribution)
  return series.symbolicElements
}

/// `years` years from `start`, spaced by `distribution` (in years), as an array.
///
/// ```swift
/// let years: [DateBuilder.Year] = EveryYear(forYears: 3, starting: .thisYear)
/// ```
@_disfavoredOverload
public func EveryYear(
  forYears years: Int, starting start: DateBuilder.Year,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Year] {
  let series: DateBuilder.Series<DateBuilder.Year, DateBuilder.Bounded> = EveryYear(
    forYears: years, starting: start, distribution: distribution)
  return series.symbolicElements
}

extension DateBuilder.Series where Extent == DateBuilder.Bounded {
  /// Every element, unevaluated, for a series of one element per step; none if the series
  /// is invalid as a whole.
  var symbolicElements: [Element] {
    guard failure == nil, let steps else { return [] }
    return (0..<steps).flatMap { step in (0..<width).map { element(step, $0) } }
  }
}
