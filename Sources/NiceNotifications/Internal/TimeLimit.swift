/// Runs `operation` and returns its value, or `nil` if it has not finished after `seconds`: a center whose
/// callback never completes cannot hold the caller forever.
///
/// The operation is left running (it cannot be stopped from outside); its late value is dropped.
func withTimeLimit<T: Sendable>(
  _ seconds: Double, _ operation: @escaping @Sendable () async -> T
) async -> T? {
  guard seconds.isFinite, seconds > 0 else { return await operation() }
  let nanoseconds = UInt64(min(seconds, 86_400) * 1_000_000_000)
  return await ResumeOnce<T?>.value { resume in
    let timer = Task {
      try await Task.sleep(nanoseconds: nanoseconds)
      resume(nil)
    }
    Task {
      let value = await operation()
      timer.cancel()
      resume(value)
    }
  }
}
