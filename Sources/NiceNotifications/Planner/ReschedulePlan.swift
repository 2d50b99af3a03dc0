public import DateBuilder
public import Foundation

/// What a reschedule would do, and why, a dry run that explains itself:
/// `await ReschedulePlanner.plan(snapshot).changes`.
public struct ReschedulePlan: Hashable, Sendable {
  /// An occurrence that did not fit under the cap.
  public struct Overflow: Hashable, Sendable {
    /// The first occurrence of the group that did not fit; later ones did not either.
    public var identifier: RequestIdentifier
    /// When it would have fired.
    public var fireDate: Date?
  }

  /// An occurrence, entry or group that was left out because it is invalid.
  public struct Rejection: Hashable, Sendable {
    /// The group.
    public var group: String
    /// The entry, if the rejection concerns one entry.
    public var entry: String?
    /// The request identifier, if the rejection concerns one occurrence.
    public var identifier: RequestIdentifier?
    /// Why.
    public var reason: String
    /// Where the entry was declared, if known.
    public var sourceLocation: EntryLocation?
  }

  /// A request that will be pending once the plan is applied.
  public struct Scheduled: Hashable, Sendable {
    /// Its identifier.
    public var identifier: RequestIdentifier
    /// When it fires first; `nil` for a location trigger.
    public var fireDate: Date?
    /// The repeating pattern it stands for, when its entry's series was compressed.
    public var repeatingPattern: DateBuilder.RepeatingPattern? = nil
  }

  /// The writes, removals first, then additions and replacements soonest first.
  public var changes: [PlannedChange]
  /// Identifiers of pending requests that stay as they are.
  public var kept: [String]
  /// Per group, the first occurrence that did not fit under the cap.
  public var overflow: [String: Overflow]
  /// What was left out as invalid, and why.
  public var rejections: [Rejection]
  /// Per group, how many occurrences were passed over because their time had passed.
  public var skippedPast: [String: Int]
  /// When to reschedule at the latest: the soonest deferral's fire date (no later than
  /// ``PlanningSnapshot/otherGroupsRefillDate``), never before the plan; a ``TailNotice`` fires then.
  public var refillDate: Date?
  /// Per group, the one-shot requests pending once the plan is applied, soonest first;
  /// requests kept untouched (snoozes, repeating, location) are counted in ``groups`` only.
  public var scheduled: [String: [Scheduled]]
  /// How many pending requests no planned timeline owns keep their slots untouched.
  public var foreignCount: Int
  /// What wanted a slot and got none, and why, soonest first.
  public var deferrals: [Deferral] = []
  /// Per group, how many of its requests will be pending and why the rest will not.
  public var groups: [String: GroupSlots] = [:]
  /// What ``PlanningPolicy/pacing`` moved or skipped, and why, soonest first by timeline date.
  public var paced: [PacedOccurrence] = []
  /// Per group, the occurrences the cap kept out, soonest first, when the snapshot asked for them.
  var capDeferrals: [String: CapDeferrals] = [:]

  /// Whether the plan writes nothing, the timelines and the pending store agreeing: `plan.isEmpty`.
  public var isEmpty: Bool { changes.isEmpty }

  /// The requests to add or replace (the front door writes them): `plan.additions.map(\.content.title)`.
  public var additions: [NotificationRequest] {
    changes.compactMap {
      switch $0 {
      case .add(let request), .replace(let request): request
      case .remove: nil
      }
    }
  }

  /// The identifiers to remove (the front door removes them): `let removed = plan.removals.count`.
  public var removals: [String] {
    changes.compactMap {
      if case .remove(let identifier) = $0 { identifier } else { nil }
    }
  }

  /// The group's next `limit` fire dates once the plan is applied:
  /// `plan.nextOccurrences(ofGroup: "dailyQuote", limit: 1)`.
  public func nextOccurrences(ofGroup group: String, limit: Int = .max) -> [Date] {
    Array((scheduled[group] ?? []).compactMap(\.fireDate).prefix(limit))
  }
}
