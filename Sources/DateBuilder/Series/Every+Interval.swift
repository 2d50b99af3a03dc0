/// Every `interval` days, weeks, months or years from `start`, without end.
///
/// ```swift
/// Every(3, .days, starting: .today).at(hour: 9, minute: 0)            // every third day
/// Every(2, .weeks, starting: .thisWeek).weekday(.friday)             // every other Friday
/// Every(3, .months, starting: .thisMonth).day(31, clamped: true)     // quarterly, month's end
/// ```
///
/// The elements are `start` moved by 0, `interval`, 2 × `interval`, … units, each counted
/// from `start` (so months that lack a day do not shift the months after them). Anchor a
/// schedule that is rebuilt over time on a fixed day — `ExactDay(…)`, `.dayOf(signUpDate)`:
/// a relative anchor such as `.today` moves with every evaluation, so "every third day from
/// today" starts again from each day a timeline is rescheduled on. An interval
/// that is not positive, or so long that one step leaves the representable dates (about
/// 100,000 years), is reported as ``DateBuilderError/invalidInterval(_:)``.
public func Every<Element>(
  _ interval: Int, _ unit: DateBuilder.CalendarUnit<Element>, starting start: Element
) -> DateBuilder.Series<Element, DateBuilder.Unbounded> {
  intervalSeries(interval, unit, steps: nil, start: start)
}

/// `times` elements, every `interval` days, weeks, months or years from `start`.
///
/// ```swift
/// Every(3, .days, times: 10, starting: .today).at(hour: 9, minute: 0).dates()  // 10 dates, 27 days
/// Every(6, .months, times: 4, starting: .thisMonth).firstBusinessDay()
/// ```
///
/// A negative `times` is reported as ``DateBuilderError/negativeCount(_:)``; an invalid
/// interval as ``DateBuilderError/invalidInterval(_:)``.
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
    // An index that far out is past the representable dates: moving by `.max` units
    // reports `outOfRange` for every unit.
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
  // Every single unit, without end, keeps the rhythm of `EveryDay(starting:)` and its kin.
  if steps == nil && interval == 1 { series.cadence = unit.cadence }
  return series
}
