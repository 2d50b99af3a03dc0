extension Sequence where Element == DateBuilder.Day {
  /// The days on one of `weekdays`; the others name no day when evaluated:
  /// `ThisWeek().allDays.on([.tuesday, .thursday]).at(hour: 18, minute: 0).dates()`.
  public func on(_ weekdays: Set<DateBuilder.Weekday>) -> [DateBuilder.Day] {
    filtered(.weekdays(weekdays))
  }

  /// The days that are not weekend days, by the calendar's locale:
  /// `ThisWeek().allDays.onWeekdays().at(hour: 9, minute: 0).dates()`.
  public func onWeekdays() -> [DateBuilder.Day] { filtered(.workingDays) }

  /// The days that are weekend days, by the calendar's locale:
  /// `NextWeek().allDays.onWeekends().at(hour: 10, minute: 0).dates()`.
  public func onWeekends() -> [DateBuilder.Day] { filtered(.weekend) }

  /// The days that are neither weekend days nor one of `holidays`:
  /// `ThisWeek().allDays.onBusinessDays(holidays: [ExactDay(year: 2026, month: 12, day: 25)])`.
  public func onBusinessDays(holidays: Set<DateBuilder.Day> = []) -> [DateBuilder.Day] {
    filtered(.businessDays(holidays: holidays))
  }

  private func filtered(_ filter: DayFilter) -> [DateBuilder.Day] {
    map { DateBuilder.Day(.rule(.filtered($0, filter))) }
  }
}
