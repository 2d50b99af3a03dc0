import Dispatch
import Foundation

/// An operation racing a deadline (``withTimeLimit(_:_:)``): whichever comes first resumes the
/// caller, once; the operation's value, or `nil` when the deadline came first.
///
/// The operation's task is cancelled when the deadline comes first, and when the caller's
/// task is cancelled (``cancel()``): its value would be dropped, and an operation that checks
/// for cancellation stops early.
///
/// When the deadline comes first and the race has a gate whose late writes count it, the
/// operation is counted there from then until it returns, and the race (which the operation's
/// task holds) keeps the gate alive meanwhile.
///
/// `@unchecked Sendable` is safe because its only mutable state, `continuation`, `timer`,
/// `task`, `cancelled` and `lateNumber`, is private and read and written only between
/// `lock.lock()` and `lock.unlock()`; the continuation is resumed, and the timer and the task
/// cancelled, after the lock is released, each by the one caller that took it out. No global
/// state: each call of ``withTimeLimit(_:_:)`` has its own.
///
/// ```swift
/// let race = TimeLimitRace<Int>(late: nil)
/// race.start(continuation)
/// let task = Task { race.answer(await answer()) }
/// race.arm(deadline: .now() + 10, cancelling: task)
/// ```
final class TimeLimitRace<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: UnsafeContinuation<Value?, Never>?
  private var timer: (any DispatchSourceTimer)?
  /// The operation's task, while it may still answer.
  private var task: Task<Void, Never>?
  /// Whether the caller's task was cancelled.
  private var cancelled = false
  /// The operation's number among the late writes, once the deadline ended the race.
  private var lateNumber: Int?
  private let late: SerialGate?

  init(late: SerialGate?) {
    self.late = late
  }

  /// Takes the continuation that the first of the answer and the deadline resumes.
  func start(_ continuation: UnsafeContinuation<Value?, Never>) {
    lock.lock()
    self.continuation = continuation
    lock.unlock()
  }

  /// Arms a timer that ends the race with `nil` at `deadline`, unless the operation has
  /// already finished; `task`, the operation's, is cancelled if the deadline comes first or
  /// the caller is cancelled (at once, if the caller already was).
  func arm(deadline: DispatchTime, cancelling task: Task<Void, Never>) {
    lock.lock()
    guard continuation != nil else {
      lock.unlock()
      return
    }
    if !cancelled { self.task = task }
    // Armed under the lock, so that `answer` never cancels a timer not yet activated (the
    // handler runs later, on another queue, and waits for the lock). The deadline ends the
    // race from a task, as the answer does: when the process's tasks are held up (every
    // thread of the pool busy), an answer already queued comes first, and a busy process is
    // not taken for a center that does not answer.
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler { [self] in Task { expire() } }
    timer.schedule(deadline: deadline)
    timer.activate()
    self.timer = timer
    let cancelledAlready = cancelled
    lock.unlock()
    if cancelledAlready { task.cancel() }
  }

  /// Ends the race with the operation's `value`, if the deadline has not ended it; if it has,
  /// counts the operation as returned in ``late``.
  func answer(_ value: Value) {
    lock.lock()
    let (continuation, timer, number) = (self.continuation, self.timer, lateNumber)
    self.continuation = nil
    self.timer = nil
    task = nil
    lock.unlock()
    timer?.cancel()
    continuation?.resume(returning: value)
    if let number { late?.lateWrites.returned(number) }
  }

  /// Cancels the operation's task, for the caller's task was cancelled.
  ///
  /// The race goes on; an operation that checks for cancellation answers sooner.
  func cancel() {
    lock.lock()
    cancelled = true
    let task = task
    self.task = nil
    lock.unlock()
    task?.cancel()
  }

  /// Ends the race with `nil`, if the operation has not ended it, cancels the operation's
  /// task, and counts the operation as outstanding in ``late`` until it answers.
  private func expire() {
    lock.lock()
    let continuation = continuation
    let task = task
    self.continuation = nil
    self.timer = nil
    self.task = nil
    if continuation != nil {
      // Counted under the lock: the answer, which takes the lock, comes after.
      lateNumber = late?.lateWrites.timedOut()
    }
    lock.unlock()
    task?.cancel()
    continuation?.resume(returning: nil)
  }
}
