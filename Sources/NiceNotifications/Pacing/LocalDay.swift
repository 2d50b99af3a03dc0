import Foundation

/// A calendar day on the device's clock, as the instants it spans: the day a daily limit counts in.
///
/// ```swift
/// let day = LocalDay(containing: fireDate, in: deviceCalendar)
/// day.contains(otherDate)
/// ```
struct LocalDay: Hashable, Sendable {
  /// The day's first instant.
  let start: Date
  /// The next day's first instant.
  let end: Date

  /// The day `date` falls on in `calendar`'s time zone (23, 24 or 25 hours long, or another length
  /// where a zone moved its clock otherwise).
  init(containing date: Date, in calendar: Calendar) {
    if let interval = calendar.dateInterval(of: .day, for: date) {
      start = interval.start
      end = interval.end
    } else {
      // Foundation finds no day only for dates out of its range: the day is read as 24 hours from the instant.
      start = date
      end = date.addingTimeInterval(86_400)
    }
  }

  /// Whether `date` falls on this day.
  func contains(_ date: Date) -> Bool { start <= date && date < end }
}
