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
  /// The day of the date `components` name, read in the context's calendar and time zone:
  /// with a year, the date Foundation makes of them (if it matches them all); without one,
  /// the next date after now that matches them, as a one-time calendar trigger of them fires.
  case matching(DateComponents)

  func civilDay(in context: DateBuilder.Context) throws(DateBuilderError) -> CivilDay {
    switch self {
    case let .dayOfMonth(month, number, clamped):
      guard (1...CivilCalendar.maximumDaysInMonth).contains(number) else {
        throw .invalidDayOfMonth(number)
      }
      let (start, length) = try month.span(in: context)
      return try context.civil.day(labelled: number, inMonthStarting: start, length: length, clamped: clamped)
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
    case .matching(let components):
      return try Self.day(matching: components, in: context)
    }
  }
}

extension DayRule {
  /// The day of ``matching(_:)``.
  fileprivate static func day(matching components: DateComponents, in context: DateBuilder.Context)
    throws(DateBuilderError) -> CivilDay
  {
    let calendar = context.calendar
    let invalid = DateBuilderError.invalidDate(
      year: components.year ?? 0, month: components.month ?? 0, day: components.day ?? 0)
    // The day's components: the time is the resolved date's, which a day's gap or repeat
    // does not make another day.
    var day = components
    (day.hour, day.minute, day.second, day.nanosecond) = (nil, nil, nil, nil)
    if components.year != nil {
      guard let date = calendar.date(from: day), Self.date(date, matches: day, in: calendar) else {
        throw invalid
      }
      return try WallClock(date, in: context.zone).day
    }
    // The first day from today on that matches the day's components; today only while the
    // time of day is still ahead.
    let time = [components.hour ?? 0, components.minute ?? 0, components.second ?? 0]
    let reading = calendar.dateComponents([.hour, .minute, .second], from: context.now)
    let ahead = [reading.hour ?? 0, reading.minute ?? 0, reading.second ?? 0].lexicographicallyPrecedes(time)
    let today = try context.today()
    guard day != DateComponents() else { return try today.adding(ahead ? 0 : 1) }
    var after = calendar.startOfDay(for: context.now).addingTimeInterval(-1)
    for _ in 0..<2 {
      guard let start = calendar.nextDate(after: after, matching: day, matchingPolicy: .strict) else {
        throw invalid
      }
      let found = try WallClock(start, in: context.zone).day
      if found != today || ahead { return found }
      after = start
    }
    throw invalid
  }
}

extension DayRule {
  /// Whether `date` is a day `components` name, a negative weekday ordinal (the last, the
  /// second to last) counted from the month's end, which Foundation's own match does not.
  fileprivate static func date(_ date: Date, matches components: DateComponents, in calendar: Calendar)
    -> Bool
  {
    guard let ordinal = components.weekdayOrdinal, ordinal < 0 else {
      return calendar.date(date, matchesComponents: components)
    }
    var others = components
    others.weekdayOrdinal = nil
    guard calendar.date(date, matchesComponents: others),
      let length = calendar.range(of: .day, in: .month, for: date)?.count
    else { return false }
    return (length - calendar.component(.day, from: date)) / 7 + 1 == -ordinal
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
