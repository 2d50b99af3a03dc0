/// A proleptic Gregorian year, month and day, converted to and from a ``CivilDay`` in integers alone;
/// Foundation counts Julian days before October 1582, so only ``fastDays`` take this path.
struct GregorianDate: Hashable, Sendable {
  var year: Int
  var month: Int
  var day: Int

  /// From 1 January 1583 (-141,349, checked by a test) to the end of the representable days.
  static var fastDays: ClosedRange<Int> { -141_349...CivilDay.representable.upperBound }

  /// The years wholly inside ``fastDays`` (checked by a test).
  static var fastYears: ClosedRange<Int> { 1_583...101_902 }

  init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// `civil` must lie after 1 March of year 0; the arithmetic wraps, staying far inside `Int`.
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

  /// Month and day must be valid, the year within a few million of the present (the arithmetic wraps).
  var civilDay: CivilDay {
    let marchYear = month <= 2 ? year &- 1 : year
    let era = (marchYear >= 0 ? marchYear : marchYear &- 399) / 400
    let yearOfEra = marchYear &- era &* 400
    let dayOfYear = (153 &* (month > 2 ? month &- 3 : month &+ 9) &+ 2) / 5 &+ day &- 1
    let dayOfEra = yearOfEra &* 365 &+ yearOfEra / 4 &- yearOfEra / 100 &+ dayOfYear
    return CivilDay(number: era &* Self.daysPerEra &+ dayOfEra &- Self.daysFromMarchZeroToEpoch)
  }

  var isValid: Bool {
    (1...12).contains(month) && day >= 1 && day <= Self.length(ofMonth: month, year: year)
  }

  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  static func length(ofMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Clamps the day to the target month, as Foundation does; callers keep `months` within ±2,000,000.
  func addingMonths(_ months: Int) -> GregorianDate {
    let index = year * 12 + (month - 1) + months
    let year = (index >= 0 ? index : index - 11) / 12
    let month = index - year * 12 + 1
    return GregorianDate(year: year, month: month, day: min(day, Self.length(ofMonth: month, year: year)))
  }

  private static var daysPerEra: Int { 146_097 }
  private static var daysFromMarchZeroToEpoch: Int { 719_468 }
}
