import Foundation

/// What the plans of one ``LocalNotifications`` instance left unscheduled, per group: the summary
/// ``LocalNotifications/diagnostics()`` reads to say what waits and why.
///
/// A plan that reads a group's timeline replaces the group's summary with its own deferrals. A
/// plan that leaves a group out but defers one of its requests anyway — displaced by a sooner
/// occurrence of another group, or a snooze the center refused — adds that deferral to the
/// group's summary. A group whose requests a plan removes is forgotten. Nothing is persisted:
/// the first reschedule after a launch fills it again.
///
/// ```swift
/// var ledger = DiagnosticsLedger()
/// ledger.record(plan, planned: ["pills"], removed: [], at: now)
/// ledger.groups["pills"]?.deferrals  // the occurrences that got no slot, with their reasons
/// ```
struct DiagnosticsLedger: Hashable, Sendable {
  /// What the plans found for one group.
  struct GroupRecord: Hashable, Sendable {
    /// When a plan last read the group's timeline; `nil` when only its requests were deferred.
    var plannedAt: Date?
    /// Its occurrences and requests that got no slot, soonest first.
    var deferrals: [Deferral] = []
  }

  /// Per group identifier (in NFC), what its last plans left unscheduled.
  private(set) var groups: [String: GroupRecord] = [:]
  /// The last plan's deferrals of requests without a group: direct requests that got no slot.
  private(set) var ungroupedDeferrals: [Deferral] = []
  /// When the last plan was made.
  private(set) var lastPlanDate: Date?
  /// The last plan's refill date.
  private(set) var refillDate: Date?

  /// Learns from `plan`, made at `now`, which read the timelines of `planned` and removed the
  /// requests of `removed`.
  mutating func record(
    _ plan: ReschedulePlan, planned: some Sequence<String>, removed: Set<String>, at now: Date
  ) {
    lastPlanDate = now
    refillDate = plan.refillDate
    var deferred: [String: [Deferral]] = [:]
    ungroupedDeferrals = []
    for deferral in plan.deferrals {
      if let group = deferral.group {
        deferred[RequestIdentifier.normalized(group), default: []].append(deferral)
      } else {
        ungroupedDeferrals.append(deferral)
      }
    }
    for group in removed { groups[RequestIdentifier.normalized(group)] = nil }
    for group in planned {
      let group = RequestIdentifier.normalized(group)
      groups[group] = GroupRecord(plannedAt: now, deferrals: deferred.removeValue(forKey: group) ?? [])
    }
    // Groups the plan left out whose requests it deferred all the same.
    for (group, deferrals) in deferred {
      var record = groups[group] ?? GroupRecord(plannedAt: nil)
      let identifiers = Set(deferrals.map(\.identifier))
      record.deferrals.removeAll { identifiers.contains($0.identifier) }
      record.deferrals = (record.deferrals + deferrals).sorted(by: Deferral.soonerFirst)
      groups[group] = record
    }
  }
}
