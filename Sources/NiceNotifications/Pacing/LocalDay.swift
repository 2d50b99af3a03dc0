import Foundation

/// A calendar day on the device's clock, as the instants it spans: the day a daily limit counts in.
struct LocalDay: Hashable, Sendable {
  let start: Date
  let end: Date

  /// 23, 24 or 25 hours long, or otherwise where a zone moved its clock.
  init(containing date: Date, in calendar: Calendar) {
    if let interval = calendar.dateInterval(of: .day, for: date) {
      start = interval.start
      end = interval.end
    } else {
      // Foundation finds no day only for dates out of its range: 24 hours from the instant.
      start = date
      end = date.addingTimeInterval(86_400)
    }
  }

  func contains(_ date: Date) -> Bool { start <= date && date < end }
}
