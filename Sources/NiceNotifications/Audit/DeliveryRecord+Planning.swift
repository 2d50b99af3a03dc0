import Foundation

extension DeliveryRecord {
  mutating func observe(_ observation: DeliveryObservation) {
    let now = observation.run.date
    let since = runs + [observation.run]
    // After the last change of zone, an occurrence seen pending in this zone has not moved.
    let lastMove = since.indices.dropFirst().last { since[$0].timeZone != since[$0 - 1].timeZone }
      .map { since[$0].date }
    for index in occurrences.indices {
      let occurrence = occurrences[index]
      if observation.delivered.contains(occurrence.identifier) { occurrences[index].seenDelivered = true }
      if observation.handled.contains(occurrence.identifier) { occurrences[index].wasHandled = true }
      if observation.pending.contains(occurrence.identifier) {
        occurrences[index].pendingSeenAt = now
        // Still pending in another zone: a wall-clock trigger now fires at its time here.
        if occurrence.isFloating, occurrence.plannedTimeZone != observation.run.timeZone,
          let here = Occurrence.wallClock(
            occurrence.fireDate, from: occurrence.plannedTimeZone, to: observation.run.timeZone),
          here > now
        {
          (occurrences[index].fireDate, occurrences[index].plannedTimeZone) = (here, observation.run.timeZone)
        }
        continue
      }
      guard occurrence.vanished == nil, !occurrence.isReported else { continue }
      guard !occurrence.isDeferred, !occurrence.removedWhileGroupOff else {
        if let here = occurrence.followingDevice(to: observation.run.timeZone, at: now) {
          (occurrences[index].fireDate, occurrences[index].plannedTimeZone) = (here, observation.run.timeZone)
        }
        continue
      }
      if occurrence.isFloating, let seen = occurrence.pendingSeenAt,
        occurrence.plannedTimeZone != observation.run.timeZone || lastMove.map({ seen < $0 }) == true
      {
        occurrences[index].follow(through: since.filter { $0.date >= seen })
      }
      if occurrences[index].vanished == nil, occurrences[index].fireDate > now {
        occurrences[index].vanished = .unexplained
      }
    }
    for index in repeating.indices {
      if repeating[index].isCurrent && observation.pending.contains(repeating[index].identifier) {
        repeating[index].lastSeenPending = now
      }
      repeating[index].observe(delivered: observation.delivered, at: now)
      repeating[index].handled.formUnion(observation.handled.filter(repeating[index].owns))
    }
    // A run that saw exactly what the last one saw, at its instant, adds nothing.
    if runs.last != observation.run { runs.append(observation.run) }
  }

  /// `groupsOff` are among `removed` because they were turned off; `pending` is what stays pending after
  /// the write.
  mutating func record(
    _ plan: ReschedulePlan, requests: [String: NotificationRequest], failed: Set<String>,
    planned: Set<String>, removed: Set<String>, groupsOff: Set<String>, pending: Set<String>,
    timeZone: String, at now: Date
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
        occurrence.pendingSeenAt = now
        if let known = byIdentifier[identifier] {
          occurrence.seenDelivered = known.seenDelivered
          occurrence.wasHandled = known.wasHandled
          // Reported, then placed again (a flight west brought its time round): a new chance.
          occurrence.isReported = known.isReported && known.fireDate > now
        }
        byIdentifier[identifier] = occurrence
        placed.insert(identifier)
      }
    }
    // What the cap kept out: the first of each group, those displaced, then the plan's list.
    var deferred: [(text: String, identifier: RequestIdentifier?, fireDate: Date?)] = []
    for deferral in plan.deferrals where deferral.reason == .capacity || deferral.reason == .displaced {
      deferred.append((deferral.identifier, RequestIdentifier(deferral.identifier), deferral.fireDate))
    }
    for (group, list) in plan.capDeferrals where planned.contains(RequestIdentifier.normalized(group)) {
      for listed in list.occurrences {
        deferred.append((listed.identifier.description, listed.identifier, listed.fireDate))
      }
    }
    let entriesFloat = deferred.isEmpty ? [:] : Self.entriesFloat(requests)
    for (text, identifier, fireDate) in deferred {
      guard let fireDate, fireDate > now, !placed.contains(text), let identifier, !identifier.isManaged
      else { continue }
      var occurrence =
        byIdentifier[text]
        ?? Occurrence(
          identifier: text, group: identifier.group, fireDate: fireDate,
          isFloating: Self.isFloating(keptOut: identifier, entriesFloat: entriesFloat),
          plannedTimeZone: timeZone)
      // Kept out by the cap now: its group is on again, and the cap is what a miss would be down to.
      occurrence.isDeferred = true
      occurrence.removedWhileGroupOff = false
      occurrence.fireDate = fireDate
      byIdentifier[text] = occurrence
      placed.insert(text)
    }
    recordCuts(of: plan, planned: planned, at: now)
    // Left out by pacing, as another group's request on a full day can be: a decision, not a miss.
    let pacedOut = Set(plan.paced.lazy.filter(\.isSkipped).map(\.identifier.description))
    // A request kept pending as it is still fires: one pacing moved past its own time, which its
    // timeline has as past, is not placed again.
    for (identifier, occurrence) in byIdentifier
    where occurrence.fireDate > now && !placed.contains(identifier) && !pending.contains(identifier) {
      if groupsOff.contains(occurrence.group) {
        // One the cap kept out is no longer waiting for a slot: this run found its group off.
        if occurrence.vanished == nil {
          byIdentifier[identifier]?.removedWhileGroupOff = true
          byIdentifier[identifier]?.isDeferred = false
        }
      } else if occurrence.vanished == nil,
        planned.contains(occurrence.group) || removed.contains(occurrence.group)
          || pacedOut.contains(identifier)
      {
        // Lost while its group was off, and its time here has passed since: it stays a miss.
        let here =
          occurrence.isFloating
          ? Occurrence.wallClock(occurrence.fireDate, from: occurrence.plannedTimeZone, to: timeZone)
          : occurrence.fireDate
        if occurrence.removedWhileGroupOff, let here, here <= now { continue }
        // The timeline no longer has it, or the app removed its group: nothing was promised.
        byIdentifier[identifier] = nil
      }
    }
    occurrences = Array(byIdentifier.values)
    recordRepeating(plan, requests: requests, failed: failed, planned: planned, removed: removed, at: now)
    bound()
  }

  /// A cut whose date a later run found passed stays: occurrences from it until that run may have
  /// come due unrecorded.
  private mutating func recordCuts(of plan: ReschedulePlan, planned: Set<String>, at now: Date) {
    var cuts: [String: Date] = [:]
    for (group, list) in plan.capDeferrals {
      if let cut = list.cutAt { cuts[RequestIdentifier.normalized(group)] = cut }
    }
    for group in planned {
      if let known = deferralsCompleteBefore[group], known <= now { continue }
      deferralsCompleteBefore[group] = cuts[group]
    }
  }

  /// One no longer placed stops at its last sighting; one placed again after a run found it gone
  /// starts a new entry, so the gap is not expanded.
  private mutating func recordRepeating(
    _ plan: ReschedulePlan, requests: [String: NotificationRequest], failed: Set<String>,
    planned: Set<String>, removed: Set<String>, at now: Date
  ) {
    var placed: Set<String> = []
    for (group, scheduled) in plan.scheduled where planned.contains(RequestIdentifier.normalized(group)) {
      for slot in scheduled where !slot.identifier.isManaged {
        let identifier = slot.identifier.description
        guard let fireDate = slot.fireDate, !failed.contains(identifier),
          case .calendar(let components, repeats: true)? = requests[identifier]?.trigger
        else { continue }
        placed.insert(identifier)
        let known = repeating.lastIndex { $0.isCurrent && $0.identifier == identifier }
        if let known, repeating[known].components == components, repeating[known].lastSeenPending == now {
          continue
        }
        if let known { repeating[known].isCurrent = false }
        repeating.append(
          RepeatingEntry(
            identifier: identifier, group: slot.identifier.group, components: components,
            firstFireDate: fireDate, placedAt: now))
      }
    }
    for index in repeating.indices
    where repeating[index].isCurrent && !placed.contains(repeating[index].identifier) {
      let group = repeating[index].group
      if planned.contains(group) || removed.contains(group) { repeating[index].isCurrent = false }
    }
  }

  static func isFloating(_ trigger: NotificationTrigger?) -> Bool {
    guard case .calendar(let components, _)? = trigger else { return false }
    return components.timeZone == nil
  }

  /// Whether each entry with a one-shot request among `requests` floats, by `"group:entry"`.
  private static func entriesFloat(_ requests: [String: NotificationRequest]) -> [String: Bool] {
    var floats: [String: Bool] = [:]
    for (text, request) in requests where request.trigger?.repeats != true {
      guard let identifier = RequestIdentifier(text) else { continue }
      floats["\(identifier.group):\(identifier.entry)"] = isFloating(request.trigger)
    }
    return floats
  }

  /// An occurrence the cap kept out has no request: it floats as its entry's placed requests do,
  /// and with none placed as its key tells (a wall-clock reading floats, an instant does not).
  private static func isFloating(keptOut identifier: RequestIdentifier, entriesFloat: [String: Bool]) -> Bool
  {
    if let floats = entriesFloat["\(identifier.group):\(identifier.entry)"] { return floats }
    if case .wallClock? = try? identifier.occurrenceKey { return true }
    return false
  }
}

extension DeliveryRecord.Occurrence {
  /// Kept out, or removed with its group, and not reported: a wall-clock time still to come where it
  /// was planned or in `zone` follows the device, as it would pending; its date in `zone`, else `nil`.
  ///
  /// ```swift
  /// let due = occurrence.followingDevice(to: run.timeZone, at: now) ?? occurrence.fireDate
  /// ```
  func followingDevice(to zone: String, at now: Date) -> Date? {
    guard isDeferred || removedWhileGroupOff, !isReported, vanished == nil, isFloating,
      plannedTimeZone != zone,
      let here = Self.wallClock(fireDate, from: plannedTimeZone, to: zone), fireDate > now || here > now
    else { return nil }
    return here
  }

  /// It fired in the first stay since it was last seen pending that ends after its wall-clock
  /// time there, unless that stay began at or after that time: then the change of zone skipped it.
  mutating func follow(through runs: [DeliveryRecord.Run]) {
    var stays: [(zone: String, start: Date)] = []
    for run in runs where stays.last?.zone != run.timeZone { stays.append((run.timeZone, run.date)) }
    for (index, stay) in stays.enumerated() {
      guard let fire = Self.wallClock(fireDate, from: plannedTimeZone, to: stay.zone) else { return }
      if index > 0 && fire <= stay.start {
        vanished = .clockChange
        return
      }
      if index + 1 == stays.count || fire < stays[index + 1].start {
        (fireDate, plannedTimeZone) = (fire, stay.zone)
        return
      }
    }
  }

  static func wallClock(_ date: Date, from source: String, to target: String) -> Date? {
    guard source != target else { return date }
    guard let source = TimeZone(identifier: source), let target = TimeZone(identifier: target) else {
      return nil
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = source
    var components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    components.timeZone = target
    return calendar.date(from: components)
  }
}
