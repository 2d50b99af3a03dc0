import Dispatch

/// Runs `operation` and returns its value, or `nil` if it has not finished after `seconds`, so a
/// center whose callback never completes cannot hold the caller forever.
///
/// The deadline, or the caller's cancellation, cancels `operation` unless `cancelling` is `false`:
/// then it goes on, and only the wait for it ends. `ending` says where the deadline ends the race.
///
/// Off Apple platforms (SDKs before 26 lack `Task.immediate`) it starts on the caller's thread,
/// so an operation that answers without suspending arms no timer. `package` for the conformance checks.
package func withTimeLimit<T: Sendable>(
  isolation: isolated (any Actor)? = #isolation,
  _ seconds: Double, late: SerialGate? = nil, cancelling: Bool = true, ending: TimeLimitDeadline = .atOnce,
  _ operation: @escaping @Sendable () async -> T
) async -> T? {
  guard seconds.isFinite, seconds > 0 else { return await operation() }
  let deadline = DispatchTime.now() + min(seconds, 86_400)
  let race = TimeLimitRace<T>(late: late)
  return await withTaskCancellationHandler {
    await withUnsafeContinuation { continuation in
      race.start(continuation)
      // Capturing `isolation` keeps the task on the caller's actor, not a thread switch away.
      #if canImport(Darwin)
        let task = Task {
          _ = isolation
          race.answer(await operation())
        }
      #else
        let task = Task.immediate {
          _ = isolation
          race.answer(await operation())
        }
      #endif
      let actor = ending == .onTheCallersActor ? isolation : nil
      race.arm(
        deadline: deadline, cancelling: cancelling ? task : nil, endingOn: actor,
        priority: Task.currentPriority)
    }
  } onCancel: {
    race.cancel()
  }
}

/// Where a time limit's deadline ends the race with the operation.
package enum TimeLimitDeadline: Sendable {
  /// On the thread pool, cancelling the operation: for the app's own code (a content maker, a
  /// timeline, a handler), which may hold the caller's actor until it is cancelled.
  case atOnce
  /// On the caller's actor, behind whatever already waits there: for a call to the center, so that an
  /// answer it gave in time counts though the caller's actor (the main actor, say) was too busy to take
  /// it before the deadline.
  case onTheCallersActor
}
