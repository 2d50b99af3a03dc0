import Foundation

#if os(Linux)
  import Synchronization

  /// The snapshot a ``ZoneClock`` and its copies last found in the ``TransitionCache`` outside their
  /// own, so that dates far from now skip the cache's lock and lookup.
  ///
  /// Read without a lock, since a walk far from now reads it for every date: `current` holds the
  /// address of a snapshot that `kept` holds for as long as this object lives, so an address a
  /// reader loads (acquiring what the releasing store published) names a live snapshot. Snapshots
  /// are immutable and all answer alike, so which one a read sees changes no answer; after
  /// ``maximumKept`` new ones, reads go on with the last (a later date falls to the cache).
  final class FoundTransitions: Sendable {
    private let current = Atomic<UInt>(0)
    private let kept = Mutex<[ZoneTransitions]>([])

    static let maximumKept = 32

    /// The kept snapshot's answer for `local`, `.unknown` if it does not span it.
    func resolve(local: Int) -> ZoneTransitions.Resolution {
      withSnapshot { $0?.resolve(local: local) ?? .unknown }
    }

    /// The kept snapshot's offset at `utc`, `nil` if it does not span it.
    func offset(at utc: Int) -> Int? {
      withSnapshot { $0?.offset(at: utc) }
    }

    func keep(_ snapshot: ZoneTransitions) {
      kept.withLock { kept in
        if !kept.contains(where: { $0 === snapshot }) {
          guard kept.count < Self.maximumKept else { return }
          kept.append(snapshot)
        }
        current.store(UInt(bitPattern: Unmanaged.passUnretained(snapshot).toOpaque()), ordering: .releasing)
      }
    }

    private func withSnapshot<Result>(_ body: (ZoneTransitions?) -> Result) -> Result {
      guard let pointer = UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring)) else {
        return body(nil)
      }
      return Unmanaged<ZoneTransitions>.fromOpaque(pointer)._withUnsafeGuaranteedRef { body($0) }
    }
  }
#else
  /// The snapshot a ``ZoneClock`` and its copies last found in the ``TransitionCache`` outside their
  /// own, so that dates far from now skip the cache's lock and lookup. (Apple's `Atomic` needs
  /// iOS 18 and macOS 15, so a lock guards it here.)
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
#endif
