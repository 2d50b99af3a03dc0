/// A first-in, first-out gate across suspension points, which a reentrant actor does not give; entering a
/// free gate takes a lock without suspending, and a call from inside the holder is refused, not deadlocked.
package final class SerialGate: Sendable {
  /// Who holds the gate, which sessions left it open while they wait (``leavingOpen(_:)``), and who waits, in order.
  private struct State: Sendable {
    var holding = false
    var holder: UInt64 = 0
    var sessions: UInt64 = 0
    var leftOpen: Set<UInt64> = []
    var waiting: [(session: UInt64, continuation: UnsafeContinuation<Void, Never>)] = []

    mutating func newSession() -> UInt64 {
      sessions &+= 1
      return sessions
    }
  }

  /// The sessions (one call's hold on a gate) the current task inherits; after the call returns they are over.
  @TaskLocal static var held: [ObjectIdentifier: UInt64] = [:]

  private let state = Locked(State())

  let lateWrites = LateWrites()
  let refillDates = GroupRefillDates()

  /// Takes the gate, at once when free, else after everyone before; returns the session (`session` or a new one).
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

  /// Whether a call in `session` would wait for itself: it holds the gate, or left it open while waiting.
  private func isInside(_ session: UInt64) -> Bool {
    state.withLock { state in
      (state.holding && state.holder == session) || state.leftOpen.contains(session)
    }
  }

  var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// Whether the current task runs inside the call that holds this gate: in its timeline or a content maker,
  /// or a task one of them started (not while a permission asker has left it open).
  var isHeldByCurrentTask: Bool {
    guard let session = Self.held[ObjectIdentifier(self)] else { return false }
    return state.withLock { $0.holding && $0.holder == session }
  }

  /// Runs `body` with the gate left open if this task holds it, then takes it again: a permission asker
  /// waits for the person, whose tap may disable a group from another task.
  ///
  /// A static call waiting so lets the next static call start: an asker that never answers holds back only
  /// its own call.
  func leavingOpen<T>(_ body: () async throws -> T) async rethrows -> T {
    OrderedJobs.turn?.pass()
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

  /// Runs `body` holding the gate on the caller's actor (the closure captures `isolation`, or it would hop).
  /// - Throws: ``LocalNotificationsError/reentrantCall`` from inside `body` or a task it started, or what
  ///   `body` throws.
  func run<T: Sendable>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws(LocalNotificationsError) -> T
  ) async throws(LocalNotificationsError) -> T {
    let identity = ObjectIdentifier(self)
    var held = Self.held
    if let session = held[identity], isInside(session) { throw .reentrantCall }
    held[identity] = await enter()
    let result = await Self.$held.withValue(held) { () async -> Result<T, LocalNotificationsError> in
      _ = isolation  // captured: the closure keeps the caller's isolation
      do throws(LocalNotificationsError) {
        return .success(try await body())
      } catch {
        return .failure(error)
      }
    }
    leave()
    return try result.get()
  }
}
