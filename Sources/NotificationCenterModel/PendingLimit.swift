package import Foundation

/// How many requests iOS keeps pending for one app, and which it drops beyond that
/// (UserNotificationsBehaviour.md §1, §10.1).
///
/// The simulator and the Linux shim both ask this type, so that they cannot disagree.
///
/// ```swift
/// let slots = (0..<70).map { PendingLimit.Slot(sequence: UInt64($0), nextFire: nil) }
/// PendingLimit.dropped(from: slots, capacity: 64, rule: .keepLastAdded) // sequences 0...5
/// ```
package enum PendingLimit {
  /// The most pending requests iOS keeps for an app.
  package static let capacity = 64

  /// Which requests survive when there are more than the capacity.
  package enum Rule: Sendable {
    /// iOS 11 and later: the most recently added are kept, the oldest dropped.
    case keepLastAdded
    /// iOS 10 and earlier, as `UILocalNotification` documented: the soonest to fire are kept.
    case keepSoonest
  }

  /// One pending request as the limit sees it.
  package struct Slot: Sendable {
    /// Order of (last) addition; a replaced request counts as added again.
    package var sequence: UInt64
    /// When it fires next; `nil` for one that has no date (a location trigger).
    package var nextFire: Date?

    /// Creates a slot.
    package init(sequence: UInt64, nextFire: Date?) {
      self.sequence = sequence
      self.nextFire = nextFire
    }
  }

  /// The sequences of the requests dropped from `slots`, in the order they were added.
  ///
  /// A capacity below 0 counts as 0. A request without a date ranks before every dated one
  /// under ``Rule/keepSoonest``.
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
