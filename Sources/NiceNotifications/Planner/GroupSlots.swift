/// How one group fared in a plan: how many of its requests will be pending, and why the rest
/// will not.
///
/// ```swift
/// let habits = plan.groups["habits"]
/// if habits?.gotNoSlot == true { showTooManyRemindersHint() }
/// ```
public struct GroupSlots: Hashable, Sendable {
  /// Its requests pending once the plan is applied: kept, added or replaced.
  public var scheduled = 0
  /// How many of them are repeating requests that stand for a whole series (see
  /// ``PlanningPolicy/compressesRepeatingEntries``), whether or not the plan read the group's
  /// timeline; a request the center refused is not counted.
  public var compressed = 0
  /// Its occurrences or requests that got no slot, with the reason: for the cap, only the
  /// first occurrence over it; every content failure and every displaced request.
  public var deferrals: [Deferral] = []
  /// Occurrences left out because their time had passed.
  public var skippedPast = 0
  /// Occurrences left out because they were marked done.
  public var skippedHandled = 0
  /// Occurrences left out because they were delivered already and are still in
  /// Notification Center.
  public var skippedDelivered = 0
  /// Occurrences whose content maker returned `nil`.
  public var skippedByMaker = 0
  /// Entries or occurrences left out as invalid (see ``ReschedulePlan/rejections``).
  public var rejected = 0
  /// Its occurrences that pacing moved or skipped, and why (see ``PlanningPolicy/pacing``).
  public var paced: [PacedOccurrence] = []

  /// Creates an empty summary.
  ///
  /// ```swift
  /// var slots = GroupSlots()
  /// ```
  public init() {}

  /// Whether the group wanted a slot and got none: its next occurrence waits for the cap, and nothing of it
  /// will be pending.
  ///
  /// Not the same as having nothing to schedule.
  ///
  /// ```swift
  /// #expect(report.plan?.groups["habits"]?.gotNoSlot == false)
  /// ```
  public var gotNoSlot: Bool {
    scheduled == 0 && deferrals.contains { $0.reason == .capacity || $0.reason == .displaced }
  }

  /// Whether a content maker failed for one of its occurrences.
  ///
  /// ```swift
  /// if slots.contentFailed { retryLater() }
  /// ```
  public var contentFailed: Bool {
    deferrals.contains { if case .contentFailed = $0.reason { true } else { false } }
  }
}
