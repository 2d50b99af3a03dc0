import Foundation

/// A day independent of any time zone: days since 1 January 1970, the count every Foundation
/// calendar shares, so that day arithmetic never loses or repeats a day; labels are ``CivilCalendar``'s.
struct CivilDay: Hashable, Comparable, Sendable {
  var number: Int

  static let secondsPerDay = 86_400

  static func < (lhs: CivilDay, rhs: CivilDay) -> Bool { lhs.number < rhs.number }

  func adding(_ days: Int) throws(DateBuilderError) -> CivilDay {
    let (sum, overflow) = number.addingReportingOverflow(days)
    guard !overflow, CivilDay.representable.contains(sum) else { throw .outOfRange }
    return CivilDay(number: sum)
  }

  /// 1 (Sunday) … 7 (Saturday), in every calendar; 1 January 1970 was a Thursday.
  var weekday: Int {
    ((number % 7) + 7 + 4) % 7 + 1
  }

  /// The instant Foundation labels with this day's components.
  var gmtMidnight: Date {
    Date(timeIntervalSince1970: TimeInterval(number) * TimeInterval(CivilDay.secondsPerDay))
  }

  init(number: Int) {
    self.number = number
  }

  /// A date too far out for `Int` (or NaN) gives a day outside ``representable``, which callers check.
  init(gmt date: Date) {
    let days = (date.timeIntervalSince1970 / TimeInterval(CivilDay.secondsPerDay)).rounded(.down)
    number = days.isNaN ? Int.min : Int(max(-1e15, min(1e15, days)))
  }

  /// 1 January 4712 BC (Julian) to about 100,000 years after 1970, exact in `Date` and `Int`; on Linux
  /// Foundation labels each day up to Julian Day 0 as that day, so the range starts a year later.
  static let representable = -2_440_222...36_500_000

  static let representableSeconds =
    TimeInterval(representable.lowerBound) * TimeInterval(secondsPerDay)...TimeInterval(
      representable.upperBound) * TimeInterval(secondsPerDay)
}
