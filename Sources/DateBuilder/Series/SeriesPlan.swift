/// A common series in integers, so that ``DateBuilder/Series/dates(in:)`` skips each element's chain
/// of closures; a step it cannot compute, or whose date does not exist, is evaluated from the expression.
struct SeriesPlan: Sendable {
  /// Step `s` is `first` plus `s × stride` units.
  enum Steps: Sendable {
    case days(first: DateBuilder.Day, stride: Int)
    case weeks(first: DateBuilder.Week)
    /// A stride of 12 (a month of every year) holds in the Gregorian calendar only, which the walk requires.
    case months(first: DateBuilder.Month, stride: Int)
    case years(first: DateBuilder.Year)
  }

  enum MonthDay: Sendable {
    case first
    case last
    case number(Int, clamped: Bool)
    case weekday(DateBuilder.Ordinal, DateBuilder.Weekday)
  }

  var steps: Steps
  var day: MonthDay?
  /// Days every day is moved by.
  var shift = 0
  /// Seconds after midnight, for a series of wall-clock times.
  var time: Int?
  /// Days every wall-clock time is moved by.
  var timeShift = 0

  var isDays: Bool {
    guard time == nil else { return false }
    switch steps {
    case .days: return true
    case .months: return day != nil
    case .weeks, .years: return false
    }
  }

  var isMonths: Bool {
    if case .months = steps { day == nil } else { false }
  }

  func month(last: Bool) -> SeriesPlan? {
    guard case .years(let first) = steps else { return nil }
    return SeriesPlan(steps: .months(first: last ? first.lastMonth : first.firstMonth, stride: 12))
  }

  func addingMonths(_ months: Int) -> SeriesPlan? {
    guard isMonths, case .months(let first, let stride) = steps else { return nil }
    return SeriesPlan(steps: .months(first: first.addingMonths(months), stride: stride))
  }

  func picking(_ day: MonthDay) -> SeriesPlan? {
    guard isMonths else { return nil }
    var picked = self
    picked.day = day
    return picked
  }

  func weekDay(_ pick: (DateBuilder.Week) -> DateBuilder.Day) -> SeriesPlan? {
    guard case .weeks(let first) = steps else { return nil }
    return SeriesPlan(steps: .days(first: pick(first), stride: 7))
  }

  func addingDays(_ days: Int) -> SeriesPlan? {
    guard isDays else { return nil }
    let (sum, overflow) = shift.addingReportingOverflow(days)
    guard !overflow else { return nil }
    var moved = self
    moved.shift = sum
    return moved
  }

  func at(_ time: TimeOfDay) -> SeriesPlan? {
    guard isDays, time.isValid else { return nil }
    var timed = self
    timed.time = time.secondsSinceMidnight
    return timed
  }

  func addingTimeDays(_ days: Int) -> SeriesPlan? {
    guard time != nil else { return nil }
    let (sum, overflow) = timeShift.addingReportingOverflow(days)
    guard !overflow else { return nil }
    var moved = self
    moved.timeShift = sum
    return moved
  }
}
