/// `days` days from `start`, spaced by `distribution`: `EveryDay(forDays: 50, starting: .today)`.
///
/// A negative count, here and in the other `Every…` functions, is ``DateBuilderError/negativeCount(_:)``.
public func EveryDay(
  forDays days: Int, starting start: DateBuilder.Day,
  distribution: DateBuilder.DelayDistribution = .normal
) -> DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded> {
  daySeries(steps: days, start: start, distribution: distribution)
}

/// Every day from `start`, without end: `EveryDay(starting: .tomorrow).at(hour: 21, minute: 0).prefix(64)`.
public func EveryDay(
  starting start: DateBuilder.Day, distribution: DateBuilder.DelayDistribution = .normal
) -> DateBuilder.Series<DateBuilder.Day, DateBuilder.Unbounded> {
  var series: DateBuilder.Series<DateBuilder.Day, DateBuilder.Unbounded> = daySeries(
    steps: nil, start: start, distribution: distribution)
  if distribution.isEveryDay { series.cadence = .everyDay }
  return series
}

/// `weeks` weeks from `start`: `EveryWeek(forWeeks: 10, starting: .thisWeek).weekendStartDay`.
public func EveryWeek(
  forWeeks weeks: Int, starting start: DateBuilder.Week
) -> DateBuilder.Series<DateBuilder.Week, DateBuilder.Bounded> {
  stepSeries(steps: weeks, plan: .weeks(first: start)) { start.addingWeeks($0) }
}

/// Every week from `start`, without end: `EveryWeek(starting: .nextWeek).weekday(.monday)`.
public func EveryWeek(starting start: DateBuilder.Week)
  -> DateBuilder.Series<DateBuilder.Week, DateBuilder.Unbounded>
{
  stepSeries(steps: nil, cadence: .everyWeek, plan: .weeks(first: start)) { start.addingWeeks($0) }
}

/// `months` months from `start`: `EveryMonth(forMonths: 12, starting: .thisMonth).first(.friday)`.
public func EveryMonth(
  forMonths months: Int, starting start: DateBuilder.Month
) -> DateBuilder.Series<DateBuilder.Month, DateBuilder.Bounded> {
  stepSeries(steps: months, plan: .months(first: start, stride: 1)) { start.addingMonths($0) }
}

/// Every month from `start`, without end: `EveryMonth(starting: .thisMonth).lastDay.at(hour: 18, minute: 0)`.
public func EveryMonth(starting start: DateBuilder.Month)
  -> DateBuilder.Series<DateBuilder.Month, DateBuilder.Unbounded>
{
  stepSeries(steps: nil, cadence: .everyMonth, plan: .months(first: start, stride: 1)) {
    start.addingMonths($0)
  }
}

/// `years` years from `start`: `EveryYear(forYears: 100, starting: .thisYear).lastMonth.lastDay`.
public func EveryYear(
  forYears years: Int, starting start: DateBuilder.Year
) -> DateBuilder.Series<DateBuilder.Year, DateBuilder.Bounded> {
  stepSeries(steps: years, plan: .years(first: start)) { start.addingYears($0) }
}

/// Every year from `start`, without end: `EveryYear(starting: .thisYear).firstMonth.first(.monday)`.
public func EveryYear(starting start: DateBuilder.Year)
  -> DateBuilder.Series<DateBuilder.Year, DateBuilder.Unbounded>
{
  stepSeries(steps: nil, cadence: .everyYear, plan: .years(first: start)) { start.addingYears($0) }
}

private func stepSeries<Element: Sendable, Extent: SeriesExtent>(
  steps: Int?, cadence: DateBuilder.Cadence? = nil, plan: SeriesPlan.Steps? = nil,
  _ element: @escaping @Sendable (Int) -> Element
) -> DateBuilder.Series<Element, Extent> {
  var series: DateBuilder.Series<Element, Extent> =
    if let steps, steps < 0 {
      DateBuilder.Series(steps: 0, failure: .negativeCount(steps)) { step, _ in element(step) }
    } else {
      DateBuilder.Series(steps: steps) { step, _ in element(step) }
    }
  series.cadence = cadence
  series.plan = plan.map { SeriesPlan(steps: $0) }
  return series
}

private func daySeries<Extent: SeriesExtent>(
  steps: Int?, start: DateBuilder.Day, distribution: DateBuilder.DelayDistribution
) -> DateBuilder.Series<DateBuilder.Day, Extent> {
  var series: DateBuilder.Series<DateBuilder.Day, Extent> = spaced(
    steps: steps, by: distribution, { start.addingDays($0) }, failing: { DateBuilder.Day(.failure($0)) })
  if distribution.isEveryDay { series.plan = SeriesPlan(steps: .days(first: start, stride: 1)) }
  return series
}

/// Each step `distribution`'s offset from the start; an offset that does not move forward, or a
/// negative count, is a typed error.
func spaced<Element: Sendable, Extent: SeriesExtent>(
  steps: Int?, by distribution: DateBuilder.DelayDistribution,
  _ element: @escaping @Sendable (Int) -> Element,
  failing: @escaping @Sendable (DateBuilderError) -> Element
) -> DateBuilder.Series<Element, Extent> {
  stepSeries(steps: steps) { index in
    switch Result(catching: { () throws(DateBuilderError) in try distribution.day(index, of: steps) }) {
    case .success(let offset): element(offset)
    case .failure(let error): failing(error)
    }
  }
}
