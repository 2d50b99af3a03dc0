import DateBuilder

/// A first-in, first-out gate: one holder at a time, in the order they arrived, across
/// suspension points — which an actor alone does not give, since it is reentrant.
///
/// Entering a free gate takes a lock and does not suspend (an actor would cost two hops,
/// to it and back, on every call); only a caller that finds the gate held waits, in line.
///
/// A call from inside the holder — a content maker, a timeline or a permission asker that
/// calls back into the same ``LocalNotifications`` — would wait for itself forever; the
/// gate recognises it (by a task-local that the holder's child tasks inherit) and refuses
/// it with ``LocalNotificationsError/reentrantCall`` instead. Every ``LocalNotifications``
/// over the same center shares one gate (``CenterGates``), so their plans never interleave.
///
/// ```swift
/// let report = try await gate.run { await planAndWrite() }
/// ```
package final class SerialGate: Sendable {
  /// Whether the gate is held, and who waits for it, first first.
  private struct State: Sendable {
    var holding = false
    var waiting: [UnsafeContinuation<Void, Never>] = []
  }

  /// The gates the current task, or a task it was started from, holds.
  @TaskLocal static var held: [ObjectIdentifier] = []

  private let state = Locked(State())

  /// The writes to the center that timed out and may still land: every holder that reads
  /// the center waits for them first.
  let lateWrites = LateWrites()

  /// When each group planned over the center needs its next reschedule: what a plan of
  /// other groups reads for the groups it leaves out.
  let refillDates = GroupRefillDates()

  /// Takes the gate: at once when it is free, else after everyone who came before.
  func enter() async {
    let taken = state.withLock { state in
      guard !state.holding else { return false }
      state.holding = true
      return true
    }
    guard !taken else { return }
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      // Checked again under the lock: the holder may have left since.
      let free = state.withLock { state in
        guard !state.holding else {
          state.waiting.append(continuation)
          return false
        }
        state.holding = true
        return true
      }
      if free { continuation.resume() }
    }
  }

  /// Hands the gate to the first in line, or frees it.
  func leave() {
    let next = state.withLock { state -> UnsafeContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.holding = false
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }

  /// How many callers wait for the gate (for tests).
  var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// Runs `body` with the gate left open, if this task holds it, and takes it again after:
  /// what a holder waits for may need a call that waits for the gate.
  ///
  /// A permission asker waits for the person, and its button may turn a group off from a
  /// task of its own; holding the gate meanwhile would leave both waiting forever. The
  /// holder is still this task's (a call from `body` itself is refused as re-entrant), and
  /// it reads what others changed meanwhile after it takes the gate again.
  ///
  /// ```swift
  /// let answer = try await gate.leavingOpen { try await asker.ask() }
  /// ```
  func leavingOpen<T>(_ body: () async throws -> T) async rethrows -> T {
    guard Self.held.contains(ObjectIdentifier(self)) else { return try await body() }
    leave()
    do {
      let result = try await body()
      await enter()
      return result
    } catch {
      await enter()
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
    let held = Self.held
    guard !held.contains(identity) else { throw .reentrantCall }
    await enter()
    let result = await Self.$held.withValue(held + [identity]) {
      _ = isolation  // captured: the closure keeps the caller's isolation
      return await body()
    }
    leave()
    return result
  }
}
