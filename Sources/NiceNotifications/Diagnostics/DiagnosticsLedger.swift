import Foundation

/// What the plans of one ``LocalNotifications`` instance left unscheduled, per group, for
/// ``LocalNotifications/diagnostics()``; not persisted, the first reschedule after a launch fills it.
struct DiagnosticsLedger: Hashable, Sendable {
  struct GroupRecord: Hashable, Sendable {
    /// `nil` when only the group's requests were deferred, its timeline never read.
    var plannedAt: Date?
    var deferrals: [Deferral] = []
  }

  /// Keyed by group identifier in NFC.
  private(set) var groups: [String: GroupRecord] = [:]
  private(set) var ungroupedDeferrals: [Deferral] = []
  private(set) var lastPlanDate: Date?
  private(set) var refillDate: Date?

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
    for (group, deferrals) in deferred {
      var record = groups[group] ?? GroupRecord(plannedAt: nil)
      let identifiers = Set(deferrals.map(\.identifier))
      record.deferrals.removeAll { identifiers.contains($0.identifier) }
      record.deferrals = (record.deferrals + deferrals).sorted(by: Deferral.soonerFirst)
      groups[group] = record
    }
  }
}
