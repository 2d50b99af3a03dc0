/// Runs submitted jobs one at a time in submission order, which separate `Task`s would not keep.
final class OrderedJobs: Sendable {
  typealias Job = @Sendable () async -> Void

  /// What tells one queue from another; the loop holds it, not the queue, so the queue can go.
  private final class Identity: Sendable {}

  /// The queue's job running in this task, and in the tasks it starts.
  private final class Turn: Sendable {
    let queue: Identity
    let isOver = Locked(false)
    init(queue: Identity) { self.queue = queue }
  }

  @TaskLocal private static var turn: Turn?

  private let continuation: AsyncStream<Job>.Continuation
  private let identity = Identity()

  init() {
    let (jobs, continuation) = AsyncStream.makeStream(of: Job.self)
    self.continuation = continuation
    let queue = identity
    Task {
      for await job in jobs {
        let turn = Turn(queue: queue)
        await Self.$turn.withValue(turn) { await job() }
        turn.isOver.withLock { $0 = true }
      }
    }
  }

  deinit { continuation.finish() }

  func submit(_ job: @escaping Job) {
    continuation.yield(job)
  }

  /// Runs `job` after every job submitted before it and returns its value.
  ///
  /// Called from inside a job still running (an asker or a timeline that awaits another call), it
  /// runs at once: waiting for the queue there would wait for itself.
  func run<Value: Sendable>(_ job: @escaping @Sendable () async -> Value) async -> Value {
    if let turn = Self.turn, turn.queue === identity, !turn.isOver.withLock({ $0 }) {
      return await job()
    }
    return await withCheckedContinuation { done in
      submit { done.resume(returning: await job()) }
    }
  }
}
