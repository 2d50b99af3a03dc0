import Foundation
import NiceNotifications

extension DateBuilder.Context {
  /// A Gregorian context in `zone`, now being the wall-clock time given.
  static func fixed(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0,
    in zone: String = "Europe/Berlin"
  ) -> DateBuilder.Context {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    calendar.locale = Locale(identifier: "en_US")
    let now = calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
    return DateBuilder.Context(now: now ?? Date(timeIntervalSince1970: 0), calendar: calendar)
  }

  /// `yyyy-MM-dd HH:mm` of `date` in this context.
  func local(_ date: Date?) -> String {
    guard let date else { return "none" }
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(
      format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
  }
}

/// Counts calls from any thread.
///
/// `@unchecked Sendable` is safe: `count` is only read and written with `lock` held.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}

extension TimelineOccurrences {
  /// The next `count` occurrences, or fewer if the timeline ends.
  mutating func take(_ count: Int) -> [TimelineOccurrence] {
    var taken: [TimelineOccurrence] = []
    while taken.count < count, let next = next() { taken.append(next) }
    return taken
  }
}
