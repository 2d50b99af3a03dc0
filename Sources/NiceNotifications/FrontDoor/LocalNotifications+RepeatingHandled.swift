extension LocalNotifications {
  /// Plans `occurrence`'s group again, as one-shots that skip it, when a pending repeating request of its
  /// entry would still deliver it here (at its time, or the time pacing moves it to); with no known group
  /// the outcome says why.
  ///
  /// Returns whether it planned the group again.
  @discardableResult
  func replanIfRepeatingStillDelivers(
    _ occurrence: RequestIdentifier, in context: DateBuilder.Context, into report: inout RescheduleReport
  ) async -> Bool {
    let quiet = policy.pacing.quietHours(forGroup: occurrence.group)
    guard occurrence.comesRoundAgain(in: context, movedOutOf: quiet) else { return false }
    let pending: [NiceNotifications.NotificationRequest]
    do throws(LocalNotificationsError) {
      pending = try await executor.pendingRequests().map(\.request)
    } catch {
      report.outcomes[occurrence.group] = .failed(error.description)
      return false
    }
    let delivers = pending.contains { request in
      guard request.trigger?.repeats == true, let identifier = RequestIdentifier(request.identifier) else {
        return false
      }
      return !identifier.isSnooze && identifier.group == occurrence.group
        && identifier.entry == occurrence.entry
    }
    guard delivers else { return false }
    guard let known = knownGroup(normalized: occurrence.group) else {
      report.outcomes[occurrence.group] = .failed(
        "\(occurrence) is still ahead and the repeating request of its entry would deliver it: register the "
          + "group or reschedule it, so that it is planned without that occurrence")
      return false
    }
    report.append(await rescheduleUngated([known], followingDecisions: true))
    return true
  }

  func knownGroup(normalized group: String) -> StrategicGroup? {
    func find(in groups: [String: StrategicGroup]) -> StrategicGroup? {
      groups[group] ?? groups.first { RequestIdentifier.normalized($0.key) == group }?.value
    }
    return registered.withLock { find(in: $0) } ?? lastRescheduled.withLock { find(in: $0) }
  }
}

extension RescheduleReport {
  /// Adds what `later`, a call made right after under the same gate, did: the lists say what changed over
  /// both (added then removed is neither; removed then added is replaced), and its plan, outcomes and kept
  /// requests describe what is pending after both.
  mutating func append(_ later: RescheduleReport) {
    outcomes.merge(later.outcomes) { _, later in later }
    plan = later.plan ?? plan
    let laterWritten = Set(later.added + later.replaced + later.removed)
    let (addedBefore, removedBefore) = (Set(added), Set(removed))
    added =
      added.filter { !laterWritten.contains($0) } + later.added.filter { !removedBefore.contains($0) }
      + later.replaced.filter(addedBefore.contains)
    replaced =
      replaced.filter { !laterWritten.contains($0) } + later.replaced.filter { !addedBefore.contains($0) }
      + later.added.filter(removedBefore.contains)
    removed =
      (removed.filter { !laterWritten.contains($0) } + later.removed.filter { !addedBefore.contains($0) })
      .sorted()
    deliveredLate += later.deliveredLate.filter { !deliveredLate.contains($0) }
    let written = Set(added + replaced)
    kept = later.kept.filter { !written.contains($0) }
    failedAdds += later.failedAdds
    removedDelivered += later.removedDelivered.filter { !removedDelivered.contains($0) }
    missedDeliveries += later.missedDeliveries
    deliveryRecordError = later.deliveryRecordError ?? deliveryRecordError
  }
}
