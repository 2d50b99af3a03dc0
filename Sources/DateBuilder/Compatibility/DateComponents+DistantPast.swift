import Foundation

extension DateComponents {
  enum Precision {
    case day
    case time
  }

  /// `Date.distantPast`'s components in UTC: a non-existent date's `dateComponents()`, matching no trigger.
  static func distantPast(in context: DateBuilder.Context, with precision: Precision) -> DateComponents {
    var calendar = context.calendar
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    var units: Set<Calendar.Component> = [.year, .month, .day]
    if precision == .time { units.formUnion([.hour, .minute, .second]) }
    // The era only where Gregorian years do not imply it, as for every other day.
    if calendar.identifier != .gregorian && calendar.identifier != .iso8601 { units.insert(.era) }
    return calendar.dateComponents(units, from: .distantPast)
  }
}
