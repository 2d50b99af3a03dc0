/// `days` days from `start`, spaced by `distribution` (one a day by default).
///
/// A negative count, here and in the other `Every…` functions, is ``DateBuilderError/negativeCount(_:)``.
///
/// ```swift
/// EveryDay(forDays: 50, starting: .today).at(hour: 9, minute: 0).dates()
/// ```
public func EveryDay(
  forDays days: Int, starting start: DateBuilder.Day,
  distribution: DateBuilder.DelayDistribution = .normal
) -> DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded> {
  daySeries(steps: days, start: start, distribution: distribution)
}

/// Every day from `start`, without end:
/// `EveryDay(starting: .tomorrow).at(hour: 21, minute: 0).prefix(64).dates()`.
public func EveryDay(
  starting start: DateBuilder.Day, distribution: DateBuilder.DelayDistribution = .normal
) -> DateBuilder.Series<DateBuilder.Day, DateBuilder.Unbounded> {
  var series: DateBuilder.Series<DateBuilder.Day, DateBuilder.Unbounded> = daySeries(
    steps: nil, start: start, distribution: distribution)
  if distribution.isEveryDay { series.cadence = .everyDay }
  return series
}

/// `weeks` weeks from `start`:
/// `EveryWeek(forWeeks: 10, starting: .thisWeek).weekendStartDay.at(hour: 9, minute: 0)`.
public func EveryWeek(
  forWeeks weeks: Int, starting start: DateBuilder.Week
) -> DateBuilder.Series<DateBuilder.Week, DateBuilder.Bounded> {
  var series: DateBuilder.Series<DateBuilder.Week, DateBuilder.Bounded> = stepSeries(steps: weeks) {
    start.addingWeeks($0)
  }
  series.plan = SeriesPlan(steps: .weeks(first: start))
  return series
}

/// Every week from `start`, without end.
///
/// ```swift
/// EveryWeek(starting: .nextWeek).weekday(.monday).at(hour: 8, minute: 0)
/// ```
public func EveryWeek(starting start: DateBuilder.Week)
  -> DateBuilder.Series<DateBuilder.Week, DateBuilder.Unbounded>
{
  var series: DateBuilder.Series<DateBuilder.Week, DateBuilder.Unbounded> = stepSeries(steps: nil) {
    start.addingWeeks($0)
  }
  series.cadence = .everyWeek
  series.plan = SeriesPlan(steps: .weeks(first: start))
  return series
}

/// `months` months from `start`:
/// `EveryMonth(forMonths: 12, starting: .thisMonth).first(.friday).at(hour: 20, minute: 15)`.
public func EveryMonth(
  forMonths months: Int, starting start: DateBuilder.Month
) -> DateBuilder.Series<DateBuilder.Month, DateBuilder.Bounded> {
  var series: DateBuilder.Series<DateBuilder.Month, DateBuilder.Bounded> = stepSeries(steps: months) {
    start.addingMonths($0)
  }
  series.plan = SeriesPlan(steps: .months(first: start, stride: 1))
  return series
}

/// Every month from `start`, without end: `EveryMonth(starting: .thisMonth).lastDay.at(hour: 18, minute: 0)`.
public func EveryMonth(starting start: DateBuilder.Month)
  -> DateBuilder.Series<DateBuilder.Month, DateBuilder.Unbounded>
{
  var series: DateBuilder.Series<DateBuilder.Month, DateBuilder.Unbounded> = stepSeries(steps: nil) {
    start.addingMonths($0)
  }
  series.cadence = .everyMonth
  series.plan = SeriesPlan(steps: .months(first: start, stride: 1))
  return series
}

/// `years` years from `start`: `EveryYear(forYears: 100, starting: .thisYear).lastMonth.lastDay`.
public func EveryYear(
  forYears years: Int, starting start: DateBuilder.Year
) -> DateBuilder.Series<DateBuilder.Year, DateBuilder.Bounded> {
  var series: DateBuilder.Series<DateBuilder.Year, DateBuilder.Bounded> = stepSeries(steps: years) {
    start.addingYears($0)
  }
  series.plan = SeriesPlan(steps: .years(first: start))
  return series
}

/// Every year from `start`, without end: `EveryYear(starting: .thisYear).firstMonth.first(.monday)`.
public func EveryYear(starting start: DateBuilder.Year)
  -> DateBuilder.Series<DateBuilder.Year, DateBuilder.Unbounded>
{
  var series: DateBuilder.Series<DateBuilder.Year, DateBuilder.Unbounded> = stepSeries(steps: nil) {
    start.addingYears($0)
  }
  series.cadence = .everyYear
  series.plan = SeriesPlan(steps: .years(first: start))
  return series
}

private func stepSeries<Element: Sendable, Extent: SeriesExtent>(
  steps: Int?, _ element: @escaping @Sendable (Int) -> Element
) -> DateBuilder.Series<Element, Extent> {
  if let steps, steps < 0 {
    return DateBuilder.Series(steps: 0, failure: .negativeCount(steps)) { step, _ in element(step) }
  }
  return DateBuilder.Series(steps: steps) { step, _ in element(step) }
}

private func daySeries<Extent: SeriesExtent>(
  steps: Int?, start: DateBuilder.Day, distribution: DateBuilder.DelayDistribution
) -> DateBuilder.Series<DateBuilder.Day, Extent> {
  var series: DateBuilder.Series<DateBuilder.Day, Extent> = stepSeries(steps: steps) { index in
    switch Result(catching: { () throws(DateBuilderError) in try distribution.day(index, of: steps) }) {
    case .success(let offset): start.addingDays(offset)
    case .failure(let error): DateBuilder.Day(.failure(error))
    }
  }
  if distribution.isEveryDay { series.plan = SeriesPlan(steps: .days(first: start, stride: 1)) }
  return series
}
