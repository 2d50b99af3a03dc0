import Foundation

extension DateComponents {
  /// Which components a "no such date" answer carries: a day's, or a day's and a time's.
  enum Precision {
    case day
    case time
  }

  /// The components of `Date.distantPast` in the context's calendar, read in UTC.
  ///
  /// What the non-optional `dateComponents()` answers for a date that does not exist, as
  /// `date()` answers `Date.distantPast`. A calendar trigger never matches them again.
  static func distantPast(in context: DateBuilder.Context, with precision: Precision) -> DateComponents {
    var calendar = context.calendar
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    var units: Set<Calendar.Component> = [.year, .month, .day]
    if precision == .time { units.formUnion([.hour, .minute, .second]) }
    // The era only where the calendar has more than the one Gregorian years imply, as for
    // every other day's components.
    if calendar.identifier != .gregorian && calendar.identifier != .iso8601 { units.insert(.era) }
    return calendar.dateComponents(units, from: .distantPast)
  }
}
