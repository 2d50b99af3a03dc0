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
  /// the day `year`-`month`-`day` at `hour`:`minute`:`second` (missing times are 0).
  ///
  /// A day the components do not name, or that does not exist, is an error when the date is
  /// evaluated (``DateBuilderError/invalidDate(year:month:day:)``), never a date far in the past.
  ///
  /// ```swift
  /// let party: DateBuilder.ResolvedDate = .components(DateComponents(year: 2026, month: 12, day: 31, hour: 22))
  /// ```
  public static func components(_ components: DateComponents) -> DateBuilder.ResolvedDate {
    let time = (hour: components.hour ?? 0, minute: components.minute ?? 0, second: components.second ?? 0)
    guard let year = components.year, let month = components.month, let day = components.day else {
      let invalid = DateBuilderError.invalidDate(
        year: components.year ?? 0, month: components.month ?? 0, day: components.day ?? 0)
      return DateBuilder.Day(.failure(invalid)).at(hour: time.hour, minute: time.minute, second: time.second)
    }
    return ExactDay(year: year, month: month, day: day).at(
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
