import Dispatch

/// The writes to one center that outlived their time limit and may still land: a reschedule waits for them,
/// since a late add takes a slot the plan gave away, and one out ``givenUpAfter`` past is taken as lost.
final class LateWrites: Sendable {
  /// How long after timing out an unreturned write stops counting: 120 s, in nanoseconds.
  static let givenUpAfter: UInt64 = 120_000_000_000
  static let defaultWait: Double = 10

  private struct State: Sendable {
    /// The uptime in nanoseconds at which each unreturned write timed out, by number.
    var outstanding: [Int: UInt64] = [:]
    var next = 0
  }

  private let state = Locked(State())
  private let uptime: @Sendable () -> UInt64

  /// Late writes read against the system's uptime; tests step `uptime` themselves.
  init(uptime: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
    self.uptime = uptime
  }

  func timedOut() -> Int {
    state.withLock { state in
      defer { state.next += 1 }
      state.outstanding[state.next] = uptime()
      return state.next
    }
  }

  func returned(_ number: Int) {
    state.withLock { _ = $0.outstanding.removeValue(forKey: number) }
  }

  /// Whether no timed-out write is out, waiting at most `seconds` (10 when not positive, never forever).
  func landed(within seconds: Double) async -> Bool {
    guard isOut else { return true }
    let wait = seconds.isFinite && seconds > 0 ? min(seconds, 86_400) : Self.defaultWait
    let deadline = DispatchTime.now() + wait
    while DispatchTime.now() < deadline {
      do {
        try await Task.sleep(nanoseconds: 10_000_000)
      } catch {
        break  // cancelled: answer with what is known now
      }
      guard isOut else { return true }
    }
    return !isOut
  }

  private var isOut: Bool {
    state.withLock { state in
      // Almost always empty: the clock is read only otherwise.
      guard !state.outstanding.isEmpty else { return false }
      let now = uptime()
      state.outstanding = state.outstanding.filter { now &- $0.value < Self.givenUpAfter }
      return !state.outstanding.isEmpty
    }
  }
}
