import DateBuilder
import Foundation

/// Pacing's part of a plan: the pacer, the snapshot to plan again from, and the entries whose
/// repeating series pacing found it must expand.
struct PlannerPacing: Sendable {
  var pacer: Pacer
  let snapshot: PlanningSnapshot
  /// Entries planned as one-shots because pacing treats some of their days otherwise, by group.
  var expanded: [String: Set<String>] = [:]
  /// Whether an entry was added to ``expanded`` since the plan started.
  var mustPlanAgain = false
  /// Other groups' one-shot requests the daily limit left out for the plan's occurrences.
  var leftOutOccupants: Set<String> = []

  /// `nil` when the snapshot's policy paces nothing.
  init?(_ snapshot: PlanningSnapshot) {
    guard !snapshot.policy.pacing.isNone else { return nil }
    pacer = Pacer(pacing: snapshot.policy.pacing, context: snapshot.context)
    self.snapshot = snapshot
  }
}
