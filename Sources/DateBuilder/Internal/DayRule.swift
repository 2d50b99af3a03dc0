import Foundation

/// A day found by a rule of the context: a pure function of it; a day the rule does not give is
/// an absence (``DateBuilderError/isAbsence``), and invalid input a typed error.
enum DayRule: Hashable, Sendable {
  case dayOfMonth(DateBuilder.Month, day: Int, clamped: Bool)
  case businessDay(DateBuilder.Month, fromEnd: Bool, holidays: Set<DateBuilder.Day>)
  case filtered(DateBuilder.Day, DayFilter)
  /// With a year, the date Foundation makes of them (if it matches them all); without one, the
  /// next date after now that matches, as a one-time calendar trigger fires.
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
  fileprivate static func day(matching components: DateComponents, in context: DateBuilder.Context)
    throws(DateBuilderError) -> CivilDay
  {
    // Foundation's search for a sixth or seventh weekday of a month never returns.
    if let ordinal = components.weekdayOrdinal, ordinal == 0 || !(-5...5).contains(ordinal) {
      throw .invalidOrdinal(ordinal)
    }
    let calendar = context.calendar
    let invalid = DateBuilderError.invalidDate(
      year: components.year ?? 0, month: components.month ?? 0, day: components.day ?? 0)
    // The time is the resolved date's: a gap or repeat does not make it another day.
    var day = components
    (day.hour, day.minute, day.second, day.nanosecond) = (nil, nil, nil, nil)
    if components.year != nil {
      guard let date = calendar.date(from: day), Self.date(date, matches: day, in: calendar) else {
        throw invalid
      }
      return try WallClock(date, in: context.zone).day
    }
    // The first matching day from today on whose time, resolved as the date will be, is still ahead:
    // in a repeated hour the clock can read before the time once its first instant has passed, and
    // a day the zone skipped has no time at all.
    let seconds = (components.hour ?? 0) * 3_600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
    func isAhead(_ day: CivilDay) -> Bool {
      let instant = try? WallClock(day: day, seconds: seconds).instant(
        in: context.zone, labels: context.civil)
      return instant.map { $0 > context.now } ?? false
    }
    let today = try context.today()
    guard day != DateComponents() else {
      for offset in 0..<3 {
        let next = try today.adding(offset)
        if isAhead(next) { return next }
      }
      throw invalid
    }
    var after = calendar.startOfDay(for: context.now).addingTimeInterval(-1)
    for _ in 0..<3 {
      guard let start = calendar.nextDate(after: after, matching: day, matchingPolicy: .strict) else {
        throw invalid
      }
      let found = try WallClock(start, in: context.zone).day
      if isAhead(found) { return found }
      after = start
    }
    throw invalid
  }
}

extension DayRule {
  /// Foundation's match, but a negative weekday ordinal counts from the month's end.
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

/// Which days a filtered series keeps; weekends by the calendar's locale.
enum DayFilter: Hashable, Sendable {
  case weekdays(Set<DateBuilder.Weekday>)
  case weekend
  case workingDays
  case businessDays(holidays: Set<DateBuilder.Day>)

  /// No weekday to keep, or one outside 1…7; checked before a series is read and for every day.
  var problem: DateBuilderError? {
    guard case .weekdays(let weekdays) = self else { return nil }
    guard !weekdays.isEmpty else { return .emptyWeekdaySet }
    let invalid = weekdays.map(\.rawValue).sorted().first { !(1...7).contains($0) }
    return invalid.map { .invalidWeekday($0) }
  }

  /// Only one weekday kept from every day (or from that weekday) recurs as a repeating trigger does.
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

  /// A day that does not exist is no holiday; invalid input is an error.
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
