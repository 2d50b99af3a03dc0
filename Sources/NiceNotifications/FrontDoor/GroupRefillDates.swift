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
/// gate.refillDates.record(plan, planned: ["pills"], removed: [], in: context.timeZone)
/// snapshot.otherGroupsRefillDate = gate.refillDates.soonest(of: ["quotes"], in: context)
/// ```
final class GroupRefillDates: Sendable {
  /// What the last plan of a group found: its refill date, if one, and the device's offset
  /// from GMT at that date when it was found.
  private struct Record: Sendable {
    var date: Date?
    var offset = 0
  }

  private let records = Locked<[String: Record]>([:])

  /// When `groups` need a reschedule, read in `context`: the soonest of their refill dates,
  /// `context.now` if one of them was never planned over this center (none of its reminders
  /// may be pending), `nil` when none is waiting for one.
  ///
  /// A group in `awaitingPermission` (the system denies it) that was never planned waits for
  /// the person, not for a reschedule: it adds no date.
  ///
  /// A date is moved sooner by as much as the device's zone has moved east since it was
  /// found: a reminder at a wall-clock time comes that much sooner.
  func soonest(
    of groups: Set<String>, in context: DateBuilder.Context, awaitingPermission: Set<String> = []
  ) -> Date? {
    guard !groups.isEmpty else { return nil }
    return records.withLock { records in
      var soonest: Date?
      for group in groups {
        guard let record = records[group] else {
          if awaitingPermission.contains(group) { continue }
          return context.now
        }
        guard let date = record.date else { continue }
        let east = max(0, context.timeZone.secondsFromGMT(for: date) - record.offset)
        let due = date.addingTimeInterval(-TimeInterval(east))
        soonest = min(soonest ?? due, due)
      }
      return soonest
    }
  }

  /// Learns from a plan carried out in `zone`: each planned group's date is its soonest
  /// deferral's (or none), a removed group has none, and a group the plan left out keeps
  /// its date, moved sooner by any request of its that the plan displaced.
  func record(_ plan: ReschedulePlan, planned: some Sequence<String>, removed: Set<String>, in zone: TimeZone)
  {
    records.withLock { records in
      for group in planned { records[group] = Record() }
      for group in removed { records[group] = Record() }
      for (group, slots) in plan.groups {
        // A group never planned here stays unknown: a displaced request is not all it waits for.
        guard let date = slots.deferrals.first(where: { $0.fireDate != nil })?.fireDate,
          let known = records[group], known.date.map({ $0 > date }) ?? true
        else { continue }
        records[group] = Record(date: date, offset: zone.secondsFromGMT(for: date))
      }
    }
  }
}
