/// Why an expression has no date: `try ExactDay(year: 2025, month: 4, day: 31).dateComponents(in: c)`.
public enum DateBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A time of day outside 00:00:00…23:59:59.
  case invalidTimeOfDay(hour: Int, minute: Int, second: Int)
  /// A year, month and day that the calendar does not have, such as 31 April or month 13.
  case invalidDate(year: Int, month: Int, day: Int)
  /// A year and month that the calendar does not have.
  case invalidMonth(year: Int, month: Int)
  /// A year the calendar cannot represent.
  case invalidYear(Int)
  /// A weekday number outside 1 (Sunday) … 7 (Saturday).
  case invalidWeekday(Int)
  /// An ordinal other than first … fifth, or last.
  case invalidOrdinal(Int)
  /// A negative number of days, weeks, months or years in a series.
  case negativeCount(Int)
  /// A day offset from a delay distribution that does not move forward.
  case nonIncreasingDistribution(index: Int, offset: Int, previous: Int)
  /// A month without the requested weekday, such as a fifth Friday in February.
  case noSuchWeekday(ordinal: Int, weekday: Int, year: Int, month: Int)
  /// A day that the time zone skipped entirely, such as 30 December 2011 in Pacific/Apia.
  case dayDoesNotExist(year: Int, month: Int, day: Int, timeZone: String)
  /// A position past the end of its period, such as the 31st day of a 30-day month.
  case notInPeriod(index: Int)
  /// A date outside the representable ones: before 1 January 4712 BC (where Foundation's
  /// calendars begin to count days apart) or more than about 100,000 years after 1970.
  case outOfRange
  /// A series that went 100,000 elements in a row without producing a single date.
  case noOccurrenceWithinSearchLimit(Int)
  /// A day of the month outside 1…31, which no month of any calendar has.
  case invalidDayOfMonth(Int)
  /// An `Every` interval that is not positive, or that one step carries past the representable dates.
  case invalidInterval(Int)
  /// A weekday filter given no weekday to keep.
  case emptyWeekdaySet
  /// A day that a filter of the series (weekdays, weekend, business days) leaves out.
  case filteredOut(year: Int, month: Int, day: Int)
  /// A month whose days are all weekend days or holidays, so it has no business day.
  case noBusinessDay(year: Int, month: Int)

  /// Whether the occurrence merely does not exist (a series leaves it out and goes on), not bad input.
  public var isAbsence: Bool {
    switch self {
    case .noSuchWeekday, .dayDoesNotExist, .notInPeriod, .filteredOut, .noBusinessDay: true
    default: false
    }
  }

  /// A sentence that names the offending input.
  public var description: String {
    switch self {
    case let .invalidTimeOfDay(hour, minute, second):
      "\(hour):\(minute):\(second) is not a time of day (hours 0-23, minutes and seconds 0-59)"
    case let .invalidDate(year, month, day):
      "\(year)-\(month)-\(day) is not a day of the calendar"
    case let .invalidMonth(year, month):
      "\(year)-\(month) is not a month of the calendar"
    case let .invalidYear(year):
      "\(year) is not a year the calendar can represent"
    case let .invalidWeekday(weekday):
      "\(weekday) is not a weekday (1 is Sunday, 7 is Saturday)"
    case let .invalidOrdinal(ordinal):
      "\(ordinal) is not an ordinal (1 to 5 from the start, or -1 to -5 from the end)"
    case let .negativeCount(count):
      "a series cannot have \(count) elements"
    case let .nonIncreasingDistribution(index, offset, previous):
      "the delay distribution gave day \(offset) for occurrence \(index), not after day \(previous)"
    case let .noSuchWeekday(ordinal, weekday, year, month):
      "\(year)-\(month) has no weekday \(weekday) with ordinal \(ordinal)"
    case let .dayDoesNotExist(year, month, day, timeZone):
      "\(year)-\(month)-\(day) does not exist in \(timeZone), which skipped it"
    case .notInPeriod(let index):
      "the period has no element at position \(index)"
    case .outOfRange:
      "the date is outside the representable range"
    case let .noOccurrenceWithinSearchLimit(limit):
      "the series produced no date in \(limit) consecutive elements"
    case .invalidDayOfMonth(let day):
      "\(day) is not a day of the month (1 to 31)"
    case .invalidInterval(let interval):
      "\(interval) is not an interval (a positive number, at most about 100,000 years)"
    case .emptyWeekdaySet:
      "a weekday filter needs at least one weekday"
    case let .filteredOut(year, month, day):
      "\(year)-\(month)-\(day) is left out by the series' filter"
    case let .noBusinessDay(year, month):
      "\(year)-\(month) has no business day"
    }
  }
}
