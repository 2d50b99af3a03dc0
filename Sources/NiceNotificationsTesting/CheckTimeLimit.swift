import Dispatch
import Foundation

/// Runs `body` in a task of its own and returns its value, or `nil` if it has not finished
/// after `seconds`: a center under test that never answers fails its check instead of holding
/// the test run forever.
///
/// The task is left running when the time is up (a call that never returns cannot be stopped
/// from outside); its late value is dropped. A limit that is not finite waits without one.
///
/// ```swift
/// let findings = await withinTimeLimit(30) { await runCheck(center) }
/// ```
func withinTimeLimit<T: Sendable>(_ seconds: Double, _ body: @escaping @Sendable () async -> T) async -> T? {
  guard seconds.isFinite else { return await body() }
  return await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
    let answer = FirstAnswer(continuation)
    Task { answer.give(await body()) }
    DispatchQueue.global().asyncAfter(deadline: .now() + min(max(seconds, 0), 86_400)) { answer.give(nil) }
  }
}

/// The first of two answers — the body's or the timer's — handed to a continuation; the
/// other is dropped.
private final class FirstAnswer<T: Sendable>: @unchecked Sendable {
  // @unchecked: `continuation` is read and cleared only while `lock` is held, so exactly one
  // caller of `give` takes it and resumes it, once.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<T?, Never>?

  init(_ continuation: CheckedContinuation<T?, Never>) {
    self.continuation = continuation
  }

  /// Resumes the continuation with `value`, unless an answer was given already.
  func give(_ value: T?) {
    let waiting = lock.withLock {
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: value)
  }
}
