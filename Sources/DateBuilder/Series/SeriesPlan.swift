import Foundation

/// What a series built from the common members computes, in integers: the day of each step
/// as a start moved by a whole number of days or months, a day of the month, a shift and a
/// time of day — so that ``DateBuilder/Series/dates(in:)`` can step through it without
/// evaluating each element's expression (a chain of closures and boxed anchors).
///
/// A member that keeps the plan exact updates it; every other member drops it (``Series``
/// made by `map` or `fanOut` has none). The plan never decides an answer alone: a step it
/// cannot compute in integers, or whose date does not exist, is evaluated from the element's
/// expression (see ``PlannedDates``), and a differential test walks both ways.
///
/// ```swift
/// // EveryMonth(forMonths: 12, starting: .thisMonth).day(15).at(hour: 9, minute: 0) plans as
/// SeriesPlan(steps: .months(first: .thisMonth, stride: 1), day: .number(15, clamped: false), time: 32_400)
/// ```
struct SeriesPlan: Sendable {
  /// How the series steps.
  enum Steps: Sendable {
    /// Step `s` is `first` plus `s × stride` days.
    case days(first: DateBuilder.Day, stride: Int)
    /// Step `s` is the week `first` plus `s` weeks.
    case weeks(first: DateBuilder.Week)
    /// Step `s` is the month `first` plus `s × stride` months (12 for one month of every year,
    /// which holds in the Gregorian calendar only; the walk asks for one).
    case months(first: DateBuilder.Month, stride: Int)
    /// Step `s` is the year `first` plus `s` years.
    case years(first: DateBuilder.Year)
  }

  /// Which day of each month a series of months picks.
  enum MonthDay: Sendable {
    case first
    case last
    case number(Int, clamped: Bool)
    case weekday(DateBuilder.Ordinal, DateBuilder.Weekday)
  }

  var steps: Steps
  /// The day of each month, for a series of days picked in a series of months.
  var day: MonthDay?
  /// Days every day is moved by.
  var shift = 0
  /// Seconds after midnight, for a series of wall-clock times.
  var time: Int?
  /// Days every wall-clock time is moved by.
  var timeShift = 0

  /// Whether the elements are days (not weeks, months or years, nor times).
  var isDays: Bool {
    guard time == nil else { return false }
    switch steps {
    case .days: return true
    case .months: return day != nil
    case .weeks, .years: return false
    }
  }

  /// Whether the elements are months.
  var isMonths: Bool {
    if case .months = steps { day == nil } else { false }
  }

  /// The plan of the first (or last) month of every year of a plan of years.
  func month(last: Bool) -> SeriesPlan? {
    guard case .years(let first) = steps else { return nil }
    return SeriesPlan(steps: .months(first: last ? first.lastMonth : first.firstMonth, stride: 12))
  }

  /// The plan of months moved by `months`.
  func addingMonths(_ months: Int) -> SeriesPlan? {
    guard isMonths, case .months(let first, let stride) = steps else { return nil }
    return SeriesPlan(steps: .months(first: first.addingMonths(months), stride: stride))
  }

  /// The plan of the day `day` picks in every month.
  func picking(_ day: MonthDay) -> SeriesPlan? {
    guard isMonths else { return nil }
    var picked = self
    picked.day = day
    return picked
  }

  /// The plan of the day `weekday` (or the first or last day) of every week.
  func weekDay(_ pick: (DateBuilder.Week) -> DateBuilder.Day) -> SeriesPlan? {
    guard case .weeks(let first) = steps else { return nil }
    return SeriesPlan(steps: .days(first: pick(first), stride: 7))
  }

  /// The plan of days moved by `days`.
  func addingDays(_ days: Int) -> SeriesPlan? {
    guard isDays else { return nil }
    let (sum, overflow) = shift.addingReportingOverflow(days)
    guard !overflow else { return nil }
    var moved = self
    moved.shift = sum
    return moved
  }

  /// The plan of days at `time`, if it is a valid time of day.
  func at(_ time: TimeOfDay) -> SeriesPlan? {
    guard isDays, time.isValid else { return nil }
    var timed = self
    timed.time = time.secondsSinceMidnight
    return timed
  }

  /// The plan of wall-clock times moved by `days`.
  func addingTimeDays(_ days: Int) -> SeriesPlan? {
    guard time != nil else { return nil }
    let (sum, overflow) = timeShift.addingReportingOverflow(days)
    guard !overflow else { return nil }
    var moved = self
    moved.timeShift = sum
    return moved
  }
}
