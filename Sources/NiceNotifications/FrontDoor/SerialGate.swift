/// A first-in, first-out gate: one holder at a time, in the order they arrived, across
/// suspension points — which an actor alone does not give, since it is reentrant.
///
/// A call from inside the holder — a content maker, a timeline or a permission asker that
/// calls back into the same ``LocalNotifications`` — would wait for itself forever; the
/// gate recognises it (by a task-local that the holder's child tasks inherit) and refuses
/// it with ``LocalNotificationsError/reentrantCall`` instead. Every ``LocalNotifications``
/// over the same center shares one gate (``CenterGates``), so their plans never interleave.
actor SerialGate {
  /// The gates the current task, or a task it was started from, holds.
  @TaskLocal static var held: [ObjectIdentifier] = []

  private var holding = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func enter() async {
    guard holding else {
      holding = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func leave() {
    if waiting.isEmpty {
      holding = false
    } else {
      waiting.removeFirst().resume()
    }
  }

  /// Runs `body` while holding the gate.
  ///
  /// - Throws: ``LocalNotificationsError/reentrantCall`` when called from inside `body` of
  ///   this gate (directly or from a task it started).
  nonisolated func run<T: Sendable>(_ body: () async -> T) async throws(LocalNotificationsError) -> T {
    let identity = ObjectIdentifier(self)
    guard !Self.held.contains(identity) else { throw .reentrantCall }
    await enter()
    let result = await Self.$held.withValue(Self.held + [identity]) { await body() }
    await leave()
    return result
  }
}
