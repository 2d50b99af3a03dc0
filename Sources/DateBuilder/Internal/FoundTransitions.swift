import Foundation

/// The snapshot a ``ZoneClock`` and its copies last found in the ``TransitionCache`` outside their
/// own, so that dates far from now skip the cache's lock and lookup.
///
/// `@unchecked Sendable`: `snapshot` is private and touched only under `lock`, and snapshots are
/// immutable; all answer alike, so which one is kept changes no answer.
final class FoundTransitions: @unchecked Sendable {
  private let lock = NSLock()
  @exclusivity(unchecked) private var snapshot: ZoneTransitions?

  /// The kept snapshot's answer for `local`, `.unknown` if it does not span it; read in place,
  /// so that no reference is counted for each date.
  func resolve(local: Int) -> ZoneTransitions.Resolution {
    lock.lock()
    defer { lock.unlock() }
    return snapshot?.resolve(local: local) ?? .unknown
  }

  /// The kept snapshot's offset at `utc`, `nil` if it does not span it.
  func offset(at utc: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    return snapshot?.offset(at: utc)
  }

  func keep(_ snapshot: ZoneTransitions) {
    lock.lock()
    self.snapshot = snapshot
    lock.unlock()
  }
}
