import Foundation

/// The snapshot a ``ZoneClock`` and its copies last found in the ``TransitionCache`` outside their
/// own, so that dates far from now skip the cache's lock and lookup.
///
/// `@unchecked Sendable`: `snapshot` is private and touched only under `lock`, and snapshots are
/// immutable; all answer alike, so which one is kept changes no answer.
final class FoundTransitions: @unchecked Sendable {
  private let lock = NSLock()
  @exclusivity(unchecked) private var snapshot: ZoneTransitions?

  /// The snapshot kept, if it spans `range` (UTC seconds).
  func covering(_ range: ClosedRange<Int>) -> ZoneTransitions? {
    lock.lock()
    defer { lock.unlock() }
    guard let snapshot, snapshot.span.contains(range.lowerBound), snapshot.span.contains(range.upperBound)
    else { return nil }
    return snapshot
  }

  func keep(_ snapshot: ZoneTransitions) {
    lock.lock()
    self.snapshot = snapshot
    lock.unlock()
  }
}
