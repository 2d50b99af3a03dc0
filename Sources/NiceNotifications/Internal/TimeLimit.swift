import Dispatch

/// Runs `operation` and returns its value, or `nil` if it has not finished after `seconds`, so a
/// center whose callback never completes cannot hold the caller forever.
///
/// Off Apple platforms (SDKs before 26 lack `Task.immediate`) it starts on the caller's thread,
/// so an operation that answers without suspending arms no timer. `package` for the conformance checks.
package func withTimeLimit<T: Sendable>(
  isolation: isolated (any Actor)? = #isolation,
  _ seconds: Double, late: SerialGate? = nil, _ operation: @escaping @Sendable () async -> T
) async -> T? {
  await withTimeLimit(isolation: isolation, seconds, late: late, eachStep: { _ in await operation() }).value
}

/// Runs `operation`, a run of steps that each call `stepDone` when they finish, every step under its own
/// limit of `seconds`; the value, or `nil` with how many steps finished before one ran out of time:
/// `let (value, finished) = await withTimeLimit(10, eachStep: { done in let a = await first(); done(); … })`.
///
/// One task runs every step, where a ``withTimeLimit(isolation:_:late:_:)`` per step would start one each.
package func withTimeLimit<T: Sendable>(
  isolation: isolated (any Actor)? = #isolation,
  _ seconds: Double, late: SerialGate? = nil,
  eachStep operation: @escaping @Sendable (_ stepDone: @escaping @Sendable () -> Void) async -> T
) async -> (value: T?, stepsDone: Int) {
  guard seconds.isFinite, seconds > 0 else { return (await operation {}, 0) }
  let race = TimeLimitRace<T>(late: late, seconds: min(seconds, 86_400))
  let value = await withTaskCancellationHandler {
    await withUnsafeContinuation { continuation in
      race.start(continuation)
      // Capturing `isolation` keeps the task on the caller's actor, not a thread switch away.
      #if canImport(Darwin)
        let task = Task {
          _ = isolation
          race.answer(await operation { race.stepDone() })
        }
      #else
        let task = Task.immediate {
          _ = isolation
          race.answer(await operation { race.stepDone() })
        }
      #endif
      race.arm(cancelling: task)
    }
  } onCancel: {
    race.cancel()
  }
  return (value, race.stepsDone)
}
