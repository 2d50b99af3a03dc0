import Foundation

/// A calendar's rules applied to ``CivilDay``s: it is the caller's calendar with its time
/// zone replaced by GMT, where every day is exactly 86,400 seconds long and starts at
/// midnight, so that the calendar's labels and weeks, months and years can be computed
/// without daylight saving time or skipped days getting in the way.
///
/// For the Gregorian and ISO 8601 calendars, days from 1583 on are computed in integers
/// (``GregorianDate``), which give the answers Foundation gives; every other calendar and
/// day asks Foundation.
struct CivilCalendar: Sendable {
  let calendar: Calendar
  /// Whether ``GregorianDate`` may answer for the days in its ``GregorianDate/fastDays``: the
  /// calendar is Gregorian (or ISO 8601, whose days are the same) and the context asked for
  /// integer arithmetic.
  let isGregorian: Bool
  /// The calendar's first weekday, read once: Foundation takes a lock for each read.
  let firstWeekday: Int
  /// Whether the calendar is Gregorian, and answers for weekends itself (see
  /// ``weekendCalendar``).
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

  /// The Gregorian date of `day`, if the integer arithmetic answers for it.
  func gregorian(_ day: CivilDay) -> GregorianDate? {
    isGregorian && GregorianDate.fastDays.contains(day.number) ? GregorianDate(day) : nil
  }

  /// The labels of `day`: era, year, month and day.
  func components(of day: CivilDay) -> DateComponents {
    if let date = gregorian(day) {
      return DateComponents(era: 1, year: date.year, month: date.month, day: date.day)
    }
    return calendar.dateComponents([.era, .year, .month, .day], from: day.gmtMidnight)
  }

  /// The day labelled `year`-`month`-`day`, if the calendar has one.
  func day(year: Int, month: Int, day: Int) throws(DateBuilderError) -> CivilDay {
    if isGregorian, GregorianDate.fastYears.contains(year) {
      let date = GregorianDate(year: year, month: month, day: day)
      guard date.isValid else { throw .invalidDate(year: year, month: month, day: day) }
      return date.civilDay
    }
    guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)) else {
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

  /// The day labelled `year`-`month`-`day` in `era` (the one Foundation takes for the year
  /// when `nil`), in the leap month of that number when `isLeapMonth`, if the calendar has one.
  ///
  /// A leap month the year lacks, or a year past its era's end, is no day: Foundation would
  /// answer another month's or era's day, so its answer is read back and compared.
  func day(era: Int?, year: Int, month: Int, isLeapMonth: Bool, day: Int) throws(DateBuilderError) -> CivilDay
  {
    guard era != nil || isLeapMonth else { return try self.day(year: year, month: month, day: day) }
    var components = DateComponents(era: era, year: year, month: month, day: day)
    components.isLeapMonth = isLeapMonth
    guard let date = calendar.date(from: components) else {
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

  /// The first day of the week that contains `day`, by the calendar's first weekday.
  func startOfWeek(containing day: CivilDay) -> CivilDay {
    let back = (day.weekday - firstWeekday + 7) % 7
    return CivilDay(number: day.number - back)
  }

  /// The first day of the month that contains `day`.
  func startOfMonth(containing day: CivilDay) throws(DateBuilderError) -> CivilDay {
    if var date = gregorian(day) {
      date.day = 1
      return date.civilDay
    }
    return CivilDay(gmt: try interval(of: .month, containing: day).start)
  }

  /// The first day of the year that contains `day`.
  func startOfYear(containing day: CivilDay) throws(DateBuilderError) -> CivilDay {
    if let date = gregorian(day) {
      return GregorianDate(year: date.year, month: 1, day: 1).civilDay
    }
    return CivilDay(gmt: try interval(of: .year, containing: day).start)
  }

  /// Foundation's month or year that contains `day`.
  ///
  /// - Throws: ``DateBuilderError/outOfRange`` where Foundation has none, or gives one that
  ///   does not contain the day: its Chinese calendar does from about the Gregorian year 67,000.
  private func interval(of component: Calendar.Component, containing day: CivilDay) throws(DateBuilderError)
    -> DateInterval
  {
    guard let interval = calendar.dateInterval(of: component, for: day.gmtMidnight),
      interval.start <= day.gmtMidnight, day.gmtMidnight < interval.end
    else { throw .outOfRange }
    return interval
  }

  /// The first day of the month `months` after the one that contains `day`.
  func startOfMonth(containing day: CivilDay, movedBy months: Int) throws(DateBuilderError) -> CivilDay {
    if let date = gregorian(day), let moved = try Self.month(of: date, movedBy: months) {
      return moved.start
    }
    return try adding(months, .month, to: startOfMonth(containing: day))
  }

  /// The first day and the length of the month `months` after the one that contains `day`.
  func month(containing day: CivilDay, movedBy months: Int) throws(DateBuilderError)
    -> (start: CivilDay, length: Int)
  {
    if let date = gregorian(day), let moved = try Self.month(of: date, movedBy: months) {
      return moved
    }
    let start = try adding(months, .month, to: startOfMonth(containing: day))
    return (start, try length(ofMonthStarting: start))
  }

  /// The month `months` after `date`'s in integers, as ``adding(_:_:to:)`` moves its first day;
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

  /// The number of days in the month that starts on `monthStart`.
  ///
  /// Days, not labels: in Foundation's Gregorian calendar (and those that share its years),
  /// October 1582 is labelled 1 to 31 but has 21 days, the 5th to the 14th never having been.
  func length(ofMonthStarting monthStart: CivilDay) throws(DateBuilderError) -> Int {
    if let date = gregorian(monthStart) {
      return GregorianDate.length(ofMonth: date.month, year: date.year)
    }
    return Int((try interval(of: .month, containing: monthStart).duration / 86_400).rounded())
  }

  /// The day labelled `number` of the month that starts on `start` and has `length` days;
  /// past the month's last label, its last day when `clamped`.
  ///
  /// - Throws: ``DateBuilderError/notInPeriod(index:)`` past the last label (unless
  ///   `clamped`), and for a label the month skips (October 1582's 5th to 14th).
  func day(labelled number: Int, inMonthStarting start: CivilDay, length: Int, clamped: Bool)
    throws(DateBuilderError) -> CivilDay
  {
    let last = try start.adding(length - 1)
    let lastLabel = gregorian(start) == nil ? label(of: last) : length
    // Labels run from 1 to the month's length without a gap, but in one month of history.
    guard lastLabel != length else {
      guard number <= length || clamped else { throw .notInPeriod(index: number - 1) }
      return try start.adding(min(number, length) - 1)
    }
    guard number <= lastLabel else {
      guard clamped else { throw .notInPeriod(index: number - 1) }
      return last
    }
    for offset in 0..<length {
      let day = try start.adding(offset)
      if label(of: day) == number { return day }
    }
    throw .notInPeriod(index: number - 1)
  }

  /// The day-of-month label of `day`.
  private func label(of day: CivilDay) -> Int {
    calendar.component(.day, from: day.gmtMidnight)
  }

  /// `day` moved by `value` units of `component`; a day that the target month lacks is
  /// clamped to the month's last day (31 January plus one month is 28 or 29 February).
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

  /// ``adding(_:_:to:)`` by Foundation: the first of the month moved by `value` units (every
  /// month has a first), then the day clamped to the target month's length.
  ///
  /// Foundation's own `date(byAdding: .month, …)` on the day itself would be shorter, but some
  /// versions of its Gregorian calendar clamp a move backwards across years with the wrong
  /// February (31 January 2000 minus 23 months gives 1 March 1998, not 28 February).
  private func foundationAdding(_ value: Int, _ component: Calendar.Component, to day: CivilDay)
    throws(DateBuilderError) -> CivilDay
  {
    let label = calendar.component(.day, from: day.gmtMidnight)
    let month = try interval(of: .month, containing: day)
    guard let moved = firstOfMonth(adding: value, component, to: month.start),
      let length = calendar.range(of: .day, in: .month, for: moved)?.count
    else {
      throw .outOfRange
    }
    let start = CivilDay(gmt: moved)
    guard CivilDay.representable.contains(start.number) else { throw .outOfRange }
    let result = try start.adding(min(label, length) - 1)
    // Counting days from the first gives the day's label in every month but the one in which
    // the Gregorian calendar began (October 1582 lacks its 5th to 14th): there, Foundation's own.
    guard calendar.component(.day, from: result.gmtMidnight) != min(label, length) else { return result }
    guard let direct = calendar.date(byAdding: component, value: value, to: day.gmtMidnight) else {
      throw .outOfRange
    }
    let fallback = CivilDay(gmt: direct)
    guard CivilDay.representable.contains(fallback.number) else { throw .outOfRange }
    return fallback
  }

  /// The first of a month moved by `value` units of `component`, forward in steps of at most
  /// ``largestMonthStep`` months.
  ///
  /// Foundation's Hebrew calendar moves a first of the month forward by 223 to 234 months (and
  /// by those plus any number of 235-month cycles) one month short: Elul 5744 is 223 months
  /// after Elul 5726, and Foundation answers Tishrei 5745. Steps of fewer than 223 months
  /// land where adding one month at a time does; a move backwards is right as it is.
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

  /// The most months ``firstOfMonth(adding:_:to:)`` moves forward in one of Foundation's steps.
  static let largestMonthStep = 222

  /// Where weekends are looked up: the calendar itself, or a Gregorian one with its locale.
  ///
  /// The Gregorian one is made when asked (a context that never asks makes none). A weekend is
  /// a matter of weekdays and the locale, not of months and years, and Foundation's Chinese
  /// calendar takes milliseconds for what its Gregorian one answers in microseconds.
  var weekendCalendar: Calendar {
    guard !isGregorianCalendar else { return calendar }
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.locale = calendar.locale
    gregorian.timeZone = calendar.timeZone
    gregorian.firstWeekday = firstWeekday
    return gregorian
  }

  /// The weekend that starts on or after `day`, as the first and the last day of it, by the
  /// calendar's locale.
  func weekend(startingOnOrAfter day: CivilDay) throws(DateBuilderError) -> ClosedRange<CivilDay> {
    let justBefore = day.gmtMidnight.addingTimeInterval(-1)
    guard let weekend = weekendCalendar.nextWeekend(startingAfter: justBefore) else { throw .outOfRange }
    let first = CivilDay(gmt: weekend.start)
    let last = CivilDay(gmt: weekend.end.addingTimeInterval(-1))
    return first...max(first, last)
  }
}
