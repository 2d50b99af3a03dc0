extension Sequence where Element == DateBuilder.Day {
  /// The days on one of `weekdays`; the others name no day: `ThisWeek().allDays.on([.tuesday, .thursday])`.
  public func on(_ weekdays: Set<DateBuilder.Weekday>) -> [DateBuilder.Day] {
    filtered(.weekdays(weekdays))
  }

  /// The days that are not weekend days, by the calendar's locale: `ThisWeek().allDays.onWeekdays()`.
  public func onWeekdays() -> [DateBuilder.Day] { filtered(.workingDays) }

  /// The days that are weekend days, by the calendar's locale: `NextWeek().allDays.onWeekends()`.
  public func onWeekends() -> [DateBuilder.Day] { filtered(.weekend) }

  /// The days that are neither weekend days nor `holidays`: `ThisWeek().allDays.onBusinessDays()`.
  public func onBusinessDays(holidays: Set<DateBuilder.Day> = []) -> [DateBuilder.Day] {
    filtered(.businessDays(holidays: holidays))
  }

  private func filtered(_ filter: DayFilter) -> [DateBuilder.Day] {
    map { DateBuilder.Day(.rule(.filtered($0, filter))) }
  }
}
