import Foundation

/// One group's occurrences that got no slot under the cap, soonest first, as far as a plan listed
/// them for the delivery record (at most ``perGroup`` of a group and ``total`` in all).
struct CapDeferrals: Hashable, Sendable {
  /// At most this many occurrences of one group are listed: the pending slots once over.
  static let perGroup = 64
  /// A quarter of the delivery record's occurrences, so one run's list and the next's fit beside it.
  static let total = DeliveryRecord.maximumOccurrences / 4

  var occurrences: [ReschedulePlan.Overflow] = []
  /// `nil` when the list is whole.
  var cutAt: Date?
}
