/// A year, month and day of the Gregorian calendar, converted to and from a ``CivilDay`` by
/// integer arithmetic alone: the fast path of ``CivilCalendar`` for the Gregorian and ISO 8601
/// calendars.
///
/// The conversion is the proleptic one (a 400-year cycle of 146,097 days, counted from
/// 1 March so that the leap day ends the year). Foundation's Gregorian calendar agrees with
/// it only from 1583 on — before 15 October 1582 Foundation counts Julian days — so only days
/// inside ``fastDays`` take this path.
///
/// ```swift
/// let day = GregorianDate(year: 2026, month: 3, day: 8).civilDay   // CivilDay(number: 20_520)
/// GregorianDate(day).month                                         // 3
/// ```
struct GregorianDate: Hashable, Sendable {
  var year: Int
  var month: Int
  var day: Int

  /// The days the integer arithmetic answers for.
  ///
  /// From 1 January 1583, the first whole year of the Gregorian reform, to the end of the
  /// representable days; a year, month or day computed outside them is Foundation's to compute.
  ///
  /// -141,349 is 1 January 1583 (a test checks it against the arithmetic below).
  static var fastDays: ClosedRange<Int> { -141_349...CivilDay.representable.upperBound }

  /// The years wholly inside ``fastDays``: 1583 to 101,902, the year before the one the
  /// representable days end in (a test checks it).
  static var fastYears: ClosedRange<Int> { 1_583...101_902 }

  init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date of `civil`, which must lie in ``fastDays`` (or at least after 1 March of year 0).
  ///
  /// The arithmetic wraps instead of checking for overflow: every value stays far inside `Int`
  /// for the days it is given.
  init(_ civil: CivilDay) {
    // Divisions by constants, rounded down by hand: they compile to multiplications.
    let shifted = civil.number &+ Self.daysFromMarchZeroToEpoch
    let era = (shifted >= 0 ? shifted : shifted &- (Self.daysPerEra - 1)) / Self.daysPerEra
    let dayOfEra = shifted &- era &* Self.daysPerEra  // 0…146_096
    let yearOfEra = (dayOfEra &- dayOfEra / 1_460 &+ dayOfEra / 36_524 &- dayOfEra / 146_096) / 365  // 0…399
    let dayOfYear = dayOfEra &- (365 &* yearOfEra &+ yearOfEra / 4 &- yearOfEra / 100)  // 0…365, from 1 March
    let marchMonth = (5 &* dayOfYear &+ 2) / 153  // 0 is March … 11 is February
    day = dayOfYear &- (153 &* marchMonth &+ 2) / 5 &+ 1
    month = marchMonth < 10 ? marchMonth &+ 3 : marchMonth &- 9
    year = yearOfEra &+ era &* 400 &+ (month <= 2 ? 1 : 0)
  }

  /// The day this date names; month and day must be valid (see ``isValid``), and the year
  /// within a few million of the present, as every caller's is (the arithmetic wraps).
  var civilDay: CivilDay {
    let marchYear = month <= 2 ? year &- 1 : year
    let era = (marchYear >= 0 ? marchYear : marchYear &- 399) / 400
    let yearOfEra = marchYear &- era &* 400
    let dayOfYear = (153 &* (month > 2 ? month &- 3 : month &+ 9) &+ 2) / 5 &+ day &- 1
    let dayOfEra = yearOfEra &* 365 &+ yearOfEra / 4 &- yearOfEra / 100 &+ dayOfYear
    return CivilDay(number: era &* Self.daysPerEra &+ dayOfEra &- Self.daysFromMarchZeroToEpoch)
  }

  /// Whether the month is 1…12 and the day exists in it.
  var isValid: Bool {
    (1...12).contains(month) && day >= 1 && day <= Self.length(ofMonth: month, year: year)
  }

  /// Whether `year` has a 29 February.
  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days in `month` (1…12) of `year`.
  static func length(ofMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The date `months` months later, its day clamped to the target month's length (31 January
  /// plus one month is 28 or 29 February), as Foundation's `date(byAdding:)` does.
  ///
  /// `months` must be small enough not to overflow (the callers keep it within ±2,000,000).
  func addingMonths(_ months: Int) -> GregorianDate {
    let index = year * 12 + (month - 1) + months
    let year = (index >= 0 ? index : index - 11) / 12
    let month = index - year * 12 + 1
    return GregorianDate(year: year, month: month, day: min(day, Self.length(ofMonth: month, year: year)))
  }

  /// The days of a 400-year cycle, which has 97 leap years.
  private static var daysPerEra: Int { 146_097 }
  /// From 1 March of year 0 (proleptic Gregorian) to 1 January 1970.
  private static var daysFromMarchZeroToEpoch: Int { 719_468 }
}
