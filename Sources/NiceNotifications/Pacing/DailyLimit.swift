import Foundation

enum DailyLimit {
  struct Contender: Hashable, Sendable {
    var identifier: String
    var priority: Int
    var fireDate: Date
    /// Whether it can be left out: `false` for a request that stays pending as it is.
    var yields: Bool
  }

  /// `nil` while the day has room; else the lowest priority, among equals the latest (then the
  /// greatest identifier), never one that cannot yield.
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
