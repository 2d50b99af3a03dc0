/// The writes to one center that outlived their time limit and may still land.
///
/// A reschedule whose `add` or removal timed out stops there, but the call goes on: the
/// center may carry it out a second later. A reschedule that read the center before then
/// would plan against a center about to change under it: a late add takes a slot the plan
/// gave away (one over the cap, and the platform drops a request), and a late removal takes
/// away a request the plan reports kept. So every reschedule first waits for the late
/// writes to land, and fails with ``LocalNotificationsError/centerTimedOut(_:)`` rather than
/// read the center while one is still out.
///
/// Shared by every ``LocalNotifications`` over the same center, with its ``SerialGate``.
///
/// ```swift
/// guard await gate.lateWrites.landed(within: 10) else { throw .centerTimedOut("…") }
/// ```
final class LateWrites: Sendable {
  private struct State: Sendable {
    /// How many writes timed out and have not returned.
    var outstanding = 0
    /// Who waits for them all to return.
    var waiting: [UnsafeContinuation<Void, Never>] = []
  }

  private let state = Locked(State())

  /// Counts a write whose time ran out before it returned.
  func timedOut() {
    state.withLock { $0.outstanding += 1 }
  }

  /// Counts a write that timed out as returned at last.
  func returned() {
    let waiting = state.withLock { state -> [UnsafeContinuation<Void, Never>] in
      state.outstanding -= 1
      guard state.outstanding == 0 else { return [] }
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  /// Whether every write that timed out has returned, waiting at most `seconds` for them.
  func landed(within seconds: Double) async -> Bool {
    guard state.withLock({ $0.outstanding > 0 }) else { return true }
    return await withTimeLimit(seconds) { await self.allReturned() } != nil
  }

  /// Returns once no write that timed out is outstanding.
  private func allReturned() async {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      let none = state.withLock { state in
        guard state.outstanding > 0 else { return true }
        state.waiting.append(continuation)
        return false
      }
      if none { continuation.resume() }
    }
  }
}
