import Foundation

/// The zone transitions a ``ZoneClock`` (and every copy of it) last found in the shared
/// ``TransitionCache`` for an instant outside the snapshot it holds: the dates one context
/// reads one after another far from its now are read from here, under a lock of this clock's
/// own, instead of the cache's lock and lookup for each.
///
/// `@unchecked Sendable` is safe because the only mutable state, `snapshot`, is private and
/// read and written only between `lock.lock()` and `lock.unlock()`; the snapshots themselves
/// are immutable. Every snapshot answers alike where it answers, so which one is kept
/// changes no answer.
///
/// ```swift
/// let found = FoundTransitions()
/// found.keep(snapshot)
/// found.covering(instant...instant)  // snapshot, if it spans the instant
/// ```
final class FoundTransitions: @unchecked Sendable {
  private let lock = NSLock()
  @exclusivity(unchecked) private var snapshot: ZoneTransitions?

  /// The snapshot kept, if it spans `range` (UTC seconds since 1970).
  func covering(_ range: ClosedRange<Int>) -> ZoneTransitions? {
    lock.lock()
    defer { lock.unlock() }
    guard let snapshot, snapshot.span.contains(range.lowerBound), snapshot.span.contains(range.upperBound)
    else { return nil }
    return snapshot
  }

  /// Keeps `snapshot` for the lookups after this one.
  func keep(_ snapshot: ZoneTransitions) {
    lock.lock()
    self.snapshot = snapshot
    lock.unlock()
  }
}
