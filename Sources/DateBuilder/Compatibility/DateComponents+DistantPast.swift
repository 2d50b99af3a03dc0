import Foundation

extension DateComponents {
  /// Which components a "no such date" answer carries: a day's, or a day's and a time's.
  enum Precision {
    case day
    case time
  }

  /// The components of `Date.distantPast` in the context's calendar, read in UTC: what the
  /// non-optional `dateComponents()` answers for a date that does not exist, as `date()`
  /// answers `Date.distantPast`. A calendar trigger never matches them again.
  static func distantPast(in context: DateBuilder.Context, with precision: Precision) -> DateComponents {
    var calendar = context.calendar
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    let units: Set<Calendar.Component> =
      precision == .day ? [.era, .year, .month, .day] : [.era, .year, .month, .day, .hour, .minute, .second]
    return calendar.dateComponents(units, from: .distantPast)
  }
}
