public import Foundation

extension DateBuilder.ResolvedDate {
  /// An exact instant, as the original DateBuilder's `.exact(date)` made one: `ExactlyAt(date)`.
  ///
  /// ```swift
  /// let launch: DateBuilder.ResolvedDate = .exact(launchDate)
  /// ```
  public static func exact(_ date: Date) -> DateBuilder.ResolvedDate {
    ExactlyAt(date)
  }

  /// A wall-clock time from its components, as the original's `.components(components)`:
  /// the day they name at `hour`:`minute`:`second` (missing times are 0).
  ///
  /// Components with a year, month and day name that day. Other components with a year name
  /// the date Foundation makes of them — `year`, `month`, `weekday` and `weekdayOrdinal`
  /// give the second Monday of a June. Components without a year name the next date after
  /// now that matches them, as the original's one-time calendar trigger of them fired:
  /// `hour: 9, weekday: 2` is next Monday at 9:00 (today, if it is Monday before 9:00). All
  /// are read in the context's calendar and time zone.
  ///
  /// A day the components do not name, or that does not exist, is an error when the date is
  /// evaluated (``DateBuilderError/invalidDate(year:month:day:)``), never a date far in the past.
  ///
  /// ```swift
  /// let party: DateBuilder.ResolvedDate = .components(DateComponents(year: 2026, month: 12, day: 31, hour: 22))
  /// let nextMonday: DateBuilder.ResolvedDate = .components(DateComponents(hour: 9, minute: 0, weekday: 2))
  /// ```
  public static func components(_ components: DateComponents) -> DateBuilder.ResolvedDate {
    let time = (hour: components.hour ?? 0, minute: components.minute ?? 0, second: components.second ?? 0)
    if let year = components.year, let month = components.month, let day = components.day {
      return ExactDay(year: year, month: month, day: day).at(
        hour: time.hour, minute: time.minute, second: time.second)
    }
    var matching = components
    (matching.calendar, matching.timeZone) = (nil, nil)
    return DateBuilder.Day(.rule(.matching(matching))).at(
      hour: time.hour, minute: time.minute, second: time.second)
  }

  /// This date moved by every component given — years, months, weeks, days, hours, minutes,
  /// seconds, in that order — as the original's `adding(dateComponents:)`.
  ///
  /// Never `nil`: an arithmetic that runs out of range is an error when the date is evaluated.
  /// The optional result keeps the original's `if let` and `?.` compiling.
  ///
  /// ```swift
  /// let later = Tomorrow().at(hour: 9, minute: 0).adding(dateComponents: DateComponents(day: 2, hour: 1))
  /// ```
  public func adding(dateComponents components: DateComponents) -> DateBuilder.ResolvedDate? {
    var moved = self
    if let years = components.year { moved = moved.addingYears(years) }
    if let months = components.month { moved = moved.addingMonths(months) }
    if let weeks = components.weekOfYear ?? components.weekOfMonth { moved = moved.addingWeeks(weeks) }
    if let days = components.day { moved = moved.addingDays(days) }
    if let hours = components.hour { moved = moved.addingHours(hours) }
    if let minutes = components.minute { moved = moved.addingMinutes(minutes) }
    if let seconds = components.second { moved = moved.addingSeconds(seconds) }
    return moved
  }
}
