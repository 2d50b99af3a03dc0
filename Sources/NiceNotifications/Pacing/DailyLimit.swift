import Foundation

/// The daily-limit rule: on a day that is full, which notification gives way.
///
/// ```swift
/// let loser = DailyLimit.leavingOut(day: placedThatDay, newcomer: candidate, limit: 5)
/// ```
enum DailyLimit {
  /// A notification on the day, as the rule weighs it.
  struct Contender: Hashable, Sendable {
    /// Its request identifier.
    var identifier: String
    /// Its group's priority.
    var priority: Int
    /// When it fires.
    var fireDate: Date
    /// Whether it can be left out: `false` for a request that stays pending as it is.
    var yields: Bool
  }

  /// The one left out when `newcomer` joins `day` (everything placed on its day already), or
  /// `nil` while the day has room.
  ///
  /// The lowest priority gives way; among equals the latest (then the greatest identifier), so the
  /// soonest stay. What cannot yield is never chosen.
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
