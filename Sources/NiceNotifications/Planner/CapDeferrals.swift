import Foundation

/// One group's occurrences that got no slot under the cap, soonest first, as far as a plan listed
/// them for the delivery record.
///
/// A plan lists them only when its snapshot asks (`PlanningSnapshot.listsCapDeferrals`): at most
/// ``perGroup`` of a group and ``total`` in all, soonest first across groups, so that the record
/// learns every occurrence the cap keeps out until the next run, within those bounds.
struct CapDeferrals: Hashable, Sendable {
  /// At most this many occurrences of one group are listed: the pending slots once over.
  static let perGroup = 64
  /// At most this many occurrences are listed in all: a quarter of the delivery record's
  /// occurrences, so that one run's list and the next's fit beside what is already recorded.
  static let total = DeliveryRecord.maximumOccurrences / 4

  /// The occurrences, soonest first, with the identifiers the planner gave them.
  var occurrences: [ReschedulePlan.Overflow] = []
  /// When the first occurrence a bound left off the list would fire; `nil` when the list is whole.
  var cutAt: Date?
}
