import DateBuilder
import Foundation

/// When each group over one center next needs a reschedule (its soonest occurrence without a slot), so a
/// plan of other groups keeps its ``ReschedulePlan/refillDate`` honest.
final class GroupRefillDates: Sendable {
  /// A group's refill date, if any, and the device's GMT offset at that date when found.
  private struct Record: Sendable {
    var date: Date?
    var offset = 0
  }

  private let records = Locked<[String: Record]>([:])

  /// The soonest refill date of `groups`: `context.now` for one never planned here (unless it awaits the
  /// system's permission), `nil` when none waits; a date moves sooner by how far the zone moved east since.
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

  /// Learns from a plan carried out in `zone`; a group left out keeps its date, moved sooner by displacements.
  func record(_ plan: ReschedulePlan, planned: some Sequence<String>, removed: Set<String>, in zone: TimeZone)
  {
    records.withLock { records in
      for group in planned { records[group] = Record() }
      for group in removed { records[group] = Record() }
      for (group, slots) in plan.groups {
        // A group never planned here stays unknown: a displaced request is not all it waits for.
        guard let date = slots.deferrals.first(where: \.bringsTheRefillDateForward)?.fireDate,
          let known = records[group], known.date.map({ $0 > date }) ?? true
        else { continue }
        records[group] = Record(date: date, offset: zone.secondsFromGMT(for: date))
      }
    }
  }
}
