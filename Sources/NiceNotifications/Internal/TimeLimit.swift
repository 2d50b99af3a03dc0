import Dispatch

/// Runs `operation` and returns its value, or `nil` if it has not finished after `seconds`: a center whose
/// callback never completes cannot hold the caller forever.
///
/// The operation runs in one task of its own, isolated to the caller's actor, raced by a
/// dispatch timer rather than by a second, sleeping task. Off Apple platforms (whose SDKs
/// before the 26 releases lack `Task.immediate`) that task starts on the caller's thread, so
/// an operation that answers without suspending — a center that answers from memory — has
/// answered before a timer would be armed, and none is. The operation is left running when
/// the time is up (it cannot be stopped from outside); its late value is dropped. A write to
/// a center is counted in the late writes of its gate, `late`, from then until it returns
/// (see ``LateWrites``).
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
  return await withUnsafeContinuation { continuation in
    let race = TimeLimitRace<T>(continuation, late: late)
    // The task captures `isolation`, so it is isolated to the caller's actor: it calls the
    // center from there, not from the global executor, a switch of threads away.
    #if canImport(Darwin)
      Task {
        _ = isolation
        race.answer(await operation())
      }
    #else
      Task.immediate {
        _ = isolation
        race.answer(await operation())
      }
    #endif
    race.arm(deadline: deadline)
  }
}
