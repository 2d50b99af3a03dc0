import DateBuilder
import Foundation

extension DateBuilder.RepeatingPattern {
  /// From `start` (inclusive) to `end` (exclusive).
  func fireDates(from start: Date, to end: Date, in context: DateBuilder.Context) -> [Date] {
    let trigger = repeatingTrigger
    var dates: [Date] = []
    var cursor = start.addingTimeInterval(-1)
    while let next = trigger.nextFireDate(after: cursor, in: context), next < end {
      if next >= start { dates.append(next) }
      guard next > cursor else { break }
      cursor = next
    }
    return dates
  }
}
