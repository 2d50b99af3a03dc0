import DateBuilder
import Foundation

extension ReschedulePlan {
  /// The plan as carried out when the center refused some additions for good: a refused new request is
  /// deferred and, unless a snooze, brings the refill date forward; a refused replacement leaves its pending
  /// request.
  func refusing(_ refused: [String: NotificationCenterError], in context: DateBuilder.Context)
    -> ReschedulePlan
  {
    guard !refused.isEmpty else { return self }
    var plan = self
    for case .add(let request) in changes {
      guard let error = refused[request.identifier] else { continue }
      var group = request.requestIdentifier?.group
      var fireDate = request.trigger?.nextFireDate(after: context.now, in: context)
      for (name, list) in plan.scheduled {
        guard let index = list.firstIndex(where: { $0.identifier.description == request.identifier })
        else { continue }
        (group, fireDate) = (name, list[index].fireDate)
        plan.scheduled[name]?.remove(at: index)
        if plan.scheduled[name]?.isEmpty == true { plan.scheduled[name] = nil }
        break
      }
      let deferral = Deferral(
        identifier: request.identifier, group: group, fireDate: fireDate,
        reason: .refusedByCenter(error.description))
      plan.deferrals.append(deferral)
      if let group, plan.groups[group] != nil {
        plan.groups[group]?.scheduled -= 1
        plan.groups[group]?.deferrals.append(deferral)
        plan.groups[group]?.deferrals.sort(by: Deferral.soonerFirst)
      }
    }
    plan.deferrals.sort(by: Deferral.soonerFirst)
    if let first = plan.deferrals.first(where: \.bringsTheRefillDateForward)?.fireDate {
      plan.refillDate = plan.refillDate.map { min($0, first) } ?? first
    }
    return plan
  }
}

extension ReschedulePlan {
  /// The tail notice, placed after the plan carried out.
  static func writing(_ change: PlannedChange) -> ReschedulePlan {
    ReschedulePlan(
      changes: [change], kept: [], overflow: [:], rejections: [], skippedPast: [:], refillDate: nil,
      scheduled: [:], foreignCount: 0)
  }

  /// Drops the deferral of a request pending after all (displaced, then put back).
  mutating func settleFigures(against pending: [String: PendingRequest]) {
    var counts: [String: (scheduled: Int, compressed: Int)] = [:]
    for (identifier, request) in pending {
      guard let group = RequestIdentifier.groupAndManaged(identifier)?.group else { continue }
      counts[group, default: (0, 0)].scheduled += 1
      if request.request.isCompressedSeries { counts[group, default: (0, 0)].compressed += 1 }
    }
    for group in Set(groups.keys).union(counts.keys) {
      groups[group, default: GroupSlots()].scheduled = counts[group]?.scheduled ?? 0
      groups[group, default: GroupSlots()].compressed = counts[group]?.compressed ?? 0
    }
    scheduled = scheduled.compactMapValues { list in
      let still = list.filter { pending[$0.identifier.description] != nil }
      return still.isEmpty ? nil : still
    }
    func stands(_ deferral: Deferral) -> Bool {
      switch deferral.reason {
      case .capacity, .displaced, .refusedByCenter: pending[deferral.identifier] == nil
      case .contentFailed: true
      }
    }
    deferrals = deferrals.filter(stands)
    for group in Array(groups.keys) { groups[group]?.deferrals.removeAll { !stands($0) } }
  }
}

extension Deferral {
  static func soonerFirst(_ a: Deferral, _ b: Deferral) -> Bool {
    SlotOrder.precedes(a.fireDate, a.identifier, b.fireDate, b.identifier)
  }
}

extension NotificationRequest {
  var isCompressedSeries: Bool {
    guard case .calendar(_, repeats: true)? = trigger, let parsed = RequestIdentifier(identifier) else {
      return false
    }
    return parsed.isCompressedSeries
  }
}
