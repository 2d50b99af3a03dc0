import Foundation

extension DeliveryRecord {
  /// Learns what a run saw before it wrote: what left the pending requests early, what is in
  /// Notification Center, what was handled; and the run itself.
  mutating func observe(_ observation: DeliveryObservation) {
    let now = observation.now
    for index in occurrences.indices {
      let identifier = occurrences[index].identifier
      if observation.delivered.contains(identifier) { occurrences[index].seenDelivered = true }
      if observation.handled.contains(identifier) { occurrences[index].wasHandled = true }
      let occurrence = occurrences[index]
      if occurrence.fireDate > now, !occurrence.isDeferred, !occurrence.removedWhileGroupOff,
        occurrence.vanishedInTimeZone == nil, !observation.pending.contains(identifier)
      {
        occurrences[index].vanishedInTimeZone = observation.run.timeZone
      }
    }
    runs.append(observation.run)
  }

  /// Learns what `plan`, made at `now` in `timeZone`, placed and deferred.
  ///
  /// The plan read the timelines of `planned` and removed the requests of `removed`, `groupsOff`
  /// among them because they were turned off. `requests` are the requests by identifier, pending
  /// or added, for their triggers.
  mutating func record(
    _ plan: ReschedulePlan, requests: [String: NotificationRequest], failed: Set<String>,
    planned: Set<String>, removed: Set<String>, groupsOff: Set<String>, timeZone: String, at now: Date
  ) {
    var byIdentifier = Dictionary(occurrences.map { ($0.identifier, $0) }, uniquingKeysWith: { $1 })
    var placed: Set<String> = []
    for (group, scheduled) in plan.scheduled where planned.contains(RequestIdentifier.normalized(group)) {
      for slot in scheduled where slot.repeatingPattern == nil && !slot.identifier.isManaged {
        let identifier = slot.identifier.description
        guard let fireDate = slot.fireDate, !failed.contains(identifier),
          let request = requests[identifier], request.trigger?.repeats != true
        else { continue }
        var occurrence = Occurrence(
          identifier: identifier, group: slot.identifier.group, fireDate: fireDate,
          isFloating: Self.isFloating(request.trigger), plannedTimeZone: timeZone)
        if let known = byIdentifier[identifier] {
          occurrence.seenDelivered = known.seenDelivered
          occurrence.wasHandled = known.wasHandled
          occurrence.isReported = known.isReported
        }
        byIdentifier[identifier] = occurrence
        placed.insert(identifier)
      }
    }
    for deferral in plan.deferrals where deferral.reason == .capacity || deferral.reason == .displaced {
      guard let fireDate = deferral.fireDate, fireDate > now, !placed.contains(deferral.identifier),
        let identifier = RequestIdentifier(deferral.identifier), !identifier.isManaged
      else { continue }
      var occurrence =
        byIdentifier[deferral.identifier]
        ?? Occurrence(
          identifier: deferral.identifier, group: identifier.group, fireDate: fireDate,
          isFloating: Self.isFloating(requests[deferral.identifier]?.trigger), plannedTimeZone: timeZone)
      occurrence.isDeferred = true
      occurrence.fireDate = fireDate
      byIdentifier[deferral.identifier] = occurrence
      placed.insert(deferral.identifier)
    }
    for (identifier, occurrence) in byIdentifier
    where occurrence.fireDate > now && !placed.contains(identifier) {
      if groupsOff.contains(occurrence.group) {
        byIdentifier[identifier]?.removedWhileGroupOff = true
      } else if planned.contains(occurrence.group) || removed.contains(occurrence.group) {
        // The timeline no longer has it, or the app removed its group: nothing was promised.
        byIdentifier[identifier] = nil
      }
    }
    occurrences = Array(byIdentifier.values)
    bound()
  }

  /// A calendar trigger without a zone follows the device's.
  static func isFloating(_ trigger: NotificationTrigger?) -> Bool {
    guard case .calendar(let components, _)? = trigger else { return false }
    return components.timeZone == nil
  }
}
