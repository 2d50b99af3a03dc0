import DateBuilder

/// A first-in, first-out gate: one holder at a time, in the order they arrived, across
/// suspension points — which an actor alone does not give, since it is reentrant.
///
/// Entering a free gate takes a lock and does not suspend (an actor would cost two hops,
/// to it and back, on every call); only a caller that finds the gate held waits, in line.
///
/// A call from inside the holder — a content maker, a timeline or a permission asker that
/// calls back into the same ``LocalNotifications`` — would wait for itself forever; the
/// gate recognises it (by a task-local session that the holder's tasks inherit) and refuses
/// it with ``LocalNotificationsError/reentrantCall`` instead. Only while that session holds
/// the gate: a task started from a callback that calls in after the call returned waits
/// for the gate as any other call does. Every ``LocalNotifications``
/// over the same center shares one gate (``CenterGates``), so their plans never interleave.
///
/// ```swift
/// let report = try await gate.run { await planAndWrite() }
/// ```
package final class SerialGate: Sendable {
  /// Whether the gate is held and by which session, which sessions left it open while
  /// they wait (``leavingOpen(_:)``), and who waits for it, first first.
  private struct State: Sendable {
    var holding = false
    /// The session holding the gate, while ``holding``.
    var holder: UInt64 = 0
    /// The last session numbered.
    var sessions: UInt64 = 0
    var leftOpen: Set<UInt64> = []
    var waiting: [(session: UInt64, continuation: UnsafeContinuation<Void, Never>)] = []

    /// Numbers a new session.
    mutating func newSession() -> UInt64 {
      sessions &+= 1
      return sessions
    }
  }

  /// The sessions of the gates that the current task, or a task it was started from, holds
  /// or held: a session is one call's hold on a gate, from entering it to leaving it.
  ///
  /// A task started from inside a call inherits its session; once the call has returned,
  /// the session is over, and a call from that task waits for the gate as any other does.
  @TaskLocal static var held: [ObjectIdentifier: UInt64] = [:]

  private let state = Locked(State())

  /// The writes to the center that timed out and may still land: every holder that reads
  /// the center waits for them first.
  let lateWrites = LateWrites()

  /// When each group planned over the center needs its next reschedule: what a plan of
  /// other groups reads for the groups it leaves out.
  let refillDates = GroupRefillDates()

  /// Takes the gate: at once when it is free, else after everyone who came before.
  ///
  /// Returns the session that holds it: `session`, or a new one when that is `nil`.
  @discardableResult
  func enter(resuming session: UInt64? = nil) async -> UInt64 {
    let (session, taken) = state.withLock { state in
      let session = session ?? state.newSession()
      guard !state.holding else { return (session, false) }
      (state.holding, state.holder) = (true, session)
      return (session, true)
    }
    guard !taken else { return session }
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      // Checked again under the lock: the holder may have left since.
      let free = state.withLock { state in
        guard !state.holding else {
          state.waiting.append((session, continuation))
          return false
        }
        (state.holding, state.holder) = (true, session)
        return true
      }
      if free { continuation.resume() }
    }
    return session
  }

  /// Hands the gate to the first in line, or frees it.
  func leave() {
    let next = state.withLock { state -> UnsafeContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.holding = false
        return nil
      }
      let (session, continuation) = state.waiting.removeFirst()
      state.holder = session
      return continuation
    }
    next?.resume()
  }

  /// Whether a call in `session` would wait for itself: the session holds the gate, or left
  /// it open while it waits.
  private func isInside(_ session: UInt64) -> Bool {
    state.withLock { state in
      (state.holding && state.holder == session) || state.leftOpen.contains(session)
    }
  }

  /// How many callers wait for the gate (for tests).
  var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// Runs `body` with the gate left open, if this task holds it, and takes it again after:
  /// what a holder waits for may need a call that waits for the gate.
  ///
  /// A permission asker waits for the person, and its button may turn a group off from a
  /// task of its own; holding the gate meanwhile would leave both waiting forever. The
  /// session is still this call's (a call from `body` itself, or from a task that inherits
  /// the session, is refused as re-entrant; a detached task's call runs), and it reads what
  /// others changed meanwhile after it takes the gate again.
  ///
  /// ```swift
  /// let answer = try await gate.leavingOpen { try await asker.ask() }
  /// ```
  func leavingOpen<T>(_ body: () async throws -> T) async rethrows -> T {
    guard let session = Self.held[ObjectIdentifier(self)], isInside(session) else { return try await body() }
    state.withLock { _ = $0.leftOpen.insert(session) }
    leave()
    defer { state.withLock { _ = $0.leftOpen.remove(session) } }
    do {
      let result = try await body()
      await enter(resuming: session)
      return result
    } catch {
      await enter(resuming: session)
      throw error
    }
  }

  /// Runs `body` while holding the gate, on the caller's actor (`isolation`).
  ///
  /// The closure given to the task-local's `withValue` captures `isolation`, so it is
  /// isolated to the caller's actor. Without the capture it would run on the global executor
  /// (the standard library's operation type is not `nonisolated(nonsending)`), and a call
  /// from the main actor would switch threads there and back.
  ///
  /// - Throws: ``LocalNotificationsError/reentrantCall`` when called from inside `body` of
  ///   this gate (directly or from a task it started).
  func run<T: Sendable>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async -> T
  ) async throws(LocalNotificationsError) -> T {
    let identity = ObjectIdentifier(self)
    var held = Self.held
    if let session = held[identity], isInside(session) { throw .reentrantCall }
    held[identity] = await enter()
    let result = await Self.$held.withValue(held) {
      _ = isolation  // captured: the closure keeps the caller's isolation
      return await body()
    }
    leave()
    return result
  }
}
