import Dispatch

/// Runs `operation` and returns its value, or `nil` if it has not finished after `seconds`: a center whose
/// callback never completes cannot hold the caller forever.
///
/// The operation runs in one task of its own, isolated to the caller's actor, raced by a
/// dispatch timer rather than by a second, sleeping task. Off Apple platforms (whose SDKs
/// before the 26 releases lack `Task.immediate`) that task starts on the caller's thread, so
/// an operation that answers without suspending — a center that answers from memory — has
/// answered before a timer would be armed, and none is.
///
/// The operation's task is cancelled when the caller's task is, and when the time is up: an
/// operation that checks for cancellation (a content maker fetching over the network, say)
/// stops early. One that does not is left running; its late value is dropped. A write to a
/// center is counted in the late writes of its gate, `late`, from then until it returns (see
/// ``LateWrites``). A cancelled caller still waits for the operation's answer or the
/// deadline, whichever comes first.
///
/// `package`, so that the conformance checks in `NiceNotificationsTesting` time a center the
/// same way.
///
/// ```swift
/// guard let pending = await withTimeLimit(10, { await center.pendingRequests() }) else {
///   throw LocalNotificationsError.centerTimedOut("pendingRequests()")
/// }
/// ```
package func withTimeLimit<T: Sendable>(
  isolation: isolated (any Actor)? = #isolation,
  _ seconds: Double, late: SerialGate? = nil, _ operation: @escaping @Sendable () async -> T
) async -> T? {
  guard seconds.isFinite, seconds > 0 else { return await operation() }
  let deadline = DispatchTime.now() + min(seconds, 86_400)
  let race = TimeLimitRace<T>(late: late)
  return await withTaskCancellationHandler {
    await withUnsafeContinuation { continuation in
      race.start(continuation)
      // The task captures `isolation`, so it is isolated to the caller's actor: it calls the
      // center from there, not from the global executor, a switch of threads away.
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
      race.arm(deadline: deadline, cancelling: task)
    }
  } onCancel: {
    race.cancel()
  }
}
