public import DateBuilder
public import Foundation

/// A range of the local wall clock in which the app's notifications are not delivered; it may
/// wrap midnight: `try QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0))`.
public struct QuietHours: Hashable, Sendable {
  /// Where the quiet hours begin (inside them).
  public let start: TimeOfDay
  /// Where they end (outside them): a moved occurrence fires when the clock first reads this or later.
  public let end: TimeOfDay

  /// Creates quiet hours from `start` up to `end`, wrapping midnight when `end` comes first:
  /// `try QuietHours(from: .time(hour: 12, minute: 0), to: .time(hour: 13, minute: 30))`.
  ///
  /// - Throws: ``PacingError/invalidTime(_:)`` or ``PacingError/emptyQuietHours(_:)``.
  public init(from start: TimeOfDay, to end: TimeOfDay) throws(PacingError) {
    guard start.isValid else { throw .invalidTime(start) }
    guard end.isValid else { throw .invalidTime(end) }
    guard start != end else { throw .emptyQuietHours(start) }
    self.start = start
    self.end = end
  }

  /// Whether a clock reading `time` is inside the quiet hours: `night.contains(.time(hour: 23, minute: 30))`.
  public func contains(_ time: TimeOfDay) -> Bool {
    start < end ? start <= time && time < end : start <= time || time < end
  }

  /// Whether `date` is inside the quiet hours on `calendar`'s clock: `night.contains(date, in: calendar)`.
  public func contains(_ date: Date, in calendar: Calendar) -> Bool {
    contains(TimeOfDay(date: date, calendar: calendar))
  }

  /// The jump where a spring-forward gap skips the end's reading, the first of two where the clock
  /// falls back; a clock that falls back to before their start does not end them.
  func firstInstantOutside(atOrAfter date: Date, in calendar: Calendar) -> Date {
    guard contains(date, in: calendar) else { return date }
    let components = calendar.dateComponents([.year, .month, .day], from: date)
    let wraps = !(start < end) && start <= TimeOfDay(date: date, calendar: calendar)
    for extraDay in 0...2 {
      var wanted = components
      wanted.day = (components.day ?? 1) + (wraps ? 1 : 0) + extraDay
      wanted.hour = end.hour
      wanted.minute = end.minute
      wanted.second = end.second
      guard let found = calendar.date(from: wanted) else { continue }
      // A reading that exists twice: the first after `date`, whichever one Foundation found.
      for shift in [-3_600.0, -1_800, 0, 1_800, 3_600] {
        let candidate = found.addingTimeInterval(shift)
        if candidate > date, TimeOfDay(date: candidate, calendar: calendar) == end { return candidate }
      }
      // The end's reading does not exist: the clock's jump is the first instant outside.
      if let jump = calendar.timeZone.nextDaylightSavingTimeTransition(
        after: found.addingTimeInterval(-3 * 3_600)),
        jump > date, jump <= found.addingTimeInterval(3 * 3_600), !contains(jump, in: calendar)
      {
        return jump
      }
      let low = max(date, found.addingTimeInterval(-3 * 3_600))
      let high = found.addingTimeInterval(3 * 3_600)
      if high > date, !contains(high, in: calendar) {
        let jump = Self.firstOutside(after: low, upTo: high) { contains($0, in: calendar) }
        if !contains(jump, in: calendar) { return jump }
      }
    }
    return Self.firstOutside(after: date, upTo: date.addingTimeInterval(3 * 86_400)) {
      contains($0, in: calendar)
    }
  }

  /// `high` is outside.
  private static func firstOutside(after low: Date, upTo high: Date, inside: (Date) -> Bool) -> Date {
    var low = low.timeIntervalSinceReferenceDate.rounded(.down)
    var high = high.timeIntervalSinceReferenceDate.rounded(.up)
    while high - low > 1 {
      let middle = ((low + high) / 2).rounded(.down)
      if inside(Date(timeIntervalSinceReferenceDate: middle)) { low = middle } else { high = middle }
    }
    return Date(timeIntervalSinceReferenceDate: high)
  }
}
