import DateBuilder

/// Runs submitted jobs one at a time in submission order, which separate `Task`s would not keep; a job that
/// waits for the person's answer to a permission asker lets the next one start, as the instance's gate does.
final class OrderedJobs: Sendable {
  typealias Job = @Sendable () async -> Void

  /// A job's turn, passed on once: when the job ends, or when it waits for the person.
  final class Turn: Sendable {
    private let next: Locked<CheckedContinuation<Void, Never>?>

    init(_ next: CheckedContinuation<Void, Never>) {
      self.next = Locked(next)
    }

    /// Lets the next job start; later calls do nothing.
    func pass() {
      next.withLock { next in
        defer { next = nil }
        return next
      }?.resume()
    }
  }

  /// The turn of the job the current task runs, if any; tasks the job starts share it.
  @TaskLocal static var turn: Turn?

  private let continuation: AsyncStream<Job>.Continuation

  init() {
    let (jobs, continuation) = AsyncStream.makeStream(of: Job.self)
    self.continuation = continuation
    Task {
      for await job in jobs {
        await withCheckedContinuation { next in
          let turn = Turn(next)
          Task {
            await Self.$turn.withValue(turn) { await job() }
            turn.pass()
          }
        }
      }
    }
  }

  deinit { continuation.finish() }

  func submit(_ job: @escaping Job) {
    continuation.yield(job)
  }
}
