public import Foundation

/// How one group fared in a plan, what will be pending and why the rest will not:
/// `plan.groups["habits"]?.gotNoSlot`.
public struct GroupSlots: Hashable, Sendable {
  /// Its requests pending once the plan is applied: kept, added or replaced.
  public var scheduled = 0
  /// How many of them are repeating requests that stand for a whole series.
  public var compressed = 0
  /// What got no slot, and why; for the cap, only the first occurrence over it.
  public var deferrals: [Deferral] = []
  /// Occurrences left out because their time had passed.
  public var skippedPast = 0
  /// Occurrences left out because they were marked done.
  public var skippedHandled = 0
  /// Occurrences left out because they are still in Notification Center.
  public var skippedDelivered = 0
  /// Occurrences whose content maker returned `nil`.
  public var skippedByMaker = 0
  /// Entries or occurrences left out as invalid (see ``ReschedulePlan/rejections``).
  public var rejected = 0
  /// Its occurrences that pacing moved or skipped, and why (see ``PlanningPolicy/pacing``).
  public var paced: [PacedOccurrence] = []
  /// Where the planner stopped reading its timeline, when 4,096 occurrences in a row took no
  /// slot: the last one read; else `nil`.
  public var stoppedReadingAfter: Date?

  /// Creates an empty summary: `GroupSlots()`.
  public init() {}

  /// Whether the group wanted a slot and got none (not the same as having nothing to schedule):
  /// `slots.gotNoSlot`.
  public var gotNoSlot: Bool {
    scheduled == 0 && deferrals.contains { $0.reason == .capacity || $0.reason == .displaced }
  }

  /// Whether a content maker failed for one of its occurrences: `if slots.contentFailed { retryLater() }`.
  public var contentFailed: Bool {
    deferrals.contains { if case .contentFailed = $0.reason { true } else { false } }
  }
}
