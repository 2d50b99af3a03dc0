import Foundation
import TestSupport

/// Instants written the way the tables' rows were worked out by hand: UTC readings, and local readings in a zone.
enum PacingClock {
  /// The instant a UTC clock reads as `text` (`yyyy-MM-dd HH:mm` or `yyyy-MM-dd HH:mm:ss`).
  static func utc(_ text: String) -> Date {
    let parts = text.split(whereSeparator: { "- :".contains($0) }).compactMap { Int($0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named("UTC")
    let components = DateComponents(
      year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
      second: parts.count > 5 ? parts[5] : 0)
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }

  /// A Gregorian calendar in `zone`.
  static func calendar(_ zone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named(zone)
    return calendar
  }

  /// `yyyy-MM-dd HH:mm:ss` of `date` on a UTC clock.
  static func utcText(_ date: Date) -> String {
    let c = calendar("UTC").dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return String(
      format: "%04d-%02d-%02d %02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0,
      c.minute ?? 0,
      c.second ?? 0)
  }
}
