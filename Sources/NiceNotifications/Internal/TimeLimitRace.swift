import Foundation

/// An operation racing a deadline (``withTimeLimit(_:_:)``), resuming the caller once.
///
/// `@unchecked Sendable`: all mutable state is private and touched only under `lock`; the continuation is
/// resumed and the timer and task cancelled after unlocking, each by the one caller that took it out.
final class TimeLimitRace<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: UnsafeContinuation<Value?, Never>?
  private var timer: (any DispatchSourceTimer)?
  private var task: Task<Void, Never>?
  private var cancelled = false
  /// The operation's number among the late writes, once the deadline ended the race.
  private var lateNumber: Int?
  private let late: SerialGate?

  init(late: SerialGate?) {
    self.late = late
  }

  func start(_ continuation: UnsafeContinuation<Value?, Never>) {
    lock.lock()
    self.continuation = continuation
    lock.unlock()
  }

  /// Starts the deadline, which ends the race on `actor` (none: on the thread pool) at `priority`.
  ///
  /// `task`, if any, is cancelled if the deadline comes first or the caller is cancelled (at once, if
  /// it already was).
  func arm(
    deadline: DispatchTime, cancelling task: Task<Void, Never>?, endingOn actor: (any Actor)?,
    priority: TaskPriority
  ) {
    lock.lock()
    guard continuation != nil else {
      lock.unlock()
      return
    }
    if !cancelled { self.task = task }
    // Armed under the lock, so `answer` never cancels a timer not yet activated. The deadline ends
    // the race from a task, as the answer does, so when the thread pool (or `actor`) is busy an answer
    // already queued there comes first and a busy process is not taken for a silent center.
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler { [self] in Task(priority: priority) { await expire(on: actor) } }
    timer.schedule(deadline: deadline)
    timer.activate()
    self.timer = timer
    let cancelledAlready = cancelled
    lock.unlock()
    if cancelledAlready { task?.cancel() }
  }

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

  /// The race goes on.
  func cancel() {
    lock.lock()
    cancelled = true
    let task = task
    self.task = nil
    lock.unlock()
    task?.cancel()
  }

  private func expire(on actor: isolated (any Actor)?) {
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
