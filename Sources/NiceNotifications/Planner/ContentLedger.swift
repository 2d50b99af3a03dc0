/// Every content result the planner was handed: an occurrence that takes a slot again is
/// settled without its maker.
///
/// Batches are keyed only when a result is first looked up, which an unchanged launch never does.
struct ContentLedger {
  private var keyed: [RequestIdentifier: PlannerStateMachine.ContentResult] = [:]
  private var unkeyed: [ContentBatch.Made] = []

  mutating func record(_ occurrences: [TimelineOccurrence], _ results: [PlannerStateMachine.ContentResult]) {
    unkeyed.append((occurrences, results))
  }

  mutating func result(for occurrence: TimelineOccurrence) -> PlannerStateMachine.ContentResult? {
    if !unkeyed.isEmpty {
      ContentBatch.key(unkeyed, into: &keyed)
      unkeyed.removeAll()
    }
    return keyed.isEmpty ? nil : keyed[occurrence.identifier]
  }
}
