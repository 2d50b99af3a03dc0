import Foundation

/// The daily-limit rule: on a day that is full, which notification gives way.
enum DailyLimit {
  struct Contender: Hashable, Sendable {
    var identifier: String
    var priority: Int
    var fireDate: Date
    /// Whether it can be left out: `false` for a request that stays pending as it is.
    var yields: Bool
  }

  /// The one left out when `newcomer` joins `day`, or `nil` while the day has room: the lowest
  /// priority, among equals the latest (then the greatest identifier); never one that cannot yield.
  static func leavingOut(day: [Contender], newcomer: Contender, limit: Int) -> Contender? {
    guard day.count >= limit else { return nil }
    let choices = day.filter(\.yields) + [newcomer]
    return choices.min { a, b in
      if a.priority != b.priority { return a.priority < b.priority }
      if a.fireDate != b.fireDate { return a.fireDate > b.fireDate }
      return a.identifier > b.identifier
    }
  }
}
