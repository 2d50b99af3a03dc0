extension Sequence where Element == DateBuilder.Day {
  /// The days that fall on one of `weekdays`; the others name no day when evaluated (a single date is `nil`,
  /// a series leaves them out).
  ///
  /// An empty set or a weekday outside 1…7 makes every day report the error.
  ///
  /// ```swift
  /// ThisWeek().allDays.on([.tuesday, .thursday]).at(hour: 18, minute: 0).dates()
  /// ```
  public func on(_ weekdays: Set<DateBuilder.Weekday>) -> [DateBuilder.Day] {
    filtered(.weekdays(weekdays))
  }

  /// The days that are not weekend days, by the calendar's locale.
  ///
  /// ```swift
  /// ThisWeek().allDays.onWeekdays().at(hour: 9, minute: 0).dates()  // five dates in most places
  /// ```
  public func onWeekdays() -> [DateBuilder.Day] { filtered(.workingDays) }

  /// The days that are weekend days, by the calendar's locale.
  ///
  /// ```swift
  /// NextWeek().allDays.onWeekends().at(hour: 10, minute: 0).dates()
  /// ```
  public func onWeekends() -> [DateBuilder.Day] { filtered(.weekend) }

  /// The days that are neither weekend days nor one of `holidays`.
  ///
  /// ```swift
  /// ThisWeek().allDays.onBusinessDays(holidays: [ExactDay(year: 2026, month: 12, day: 25)])
  /// ```
  public func onBusinessDays(holidays: Set<DateBuilder.Day> = []) -> [DateBuilder.Day] {
    filtered(.businessDays(holidays: holidays))
  }

  private func filtered(_ filter: DayFilter) -> [DateBuilder.Day] {
    map { DateBuilder.Day(.rule(.filtered($0, filter))) }
  }
}
