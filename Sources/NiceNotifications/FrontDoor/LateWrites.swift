import Dispatch

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
/// A write still out ``givenUpAfter`` seconds after it timed out is taken as lost (a
/// completion the platform never called): it no longer holds the reschedules back.
///
/// Kept by the center's ``SerialGate``, which every ``LocalNotifications`` over the center
/// shares; a write that timed out keeps that gate alive until it returns, so an instance
/// made meanwhile sees it too.
///
/// ```swift
/// guard await gate.lateWrites.landed(within: 10) else { throw .centerTimedOut("…") }
/// ```
final class LateWrites: Sendable {
  /// How long after timing out a write that has not returned stops counting: 120 s, in
  /// nanoseconds.
  static let givenUpAfter: UInt64 = 120_000_000_000
  /// How long ``landed(within:)`` waits when its limit is not a positive number.
  static let defaultWait: Double = 10

  private struct State: Sendable {
    /// When each write that timed out and has not returned did so (the uptime in
    /// nanoseconds), by its number.
    var outstanding: [Int: UInt64] = [:]
    var next = 0
  }

  private let state = Locked(State())
  /// The uptime in nanoseconds: the system's, unless a test steps its own.
  private let uptime: @Sendable () -> UInt64

  /// Late writes read against the system's uptime; `uptime` is for tests, which step a
  /// clock of their own rather than wait two minutes.
  init(uptime: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
    self.uptime = uptime
  }

  /// Counts a write whose time ran out before it returned; its number, for ``returned(_:)``.
  func timedOut() -> Int {
    state.withLock { state in
      defer { state.next += 1 }
      state.outstanding[state.next] = uptime()
      return state.next
    }
  }

  /// Counts the write `number` as returned at last.
  func returned(_ number: Int) {
    state.withLock { _ = $0.outstanding.removeValue(forKey: number) }
  }

  /// Whether no write that timed out is out (given up on ones aside), waiting at most
  /// `seconds` for them: 10 when `seconds` is not a positive number, so that an instance
  /// without a limit of its own does not hold the center's gate forever.
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

  /// Whether a write that timed out, and not yet given up on, has not returned.
  private var isOut: Bool {
    state.withLock { state in
      // Every reschedule asks, and almost always there is none: the clock is read only then.
      guard !state.outstanding.isEmpty else { return false }
      let now = uptime()
      state.outstanding = state.outstanding.filter { now &- $0.value < Self.givenUpAfter }
      return !state.outstanding.isEmpty
    }
  }
}
