import Foundation

/// A day on the calendar, independent of any time zone: the number of days since
/// 1 January 1970 in the proleptic day count that every Foundation calendar shares.
///
/// Day arithmetic is integer arithmetic on this number, so it never loses or repeats a day,
/// whatever the time zone does at midnight. Which label a day has (its year, month, day)
/// is the calendar's business; see ``CivilCalendar``.
struct CivilDay: Hashable, Comparable, Sendable {
  var number: Int

  static let secondsPerDay = 86_400

  static func < (lhs: CivilDay, rhs: CivilDay) -> Bool { lhs.number < rhs.number }

  /// The day `days` after this one.
  func adding(_ days: Int) throws(DateBuilderError) -> CivilDay {
    let (sum, overflow) = number.addingReportingOverflow(days)
    guard !overflow, CivilDay.representable.contains(sum) else { throw .outOfRange }
    return CivilDay(number: sum)
  }

  /// The weekday, 1 for Sunday through 7 for Saturday, as Foundation numbers them in every calendar.
  ///
  /// 1 January 1970 was a Thursday.
  var weekday: Int {
    ((number % 7) + 7 + 4) % 7 + 1
  }

  /// Midnight of this day in GMT, the instant Foundation labels with this day's components.
  var gmtMidnight: Date {
    Date(timeIntervalSince1970: TimeInterval(number) * TimeInterval(CivilDay.secondsPerDay))
  }

  init(number: Int) {
    self.number = number
  }

  /// The day that contains `date` in GMT.
  ///
  /// A date too far out for `Int` (or not a number) gives a day outside ``representable``, which every caller
  /// checks, instead of a trap.
  init(gmt date: Date) {
    let days = (date.timeIntervalSince1970 / TimeInterval(CivilDay.secondsPerDay)).rounded(.down)
    number = days.isNaN ? Int.min : Int(max(-1e15, min(1e15, days)))
  }

  /// Days from 1 January 4712 BC (in the Julian calendar) to about 100,000 years after 1970:
  /// far beyond any notification, well inside what `Date` and `Int` arithmetic represent
  /// exactly.
  ///
  /// The first day is where Foundation's calendars begin to count: on Linux every one of
  /// them labels each day up to Julian Day 0 (24 November 4714 BC in the proleptic
  /// Gregorian calendar) as that day, so a date before it would be read with another's
  /// year, month and day. The range starts a year after that day, clear of any time zone's
  /// offset.
  static let representable = -2_440_222...36_500_000

  /// The seconds since 1970 that the representable days span.
  static let representableSeconds =
    TimeInterval(representable.lowerBound) * TimeInterval(secondsPerDay)...TimeInterval(
      representable.upperBound) * TimeInterval(secondsPerDay)
}
