import Dispatch
import Foundation

/// An operation racing a deadline (``withTimeLimit(_:_:)``): whichever comes first resumes the
/// caller, once; the operation's value, or `nil` when the deadline came first.
///
/// When the deadline comes first and the race has a gate whose late writes count it, the
/// operation is counted there from then until it returns, and the race (which the operation's
/// task holds) keeps the gate alive meanwhile.
///
/// `@unchecked Sendable` is safe because its only mutable state, `continuation`, `timer` and
/// `lateNumber`, is private and read and written only between `lock.lock()` and `lock.unlock()`;
/// the continuation is resumed and the timer cancelled after the lock is released, each by
/// the one caller that took it out. No global state: each call of ``withTimeLimit(_:_:)`` has
/// its own.
///
/// ```swift
/// let race = TimeLimitRace<Int>(continuation, late: nil)
/// Task { race.answer(await answer()) }
/// race.arm(deadline: .now() + 10)
/// ```
final class TimeLimitRace<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: UnsafeContinuation<Value?, Never>?
  private var timer: (any DispatchSourceTimer)?
  /// The operation's number among the late writes, once the deadline ended the race.
  private var lateNumber: Int?
  private let late: SerialGate?

  init(_ continuation: UnsafeContinuation<Value?, Never>, late: SerialGate?) {
    self.continuation = continuation
    self.late = late
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
    timer.setEventHandler { [self] in Task { expire() } }
    timer.schedule(deadline: deadline)
    timer.activate()
    self.timer = timer
    lock.unlock()
  }

  /// Ends the race with the operation's `value`, if the deadline has not ended it; if it has,
  /// counts the operation as returned in ``late``.
  func answer(_ value: Value) {
    lock.lock()
    let (continuation, timer, number) = (self.continuation, self.timer, lateNumber)
    self.continuation = nil
    self.timer = nil
    lock.unlock()
    timer?.cancel()
    continuation?.resume(returning: value)
    if let number { late?.lateWrites.returned(number) }
  }

  /// Ends the race with `nil`, if the operation has not ended it, and counts the operation
  /// as outstanding in ``late`` until it answers.
  private func expire() {
    lock.lock()
    let continuation = continuation
    self.continuation = nil
    self.timer = nil
    if continuation != nil {
      // Counted under the lock: the answer, which takes the lock, comes after.
      lateNumber = late?.lateWrites.timedOut()
    }
    lock.unlock()
    continuation?.resume(returning: nil)
  }
}
