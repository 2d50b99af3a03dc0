import Foundation

/// The minimum-gap rule: the first instant at or after a wanted one at least the gap away from
/// every notification already placed.
enum MinimumGap {
  /// `placed` is sorted ascending.
  ///
  /// A move lands on a whole second, as a calendar trigger fires at one: a fraction of a second, in the
  /// gap or in a delivery's date, would otherwise fire it too soon.
  static func firstClearInstant(atOrAfter wanted: Date, placed: [Date], gap: TimeInterval) -> Date {
    guard gap > 0 else { return wanted }
    var candidate = wanted
    var index = placed.partitioningIndex { $0 > candidate.addingTimeInterval(-gap) }
    while index < placed.count, placed[index] < candidate.addingTimeInterval(gap) {
      let clear = placed[index].addingTimeInterval(gap).timeIntervalSinceReferenceDate.rounded(.up)
      candidate = max(candidate, Date(timeIntervalSinceReferenceDate: clear))
      index += 1
    }
    return candidate
  }

  static func tooClose(_ a: Date, _ b: Date, gap: TimeInterval) -> Bool {
    abs(a.timeIntervalSince(b)) < gap
  }
}

extension Array {
  /// Where `isAbove` holds for a suffix.
  func partitioningIndex(where isAbove: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAbove(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
