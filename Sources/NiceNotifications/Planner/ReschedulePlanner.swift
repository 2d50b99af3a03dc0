public import DateBuilder
import Foundation

/// Plans a reschedule without touching a center, a dry run that explains itself:
/// `await ReschedulePlanner.plan(groups, pending: pending, in: .current, capacity: 64)`.
public enum ReschedulePlanner {
  /// Plans a reschedule of `groups`:
  /// `await ReschedulePlanner.plan(groups, pending: pending, in: context, capacity: 64)`.
  public static func plan(
    _ groups: [PlanningGroup], pending: [PendingRequest], delivered: [DeliveredNotification] = [],
    in context: DateBuilder.Context, capacity: Int, policy: PlanningPolicy = .soonestFirst,
    settings: NotificationSettings? = nil
  ) async -> ReschedulePlan {
    var snapshot = PlanningSnapshot(pending: pending, context: context, capacity: capacity)
    snapshot.groups = groups
    snapshot.delivered = delivered
    snapshot.policy = policy
    return await plan(snapshot, settings: settings)
  }

  /// Plans a reschedule from a whole snapshot, `contentConcurrency` content makers at a time:
  /// `await ReschedulePlanner.plan(snapshot, settings: await center.notificationSettings())`.
  public static func plan(
    _ snapshot: PlanningSnapshot, settings: NotificationSettings? = nil, contentConcurrency: Int = 16
  ) async -> ReschedulePlan {
    var machine = PlannerStateMachine(snapshot)
    while true {
      switch machine.next() {
      case .makeContent(let occurrences):
        machine.contentMade(
          inBatchOrder: await ContentBatch.make(
            occurrences, settings: settings, concurrency: contentConcurrency, in: snapshot.context))
      case .finished(let plan):
        return plan
      }
    }
  }
}
