import Foundation
import NiceNotifications

/// A lower bound for planning the scale groups: what choosing the soonest `capacity`
/// occurrences costs when nothing is general — each entry's next time is an integer of
/// wall-clock seconds worked out from the group's recipe (``ScaleGroup/hour``,
/// ``ScaleGroup/minute``, ``ScaleGroup/weekday``), the entries sit in a binary heap, and
/// identifiers, components and content are made only for the requests chosen.
///
/// It knows nothing of time zones beyond "now" and orders by wall-clock time, so it is right
/// only where wall-clock order is instant order (no clock change among the chosen); the
/// scenario that uses it checks its requests equal the planner's before timing either.
///
/// ```swift
/// let requests = IntegerPlanner().plan(ScaleGroup.make(count: 1_000), in: context, capacity: 64)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct IntegerPlanner: Sendable {
  /// The soonest `capacity` occurrences after `context.now`, ties broken by identifier as
  /// the planner breaks them, as requests.
  func plan(_ groups: [ScaleGroup], in context: DateBuilder.Context, capacity: Int) -> [NotificationRequest] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = context.timeZone
    let now = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second, .weekday], from: context.now)
    let today = Self.dayNumber(year: now.year ?? 1970, month: now.month ?? 1, day: now.day ?? 1)
    let nowSeconds = today * 86_400 + (now.hour ?? 0) * 3_600 + (now.minute ?? 0) * 60 + (now.second ?? 0)
    let todayWeekday = now.weekday ?? 1

    // One slot per entry: its next wall-clock second, its period, its group and entry.
    var next: [Int] = []
    var period: [Int] = []
    var group: [Int32] = []
    var entry: [Int32] = []
    next.reserveCapacity(groups.count * 2)
    period.reserveCapacity(groups.count * 2)
    group.reserveCapacity(groups.count * 2)
    entry.reserveCapacity(groups.count * 2)
    for (index, scaleGroup) in groups.enumerated() {
      func add(_ first: Int, every step: Int, entry number: Int) {
        next.append(first > nowSeconds ? first : first + step)
        period.append(step)
        group.append(Int32(index))
        entry.append(Int32(number))
      }
      let minute = scaleGroup.minute * 60
      switch scaleGroup.kind {
      case .daily:
        add(today * 86_400 + scaleGroup.hour * 3_600 + minute, every: 86_400, entry: 0)
      case .weekly:
        let ahead = ((scaleGroup.weekday ?? 1) - todayWeekday + 7) % 7
        add((today + ahead) * 86_400 + scaleGroup.hour * 3_600 + minute, every: 7 * 86_400, entry: 0)
      case .hourly:
        for hour in 0..<24 { add(today * 86_400 + hour * 3_600 + minute, every: 86_400, entry: hour) }
      }
    }
    let entryKeys = (0..<24).map(String.init)

    func precedes(_ a: Int, _ b: Int) -> Bool {
      if next[a] != next[b] { return next[a] < next[b] }
      let groupA = Int(group[a])
      let groupB = Int(group[b])
      if groupA != groupB { return Self.partPrecedes(groups[groupA].identifier, groups[groupB].identifier) }
      return Self.partPrecedes(entryKeys[Int(entry[a])], entryKeys[Int(entry[b])])
    }

    var heap = Array(next.indices)
    for start in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
      Self.siftDown(&heap, from: start, by: precedes)
    }
    var requests: [NotificationRequest] = []
    requests.reserveCapacity(capacity)
    while requests.count < capacity, let first = heap.first {
      let seconds = next[first]
      let scaleGroup = groups[Int(group[first])]
      let (year, month, day) = Self.civil(seconds.floorDivided(by: 86_400))
      let time = seconds - seconds.floorDivided(by: 86_400) * 86_400
      let components = DateComponents(
        year: year, month: month, day: day, hour: time / 3_600, minute: time % 3_600 / 60, second: time % 60)
      requests.append(
        NotificationRequest(
          identifier: "\(scaleGroup.identifier):\(entryKeys[Int(entry[first])]):"
            + NaivePlanner.key(components),
          content: NotificationContent(title: scaleGroup.identifier, sound: .default),
          trigger: .calendar(components, repeats: false)))
      next[first] = seconds + period[first]
      Self.siftDown(&heap, from: 0, by: precedes)
    }
    return requests
  }

  /// Whether `a + ":"` sorts before `b + ":"`, byte by byte, without building either: how
  /// two identifiers with equal occurrence keys compare part by part.
  private static func partPrecedes(_ a: String, _ b: String) -> Bool {
    let colon = UInt8(ascii: ":")
    var left = a.utf8.makeIterator()
    var right = b.utf8.makeIterator()
    while true {
      let x = left.next()
      let y = right.next()
      switch (x, y) {
      case (nil, nil): return false
      case (nil, let y?): return colon < y
      case (let x?, nil): return x < colon
      case let (x?, y?) where x != y: return x < y
      default: continue
      }
    }
  }

  private static func siftDown(_ heap: inout [Int], from start: Int, by precedes: (Int, Int) -> Bool) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count, precedes(heap[left], heap[first]) { first = left }
      if right < heap.count, precedes(heap[right], heap[first]) { first = right }
      guard first != parent else { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = y.floorDivided(by: 400)
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day number.
  static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = z.floorDivided(by: 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

extension Int {
  /// The quotient rounded toward negative infinity.
  fileprivate func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
