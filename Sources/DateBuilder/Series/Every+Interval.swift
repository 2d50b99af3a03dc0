/// Every `interval` days, weeks, months or years from `start`, without end:
/// `Every(2, .weeks, starting: .thisWeek).weekday(.friday)`.
public func Every<Element>(
  _ interval: Int, _ unit: DateBuilder.CalendarUnit<Element>, starting start: Element
) -> DateBuilder.Series<Element, DateBuilder.Unbounded> {
  intervalSeries(interval, unit, steps: nil, start: start)
}

/// `times` elements, every `interval` units from `start`: `Every(3, .days, times: 10, starting: .today)`.
public func Every<Element>(
  _ interval: Int, _ unit: DateBuilder.CalendarUnit<Element>, times: Int, starting start: Element
) -> DateBuilder.Series<Element, DateBuilder.Bounded> {
  intervalSeries(interval, unit, steps: times, start: start)
}

private func intervalSeries<Element, Extent: SeriesExtent>(
  _ interval: Int, _ unit: DateBuilder.CalendarUnit<Element>, steps: Int?, start: Element
) -> DateBuilder.Series<Element, Extent> {
  let advance = unit.advance
  let element: @Sendable (Int, Int) -> Element = { step, _ in
    // Past the representable dates anyway: `.max` units report `outOfRange` for every unit.
    let (distance, overflow) = step.multipliedReportingOverflow(by: interval)
    return advance(start, overflow ? .max : distance)
  }
  if let steps, steps < 0 {
    return DateBuilder.Series(steps: 0, failure: .negativeCount(steps), element: element)
  }
  guard (1...unit.maximum).contains(interval) else {
    return DateBuilder.Series(steps: 0, failure: .invalidInterval(interval), element: element)
  }
  var series = DateBuilder.Series<Element, Extent>(steps: steps, element: element)
  if steps == nil && interval == 1 { series.cadence = unit.cadence }
  return series
}
