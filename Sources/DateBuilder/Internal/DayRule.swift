import Foundation

/// A day found by a rule that needs the evaluation context: a day of a month clamped to its
/// length, a month's first or last business day, or a day kept only if a filter lets it
/// through.
///
/// Each rule is a pure function of the context; a day the rule does not give is an absence
/// (``DateBuilderError/isAbsence``), which a series leaves out, and invalid input is a
/// typed error.
enum DayRule: Hashable, Sendable {
  /// The `day`-th day of `month`; past the month's end, its last day when `clamped`, else
  /// no day.
  case dayOfMonth(DateBuilder.Month, day: Int, clamped: Bool)
  /// The first (or, `fromEnd`, the last) day of `month` that is neither a weekend day nor
  /// one of `holidays`.
  case businessDay(DateBuilder.Month, fromEnd: Bool, holidays: Set<DateBuilder.Day>)
  /// `day`, if `filter` keeps it.
  case filtered(DateBuilder.Day, DayFilter)

  func civilDay(in context: DateBuilder.Context) throws(DateBuilderError) -> CivilDay {
    switch self {
    case let .dayOfMonth(month, number, clamped):
      guard (1...CivilCalendar.maximumDaysInMonth).contains(number) else {
        throw .invalidDayOfMonth(number)
      }
      let (start, length) = try month.span(in: context)
      guard number <= length || clamped else { throw .notInPeriod(index: number - 1) }
      return try start.adding(min(number, length) - 1)
    case let .businessDay(month, fromEnd, holidays):
      let (start, length) = try month.span(in: context)
      let closed = try DayFilter.days(holidays, in: context)
      for index in 0..<length {
        let day = try start.adding(fromEnd ? length - 1 - index : index)
        if !context.civil.isWeekend(day) && !closed.contains(day) { return day }
      }
      let label = context.civil.yearMonthDay(of: start)
      throw .noBusinessDay(year: label.year, month: label.month)
    case let .filtered(day, filter):
      let found = try day.civilDay(in: context)
      guard try filter.keeps(found, in: context) else {
        let label = context.civil.yearMonthDay(of: found)
        throw .filteredOut(year: label.year, month: label.month, day: label.day)
      }
      return found
    }
  }
}

/// Which days a filtered series keeps.
enum DayFilter: Hashable, Sendable {
  /// Days on one of these weekdays.
  case weekdays(Set<DateBuilder.Weekday>)
  /// Weekend days, by the calendar's locale.
  case weekend
  /// Days that are not weekend days, by the calendar's locale.
  case workingDays
  /// Working days that are not one of `holidays`.
  case businessDays(holidays: Set<DateBuilder.Day>)

  /// Why the filter cannot be applied, if it cannot: no weekday to keep, or a weekday outside 1…7.
  ///
  /// Checked before a series is read, and again for every day.
  var problem: DateBuilderError? {
    guard case .weekdays(let weekdays) = self else { return nil }
    guard !weekdays.isEmpty else { return .emptyWeekdaySet }
    let invalid = weekdays.map(\.rawValue).sorted().first { !(1...7).contains($0) }
    return invalid.map { .invalidWeekday($0) }
  }

  /// The rhythm of a series with this cadence, filtered: only one weekday kept from every
  /// day (or from that weekday's days) recurs the way a repeating trigger does.
  func cadence(filtering cadence: DateBuilder.Cadence) -> DateBuilder.Cadence? {
    guard problem == nil, case .weekdays(let weekdays) = self, weekdays.count == 1,
      let only = weekdays.first?.rawValue
    else { return nil }
    switch cadence {
    case .everyDay: return .weekday(only)
    case .weekday(let weekday) where weekday == only: return cadence
    default: return nil
    }
  }

  func keeps(_ day: CivilDay, in context: DateBuilder.Context) throws(DateBuilderError) -> Bool {
    if let problem { throw problem }
    switch self {
    case .weekdays(let weekdays):
      return weekdays.contains(DateBuilder.Weekday(rawValue: day.weekday))
    case .weekend:
      return context.civil.isWeekend(day)
    case .workingDays:
      return !context.civil.isWeekend(day)
    case .businessDays(let holidays):
      guard !context.civil.isWeekend(day) else { return false }
      return try !Self.days(holidays, in: context).contains(day)
    }
  }

  /// The civil days `days` name in `context`; a day that does not exist (a fifth Friday a
  /// month lacks) is no holiday, and invalid input is an error.
  static func days(
    _ days: Set<DateBuilder.Day>, in context: DateBuilder.Context
  ) throws(DateBuilderError) -> Set<CivilDay> {
    var found: Set<CivilDay> = []
    for day in days {
      do {
        found.insert(try day.civilDay(in: context))
      } catch  where error.isAbsence {
        continue
      }
    }
    return found
  }
}
