extension DateBuilder.Series where Element == DateBuilder.Day {
  /// The days of the series on one of `weekdays`, lazily: `EveryDay(starting: .today).on([.monday])`.
  public func on(_ weekdays: Set<DateBuilder.Weekday>) -> Self {
    filtered(.weekdays(weekdays))
  }

  /// The days that are not weekend days by the calendar's locale: `EveryDay(starting: .today).onWeekdays()`.
  public func onWeekdays() -> Self { filtered(.workingDays) }

  /// The days that are weekend days by the calendar's locale: `EveryDay(starting: .today).onWeekends()`.
  public func onWeekends() -> Self { filtered(.weekend) }

  /// The days that are neither weekend days nor `holidays`: `EveryDay(starting: .today).onBusinessDays()`.
  public func onBusinessDays(holidays: Set<DateBuilder.Day> = []) -> Self {
    filtered(.businessDays(holidays: holidays))
  }

  private func filtered(_ filter: DayFilter) -> Self {
    var kept = map { DateBuilder.Day(.rule(.filtered($0, filter))) }
    guard failure == nil, let problem = filter.problem else {
      kept.cadence = cadence.flatMap { filter.cadence(filtering: $0) }
      return kept
    }
    return Self(steps: steps, width: width, failure: problem, isListed: isListed, element: kept.element)
  }
}

extension DateBuilder.Series where Element == DateBuilder.Month {
  /// The day with this number in every month; months shorter than `day` are left out, or give
  /// their last day when `clamped` (see ``DateBuilder/Month/day(_:clamped:)``):
  /// `EveryMonth(starting: .thisMonth).day(31, clamped: true).at(hour: 9, minute: 0)`.
  public func day(_ day: Int, clamped: Bool = false) -> DateBuilder.Series<DateBuilder.Day, Extent> {
    var checked = map { $0.day(day, clamped: clamped) }
    checked.plan = plan?.picking(.number(day, clamped: clamped))
    // Only a day every month has keeps a monthly rhythm.
    if cadence == .everyMonth, (1...28).contains(day) { checked.cadence = .dayOfMonth(day) }
    guard failure == nil, !(1...CivilCalendar.maximumDaysInMonth).contains(day) else { return checked }
    return .init(
      steps: steps, width: width, failure: .invalidDayOfMonth(day), isListed: isListed,
      element: checked.element)
  }

  /// The first business day of every month: `EveryMonth(starting: .thisMonth).firstBusinessDay()`.
  public func firstBusinessDay(
    holidays: Set<DateBuilder.Day> = []
  ) -> DateBuilder.Series<DateBuilder.Day, Extent> {
    map { $0.firstBusinessDay(holidays: holidays) }
  }

  /// The last business day of every month: `EveryMonth(starting: .thisMonth).lastBusinessDay()`.
  public func lastBusinessDay(
    holidays: Set<DateBuilder.Day> = []
  ) -> DateBuilder.Series<DateBuilder.Day, Extent> {
    map { $0.lastBusinessDay(holidays: holidays) }
  }
}
