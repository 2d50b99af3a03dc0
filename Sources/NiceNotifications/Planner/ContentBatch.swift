import DateBuilder

/// Makes the content of a batch of occurrences, a bounded number of makers at a time, each
/// once: what the executor and ``ReschedulePlanner`` hand back to the state machine.
enum ContentBatch {
  /// A batch's occurrences and their results, in the same order.
  typealias Made = (occurrences: [TimelineOccurrence], results: [PlannerStateMachine.ContentResult])

  /// Keys the results of `batches` by their occurrences' identifiers into `results`; a later
  /// batch's result replaces an earlier one's.
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

  /// The results of `occurrences`' makers, in the same order; a maker that suspends and has
  /// not finished after `timeLimit` seconds has failed.
  ///
  /// The makers run in `context`: `Today()` and the other relative expressions in them count
  /// from the plan's clock, calendar and time zone, not the system's.
  static func make(
    _ occurrences: [TimelineOccurrence], settings: NotificationSettings?, concurrency: Int,
    timeLimit: Double = .infinity, in context: DateBuilder.Context,
    isolation: isolated (any Actor)? = #isolation
  ) async -> [PlannerStateMachine.ContentResult] {
    // The closure captures `isolation`: the makers run on the caller's actor, not a switch of
    // threads away.
    await DateBuilder.withContext(context, isolation: isolation) {
      _ = isolation
      return await make(occurrences, settings: settings, concurrency: concurrency, timeLimit: timeLimit)
    }
  }

  /// The results of `occurrences`' makers in the evaluation context in force.
  private static func make(
    _ occurrences: [TimelineOccurrence], settings: NotificationSettings?, concurrency: Int,
    timeLimit: Double
  ) async -> [PlannerStateMachine.ContentResult] {
    // Each result appended in the batch's order; a maker that suspends leaves a placeholder,
    // written below.
    var results: [PlannerStateMachine.ContentResult] = []
    results.reserveCapacity(occurrences.count)
    // Makers that never suspend are run in place: a task each would cost more than the maker.
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
