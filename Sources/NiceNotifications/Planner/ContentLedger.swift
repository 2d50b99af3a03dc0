/// Every content result the planner was handed, so that an occurrence that takes a slot
/// again is settled from the result made before, never by its maker again.
///
/// Batches are kept as they came and keyed by identifier only when a result is first looked
/// up, which an unchanged launch never does.
///
/// ```swift
/// var ledger = ContentLedger()
/// ledger.record(occurrences, results)
/// ledger.result(for: occurrences[0].identifier)  // results[0]
/// ```
struct ContentLedger {
  /// The results keyed so far.
  private var keyed: [RequestIdentifier: PlannerStateMachine.ContentResult] = [:]
  /// Batches recorded and not yet keyed.
  private var unkeyed: [ContentBatch.Made] = []

  /// Records a batch's results, in its order.
  mutating func record(_ occurrences: [TimelineOccurrence], _ results: [PlannerStateMachine.ContentResult]) {
    unkeyed.append((occurrences, results))
  }

  /// The result recorded last for the occurrence `identifier`, if any.
  mutating func result(for identifier: RequestIdentifier) -> PlannerStateMachine.ContentResult? {
    if !unkeyed.isEmpty {
      ContentBatch.key(unkeyed, into: &keyed)
      unkeyed.removeAll()
    }
    return keyed.isEmpty ? nil : keyed[identifier]
  }
}
