/// Runs the jobs submitted to it one at a time, in the order they were submitted.
///
/// Submitting is synchronous, so the order is the order of the calls, which separate
/// `Task`s would not keep.
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

  /// Queues `job` after every job submitted before it.
  func submit(_ job: @escaping Job) {
    continuation.yield(job)
  }
}
