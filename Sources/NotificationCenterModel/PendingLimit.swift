package import Foundation

/// How many requests iOS keeps pending for one app, and which it drops beyond that
/// (UserNotificationsBehaviour.md §1, §10.1).
package enum PendingLimit {
  package static let capacity = 64

  package enum Rule: Sendable {
    /// iOS 11 and later: the most recently added are kept.
    case keepLastAdded
    /// iOS 10 and earlier: the soonest to fire are kept.
    case keepSoonest
  }

  package struct Slot: Sendable {
    /// Order of (last) addition; a replaced request counts as added again.
    package var sequence: UInt64
    /// `nil` for a location trigger.
    package var nextFire: Date?

    package init(sequence: UInt64, nextFire: Date?) {
      self.sequence = sequence
      self.nextFire = nextFire
    }
  }

  /// The sequences of the requests dropped from `slots`, in add order; an undated request
  /// ranks first under ``Rule/keepSoonest``.
  package static func dropped(from slots: [Slot], capacity: Int, rule: Rule) -> [UInt64] {
    let capacity = max(0, capacity)
    guard slots.count > capacity else { return [] }
    let ranked: [Slot]
    switch rule {
    case .keepLastAdded:
      ranked = slots.sorted { $0.sequence > $1.sequence }
    case .keepSoonest:
      ranked = slots.sorted {
        ($0.nextFire ?? .distantPast, $0.sequence) < ($1.nextFire ?? .distantPast, $1.sequence)
      }
    }
    return ranked.dropFirst(capacity).map(\.sequence).sorted()
  }
}
