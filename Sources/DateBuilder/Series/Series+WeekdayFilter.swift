extension DateBuilder.Series where Element == DateBuilder.Day {
  /// The days of the series that fall on one of `weekdays`; the others are left out, lazily:
  /// `EveryDay(starting: .today).on([.monday, .wednesday, .friday]).at(hour: 7, minute: 30)`.
  public func on(_ weekdays: Set<DateBuilder.Weekday>) -> Self {
    filtered(.weekdays(weekdays))
  }

  /// The days that are not weekend days by the calendar's locale (Sunday to Thursday in Israel):
  /// `EveryDay(forDays: 14, starting: .today).onWeekdays().at(hour: 9, minute: 0)`.
  public func onWeekdays() -> Self { filtered(.workingDays) }

  /// The days that are weekend days by the calendar's locale (Friday and Saturday in Israel):
  /// `EveryDay(starting: .today).onWeekends().at(hour: 10, minute: 0)`.
  public func onWeekends() -> Self { filtered(.weekend) }

  /// The days that are neither weekend days by the calendar's locale nor one of `holidays`:
  /// `EveryDay(forDays: 30, starting: .today).onBusinessDays(holidays: [christmas]).at(hour: 8, minute: 45)`.
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

  /// The first business day of every month; see ``DateBuilder/Month/firstBusinessDay(holidays:)``:
  /// `EveryMonth(starting: .thisMonth).firstBusinessDay().at(hour: 9, minute: 0)`.
  public func firstBusinessDay(
    holidays: Set<DateBuilder.Day> = []
  ) -> DateBuilder.Series<DateBuilder.Day, Extent> {
    map { $0.firstBusinessDay(holidays: holidays) }
  }

  /// The last business day of every month; see ``DateBuilder/Month/lastBusinessDay(holidays:)``:
  /// `EveryMonth(starting: .thisMonth).lastBusinessDay(holidays: companyHolidays).at(hour: 16, minute: 0)`.
  public func lastBusinessDay(
    holidays: Set<DateBuilder.Day> = []
  ) -> DateBuilder.Series<DateBuilder.Day, Extent> {
    map { $0.lastBusinessDay(holidays: holidays) }
  }
}
