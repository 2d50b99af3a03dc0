/// Runs submitted jobs one at a time in submission order, which separate `Task`s would not keep.
final class OrderedJobs: Sendable {
  typealias Job = @Sendable () async -> Void

  private let continuation: AsyncStream<Job>.Continuation

  init() {
    let (jobs, continuation) = AsyncStream.makeStream(of: Job.self)
    self.continuation = continuation
    Task {
      for await job in jobs { await job() }
    }
  }

  deinit { continuation.finish() }

  func submit(_ job: @escaping Job) {
    continuation.yield(job)
  }
}
