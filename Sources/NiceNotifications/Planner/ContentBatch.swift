import DateBuilder

/// Makes the content of a batch of occurrences, a bounded number of makers at a time.
enum ContentBatch {
  typealias Made = (occurrences: [TimelineOccurrence], results: [PlannerStateMachine.ContentResult])

  static func key(
    _ batches: [Made], into results: inout [RequestIdentifier: PlannerStateMachine.ContentResult]
  ) {
    for (occurrences, batchResults) in batches {
      results.reserveCapacity(results.count + occurrences.count)
      for (occurrence, result) in zip(occurrences, batchResults) {
        results[occurrence.identifier] = result
      }
    }
  }

  /// Run in `context` so that `Today()` counts from the plan's clock; a maker that suspends past
  /// `timeLimit` seconds has failed.
  static func make(
    _ occurrences: [TimelineOccurrence], settings: NotificationSettings?, concurrency: Int,
    timeLimit: Double = .infinity, in context: DateBuilder.Context,
    isolation: isolated (any Actor)? = #isolation
  ) async -> [PlannerStateMachine.ContentResult] {
    // Capturing `isolation` keeps the makers on the caller's actor.
    await DateBuilder.withContext(context, isolation: isolation) {
      _ = isolation
      return await make(occurrences, settings: settings, concurrency: concurrency, timeLimit: timeLimit)
    }
  }

  private static func make(
    _ occurrences: [TimelineOccurrence], settings: NotificationSettings?, concurrency: Int,
    timeLimit: Double
  ) async -> [PlannerStateMachine.ContentResult] {
    var results: [PlannerStateMachine.ContentResult] = []
    results.reserveCapacity(occurrences.count)
    // A task per maker that never suspends would cost more than the maker.
    var suspending: [Int] = []
    for index in occurrences.indices {
      if let result = occurrences[index].contentResultSynchronously(settings: settings) {
        results.append(result)
      } else {
        suspending.append(index)
        results.append(.skipped)
      }
    }
    let width = max(1, concurrency)
    if width == 1 || suspending.count <= 1 {
      for index in suspending {
        results[index] = await make(occurrences[index], settings, timeLimit)
      }
      return results
    }
    await withTaskGroup(of: (Int, PlannerStateMachine.ContentResult).self) { group in
      var iterator = suspending.makeIterator()
      func startNext() -> Bool {
        guard let index = iterator.next() else { return false }
        let occurrence = occurrences[index]
        group.addTask { (index, await make(occurrence, settings, timeLimit)) }
        return true
      }
      for _ in 0..<width where !startNext() { break }
      while let (index, result) = await group.next() {
        results[index] = result
        _ = startNext()
      }
    }
    return results
  }

  private static func make(
    _ occurrence: TimelineOccurrence, _ settings: NotificationSettings?, _ timeLimit: Double
  ) async -> PlannerStateMachine.ContentResult {
    let result = await withTimeLimit(timeLimit) { () async -> PlannerStateMachine.ContentResult in
      do {
        return try await occurrence.makeContent(settings: settings).map { .made($0) } ?? .skipped
      } catch {
        return .failed(String(describing: error))
      }
    }
    return result ?? .failed("the content maker did not finish within \(timeLimit) s")
  }
}
