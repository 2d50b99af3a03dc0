import Dispatch
import Foundation

/// An operation racing a deadline (``withTimeLimit(_:_:)``): whichever comes first resumes the
/// caller, once; the operation's value, or `nil` when the deadline came first.
///
/// `@unchecked Sendable` is safe because its only mutable state, `continuation` and `timer`, is
/// private and read and written only between `lock.lock()` and `lock.unlock()`; the
/// continuation is resumed and the timer cancelled after the lock is released, each by the one
/// caller that took it out. No global state: each call of ``withTimeLimit(_:_:)`` has its own.
///
/// ```swift
/// let race = TimeLimitRace<Int>(continuation)
/// Task { race.finish(await answer()) }
/// race.arm(deadline: .now() + 10)
/// ```
final class TimeLimitRace<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: UnsafeContinuation<Value?, Never>?
  private var timer: (any DispatchSourceTimer)?

  init(_ continuation: UnsafeContinuation<Value?, Never>) {
    self.continuation = continuation
  }

  /// Arms a timer that ends the race with `nil` at `deadline`, unless the operation has
  /// already finished.
  func arm(deadline: DispatchTime) {
    lock.lock()
    guard continuation != nil else {
      lock.unlock()
      return
    }
    // Armed under the lock, so that `finish` never cancels a timer not yet activated (the
    // handler runs later, on another queue, and waits for the lock). The deadline ends the
    // race from a task, as the answer does: when the process's tasks are held up (every
    // thread of the pool busy), an answer already queued comes first, and a busy process is
    // not taken for a center that does not answer.
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler { [self] in Task { finish(nil) } }
    timer.schedule(deadline: deadline)
    timer.activate()
    self.timer = timer
    lock.unlock()
  }

  /// Ends the race with `value`, if it is not over; a later call does nothing.
  func finish(_ value: Value?) {
    lock.lock()
    let continuation = continuation
    let timer = timer
    self.continuation = nil
    self.timer = nil
    lock.unlock()
    timer?.cancel()
    continuation?.resume(returning: value)
  }
}
