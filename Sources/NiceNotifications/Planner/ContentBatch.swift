/// Makes the content of a batch of occurrences, a bounded number of makers at a time, each
/// once: what the executor and ``ReschedulePlanner`` hand back to the state machine.
enum ContentBatch {
  static func make(
    _ occurrences: [TimelineOccurrence], settings: NotificationSettings?, concurrency: Int
  ) async -> [String: PlannerStateMachine.ContentResult] {
    var results: [String: PlannerStateMachine.ContentResult] = [:]
    results.reserveCapacity(occurrences.count)
    // Makers that never suspend are run in place: a task each would cost more than the maker.
    var suspending: [TimelineOccurrence] = []
    for occurrence in occurrences {
      switch occurrence.makeContentSynchronously(settings: settings) {
      case .success(let content)?: results[occurrence.identifierText] = content.map { .made($0) } ?? .skipped
      case .failure(let error)?: results[occurrence.identifierText] = .failed(String(describing: error))
      case nil: suspending.append(occurrence)
      }
    }
    let width = max(1, concurrency)
    if width == 1 || suspending.count <= 1 {
      for occurrence in suspending {
        results[occurrence.identifierText] = await make(occurrence, settings)
      }
      return results
    }
    await withTaskGroup(of: (String, PlannerStateMachine.ContentResult).self) { group in
      var iterator = suspending.makeIterator()
      func startNext() -> Bool {
        guard let occurrence = iterator.next() else { return false }
        group.addTask { (occurrence.identifierText, await make(occurrence, settings)) }
        return true
      }
      for _ in 0..<width where !startNext() { break }
      while let (identifier, result) = await group.next() {
        results[identifier] = result
        _ = startNext()
      }
    }
    return results
  }

  private static func make(
    _ occurrence: TimelineOccurrence, _ settings: NotificationSettings?
  ) async -> PlannerStateMachine.ContentResult {
    do {
      return try await occurrence.makeContent(settings: settings).map { .made($0) } ?? .skipped
    } catch {
      return .failed(String(describing: error))
    }
  }
}
