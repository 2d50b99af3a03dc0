import DateBuilder
import Foundation

/// When each group planned over one center needs its next reschedule: the soonest of its
/// occurrences that got no slot when it was last planned (a deferral's fire date).
///
/// A reschedule of one group plans only that group; the others' timelines are not read, so
/// the plan alone cannot tell when their windows end. Their dates, remembered from the
/// plans that did read them, keep its ``ReschedulePlan/refillDate`` from promising more
/// time than the app has (see ``PlanningSnapshot/otherGroupsRefillDate``).
///
/// Kept by the center's ``SerialGate``, which every ``LocalNotifications`` over the center
/// shares; it lives as long as the process, so the first call after a launch (normally a
/// reschedule of every group) learns the dates again.
///
/// ```swift
/// gate.refillDates.record(plan, planned: ["pills"], removed: [])
/// snapshot.otherGroupsRefillDate = gate.refillDates.soonest(of: ["quotes"])
/// ```
final class GroupRefillDates: Sendable {
  private let dates = Locked<[String: Date]>([:])

  /// The soonest date among `groups`; `nil` when none of them is waiting for one.
  func soonest(of groups: Set<String>) -> Date? {
    guard !groups.isEmpty else { return nil }
    return dates.withLock { dates in
      var soonest: Date?
      for group in groups {
        guard let date = dates[group] else { continue }
        soonest = min(soonest ?? date, date)
      }
      return soonest
    }
  }

  /// Learns from a plan carried out: each planned group's date is its soonest deferral's
  /// (or none); a group the plan left out keeps its date, moved sooner by any request of
  /// its that the plan displaced; a removed group has none.
  func record(_ plan: ReschedulePlan, planned: some Sequence<String>, removed: Set<String>) {
    dates.withLock { dates in
      // A planned group's date is learnt afresh from this plan; a removed group has none.
      for group in planned { dates[group] = nil }
      for group in removed { dates[group] = nil }
      for (group, slots) in plan.groups {
        guard let date = slots.deferrals.first(where: { $0.fireDate != nil })?.fireDate else { continue }
        dates[group] = min(dates[group] ?? date, date)
      }
    }
  }
}
