import Foundation
import TestSupport
import Testing

@testable import NiceNotifications

/// Content handed back to the planner in the batch's order (`contentMade(inBatchOrder:)`), as
/// the executor hands it back.
struct ContentInBatchOrderTests {
  /// The Saturday before New York's clocks fall back, so that the days cross the change.
  let context = DateBuilder.Context.fixed(2026, 10, 31, 10, 0, in: "America/New_York")

  func snapshot(pending: [PendingRequest] = [], capacity: Int = 64) -> PlanningSnapshot {
    var snapshot = PlanningSnapshot(pending: pending, context: context, capacity: capacity)
    snapshot.groups = [
      PlanningGroup(
        identifier: "stretch",
        timeline: NotificationsTimeline {
          EveryDay(forDays: 5, starting: .today).at(hour: 9, minute: 30).schedule(title: "Stretch")
        })
    ]
    snapshot.policy = .expanding
    return snapshot
  }

  /// Runs the planner, answering each batch with `answer`, handed back in the batch's order;
  /// returns the plan and the batches.
  func run(
    _ snapshot: PlanningSnapshot, answer: ([TimelineOccurrence]) -> [PlannerStateMachine.ContentResult]
  ) -> (ReschedulePlan, [[String]]) {
    var planner = PlannerStateMachine(snapshot)
    var batches: [[String]] = []
    while true {
      switch planner.next() {
      case .makeContent(let occurrences):
        let identifiers = occurrences.map(\.identifier.description)
        batches.append(identifiers)
        planner.contentMade(inBatchOrder: answer(occurrences))
      case .finished(let plan):
        return (plan, batches)
      }
    }
  }

  func made(_ occurrences: [TimelineOccurrence]) -> [PlannerStateMachine.ContentResult] {
    occurrences.map { _ in .made(NotificationContent(title: "Stretch")) }
  }

  @Test func resultsMissingAtTheEndCountAsFailedAndKeepWhatIsPending() {
    let (first, _) = run(snapshot(), answer: made)
    let pending = applying(first, to: [])
    #expect(pending.count == 4)
    let (again, batches) = run(snapshot(pending: pending)) { Array(made($0).prefix(1)) }
    #expect(batches.map(\.count) == [4])
    #expect(again.changes.isEmpty)
    #expect(again.kept == pending.map(\.request.identifier).sorted())
    let failed = again.deferrals.filter { $0.reason == .contentFailed("no content was made") }
    #expect(failed.map(\.identifier) == Array(batches[0].dropFirst()))
  }

  @Test func aSkippedOccurrenceGivesItsSlotToTheNextOne() {
    var firstBatch = true
    let (plan, batches) = run(snapshot(capacity: 2)) { occurrences in
      defer { firstBatch = false }
      return occurrences.indices.map {
        firstBatch && $0 == 0 ? .skipped : .made(NotificationContent(title: "Stretch"))
      }
    }
    #expect(batches.map(\.count) == [2, 1])
    #expect(plan.additions.map(\.identifier) == Array(batches[0].dropFirst()) + batches[1])
    #expect(plan.groups["stretch"]?.skippedByMaker == 1)
  }
}
