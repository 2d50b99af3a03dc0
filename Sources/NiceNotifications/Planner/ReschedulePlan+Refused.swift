import DateBuilder
import Foundation

extension ReschedulePlan {
  /// The plan as carried out when the center refused some of its additions for good: each
  /// refused request that was new is no longer counted as scheduled for its group, and is
  /// deferred (``Deferral/Reason/refusedByCenter(_:)``), its fire date bringing the refill
  /// date forward.
  ///
  /// A refused replacement leaves the request it replaces pending: it still holds its slot,
  /// and the plan keeps counting it.
  ///
  /// ```swift
  /// report.plan = plan.refusing(["a:0:20260303T090000": .failed("busy")], in: context)
  /// ```
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
        guard let index = list.firstIndex(where: { $0.identifier.description == request.identifier }) else {
          continue
        }
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
    if let first = plan.deferrals.first(where: { $0.fireDate != nil })?.fireDate {
      plan.refillDate = plan.refillDate.map { min($0, first) } ?? first
    }
    return plan
  }
}

extension Deferral {
  /// The order of a plan's deferrals: soonest first, those without a date first, ties by identifier.
  static func soonerFirst(_ a: Deferral, _ b: Deferral) -> Bool {
    SlotOrder.precedes(a.fireDate, a.identifier, b.fireDate, b.identifier)
  }
}
