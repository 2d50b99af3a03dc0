import Foundation

/// The caller's calendar moved to GMT, where every day is 86,400 seconds, so that labels, weeks,
/// months and years are computed without DST in the way; Gregorian days from 1583 on are integer math.
struct CivilCalendar: Sendable {
  let calendar: Calendar
  /// Whether ``GregorianDate`` may answer: a Gregorian or ISO 8601 calendar, integer arithmetic.
  let isGregorian: Bool
  /// Read once: Foundation takes a lock for each read.
  let firstWeekday: Int
  /// Whether the calendar answers for weekends itself (see ``weekendCalendar``).
  private let isGregorianCalendar: Bool

  init(_ calendar: Calendar, arithmetic: Arithmetic = .integers) {
    var gmt = calendar
    gmt.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    self.calendar = gmt
    firstWeekday = gmt.firstWeekday
    isGregorianCalendar = gmt.identifier == .gregorian
    isGregorian =
      arithmetic == .integers && (calendar.identifier == .gregorian || calendar.identifier == .iso8601)
  }

  func gregorian(_ day: CivilDay) -> GregorianDate? {
    isGregorian && GregorianDate.fastDays.contains(day.number) ? GregorianDate(day) : nil
  }

  /// Whether a month and day may name a day in some calendar: no calendar has more than 13
  /// months or 31 days in one, and Foundation traps on some values far outside (a month of `Int.min`).
  private static func mayName(month: Int, day: Int) -> Bool {
    (1...13).contains(month) && (1...31).contains(day)
  }

  func components(of day: CivilDay) -> DateComponents {
    if let date = gregorian(day) {
      return DateComponents(era: 1, year: date.year, month: date.month, day: date.day)
    }
    return calendar.dateComponents([.era, .year, .month, .day], from: day.gmtMidnight)
  }

  func day(year: Int, month: Int, day: Int) throws(DateBuilderError) -> CivilDay {
    if isGregorian, GregorianDate.fastYears.contains(year) {
      let date = GregorianDate(year: year, month: month, day: day)
      guard date.isValid else { throw .invalidDate(year: year, month: month, day: day) }
      return date.civilDay
    }
    guard Self.mayName(month: month, day: day),
      let date = calendar.date(from: DateComponents(year: year, month: month, day: day))
    else {
      throw .invalidDate(year: year, month: month, day: day)
    }
    let found = calendar.dateComponents([.year, .month, .day], from: date)
    guard found.year == year, found.month == month, found.day == day,
      CivilDay.representable.contains(CivilDay(gmt: date).number)
    else {
      throw .invalidDate(year: year, month: month, day: day)
    }
    return CivilDay(gmt: date)
  }

  /// The day so labelled in `era` (Foundation's for the year when `nil`) and maybe a leap month;
  /// Foundation answers another month's or era's day for one that does not exist, so it is read back.
  func day(era: Int?, year: Int, month: Int, isLeapMonth: Bool, day: Int) throws(DateBuilderError) -> CivilDay
  {
    guard era != nil || isLeapMonth else { return try self.day(year: year, month: month, day: day) }
    var components = DateComponents(era: era, year: year, month: month, day: day)
    components.isLeapMonth = isLeapMonth
    guard Self.mayName(month: month, day: day), let date = calendar.date(from: components) else {
      throw .invalidDate(year: year, month: month, day: day)
    }
    let civil = CivilDay(gmt: date)
    guard CivilDay.representable.contains(civil.number) else {
      throw .invalidDate(year: year, month: month, day: day)
    }
    let found = calendar.dateComponents([.era, .year, .month, .day], from: date)
    guard era.map({ $0 == found.era }) ?? true, found.year == year, found.month == month, found.day == day,
      (found.isLeapMonth == true) == isLeapMonth
    else {
      throw .invalidDate(year: year, month: month, day: day)
    }
    return civil
  }

  func startOfWeek(containing day: CivilDay) -> CivilDay {
    let back = (day.weekday - firstWeekday + 7) % 7
    return CivilDay(number: day.number - back)
  }

  func startOfMonth(containing day: CivilDay) throws(DateBuilderError) -> CivilDay {
    if var date = gregorian(day) {
      date.day = 1
      return date.civilDay
    }
    return CivilDay(gmt: try interval(of: .month, containing: day).start)
  }

  func startOfYear(containing day: CivilDay) throws(DateBuilderError) -> CivilDay {
    if let date = gregorian(day) {
      return GregorianDate(year: date.year, month: 1, day: 1).civilDay
    }
    return CivilDay(gmt: try interval(of: .year, containing: day).start)
  }

  /// Foundation's month or year that contains `day`; ``DateBuilderError/outOfRange`` where it gives
  /// one that does not (its Chinese calendar does, from about the Gregorian year 67,000).
  private func interval(of component: Calendar.Component, containing day: CivilDay) throws(DateBuilderError)
    -> DateInterval
  {
    guard let interval = calendar.dateInterval(of: component, for: day.gmtMidnight),
      interval.start <= day.gmtMidnight, day.gmtMidnight < interval.end
    else { throw .outOfRange }
    return interval
  }

  func startOfMonth(containing day: CivilDay, movedBy months: Int) throws(DateBuilderError) -> CivilDay {
    if let date = gregorian(day), let moved = try Self.month(of: date, movedBy: months) {
      return moved.start
    }
    return try adding(months, .month, to: startOfMonth(containing: day))
  }

  func month(containing day: CivilDay, movedBy months: Int) throws(DateBuilderError)
    -> (start: CivilDay, length: Int)
  {
    if let date = gregorian(day), let moved = try Self.month(of: date, movedBy: months) {
      return moved
    }
    let start = try adding(months, .month, to: startOfMonth(containing: day))
    return (start, try length(ofMonthStarting: start))
  }

  /// `nil` before 1583, which is Foundation's to answer.
  private static func month(of date: GregorianDate, movedBy months: Int) throws(DateBuilderError)
    -> (start: CivilDay, length: Int)?
  {
    guard months == 0 || (-2_000_000...2_000_000).contains(months) else { throw .outOfRange }
    let moved = GregorianDate(year: date.year, month: date.month, day: 1).addingMonths(months)
    let start = moved.civilDay
    guard start.number <= CivilDay.representable.upperBound else { throw .outOfRange }
    guard GregorianDate.fastDays.contains(start.number) else { return nil }
    return (start, GregorianDate.length(ofMonth: moved.month, year: moved.year))
  }

  /// Days, not labels: Foundation's October 1582 is labelled 1 to 31 but has 21 days.
  func length(ofMonthStarting monthStart: CivilDay) throws(DateBuilderError) -> Int {
    if let date = gregorian(monthStart) {
      return GregorianDate.length(ofMonth: date.month, year: date.year)
    }
    return Int((try interval(of: .month, containing: monthStart).duration / 86_400).rounded())
  }

  /// The day labelled `number`; past the last label, the last day when `clamped`, else
  /// ``DateBuilderError/notInPeriod(index:)`` (also for a label the month skips).
  func day(labelled number: Int, inMonthStarting start: CivilDay, length: Int, clamped: Bool)
    throws(DateBuilderError) -> CivilDay
  {
    let last = try start.adding(length - 1)
    let lastLabel = gregorian(start) == nil ? label(of: last) : length
    // Labels run from 1 to the length without a gap, except in October 1582.
    guard lastLabel != length else {
      guard number <= length || clamped else { throw .notInPeriod(index: number - 1) }
      return try start.adding(min(number, length) - 1)
    }
    // No day is labelled 0, but Foundation's Chinese calendar labels the last of a few months so
    // (the months from 30 August 2057 and 9 July 2097): such a month has no last label to clamp to.
    let labelsCountUp = lastLabel >= 1
    if labelsCountUp, number > lastLabel {
      guard clamped else { throw .notInPeriod(index: number - 1) }
      return last
    }
    for offset in 0..<length {
      let day = try start.adding(offset)
      if label(of: day) == number { return day }
    }
    throw labelsCountUp ? .notInPeriod(index: number - 1) : .outOfRange
  }

  private func label(of day: CivilDay) -> Int {
    calendar.component(.day, from: day.gmtMidnight)
  }

  /// `day` moved by `value` units; a day the target month lacks is clamped to its last day.
  func adding(_ value: Int, _ component: Calendar.Component, to day: CivilDay) throws(DateBuilderError)
    -> CivilDay
  {
    guard value != 0 else { return day }
    guard (-2_000_000...2_000_000).contains(value) else { throw .outOfRange }
    if let date = gregorian(day), component == .month || component == .year {
      let moved = date.addingMonths(component == .year ? value * 12 : value).civilDay
      guard moved.number <= CivilDay.representable.upperBound else { throw .outOfRange }
      if GregorianDate.fastDays.contains(moved.number) { return moved }
      // Before 1583 Foundation counts Julian days: it answers for those.
    }
    return try foundationAdding(value, component, to: day)
  }

  /// ``adding(_:_:to:)`` by Foundation: the first of the month moved, then the day clamped; some Foundation
  /// versions clamp `date(byAdding:)` back across years wrongly (31 Jan 2000 − 23 months: 1 Mar 1998).
  private func foundationAdding(_ value: Int, _ component: Calendar.Component, to day: CivilDay)
    throws(DateBuilderError) -> CivilDay
  {
    let label = calendar.component(.day, from: day.gmtMidnight)
    let month = try interval(of: .month, containing: day)
    guard let moved = firstOfMonth(adding: value, component, to: month.start),
      let length = calendar.range(of: .day, in: .month, for: moved)?.count, length > 0
    else {
      throw .outOfRange
    }
    let start = CivilDay(gmt: moved)
    guard CivilDay.representable.contains(start.number) else { throw .outOfRange }
    let result = try start.adding(min(label, length) - 1)
    // Counting from the first gives the label in every month but October 1582: there, Foundation's own.
    guard calendar.component(.day, from: result.gmtMidnight) != min(label, length) else { return result }
    guard let direct = calendar.date(byAdding: component, value: value, to: day.gmtMidnight) else {
      throw .outOfRange
    }
    let fallback = CivilDay(gmt: direct)
    guard CivilDay.representable.contains(fallback.number) else { throw .outOfRange }
    return fallback
  }

  /// The first of a month moved forward in steps of at most ``largestMonthStep`` months: Foundation's
  /// Hebrew calendar moves 223 to 234 months (plus 235-month cycles) one month short.
  private func firstOfMonth(adding value: Int, _ component: Calendar.Component, to start: Date) -> Date? {
    guard component == .month, value > Self.largestMonthStep else {
      return calendar.date(byAdding: component, value: value, to: start)
    }
    var moved = start
    var left = value
    while left > 0 {
      let step = min(left, Self.largestMonthStep)
      guard let next = calendar.date(byAdding: .month, value: step, to: moved) else { return nil }
      moved = next
      left -= step
    }
    return moved
  }

  static let largestMonthStep = 222

  /// The calendar itself, or a Gregorian one with its locale, made when asked: a weekend depends
  /// only on weekdays and locale, and Foundation's Chinese calendar takes milliseconds, not microseconds.
  var weekendCalendar: Calendar {
    guard !isGregorianCalendar else { return calendar }
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.locale = calendar.locale
    gregorian.timeZone = calendar.timeZone
    gregorian.firstWeekday = firstWeekday
    return gregorian
  }

  func weekend(startingOnOrAfter day: CivilDay) throws(DateBuilderError) -> ClosedRange<CivilDay> {
    let justBefore = day.gmtMidnight.addingTimeInterval(-1)
    guard let weekend = weekendCalendar.nextWeekend(startingAfter: justBefore) else { throw .outOfRange }
    let first = CivilDay(gmt: weekend.start)
    let last = CivilDay(gmt: weekend.end.addingTimeInterval(-1))
    return first...max(first, last)
  }
}
