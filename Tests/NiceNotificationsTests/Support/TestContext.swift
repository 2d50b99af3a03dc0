import Foundation
import NiceNotifications
import TestSupport

extension DateBuilder.Context {
  /// `yyyy-MM-dd HH:mm` of `date` in this context.
  func local(_ date: Date?) -> String {
    guard let date else { return "none" }
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(
      format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
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
