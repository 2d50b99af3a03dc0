import DateBuilder

/// Pacing's part of a plan, with the snapshot to plan again from.
struct PlannerPacing: Sendable {
  var pacer: Pacer
  let snapshot: PlanningSnapshot
  /// Entries planned as one-shots because pacing treats some of their days otherwise, by group.
  var expanded: [String: Set<String>] = [:]
  var mustPlanAgain = false
  /// Left out by the daily limit for the plan's occurrences.
  var leftOutOccupants: Set<String> = []

  init?(_ snapshot: PlanningSnapshot) {
    guard !snapshot.policy.pacing.isNone else { return nil }
    pacer = Pacer(pacing: snapshot.policy.pacing, context: snapshot.context)
    self.snapshot = snapshot
  }
}
