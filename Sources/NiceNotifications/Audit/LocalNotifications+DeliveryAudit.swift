import DateBuilder
import Foundation

extension LocalNotifications {
  /// Every occurrence in the delivery record that should have been seen and was not, with its reason.
  ///
  /// ```swift
  /// let audit = try await notifications.deliveryAudit()
  /// for missed in audit.findings { print(missed.identifier, missed.reason) }
  /// ```
  ///
  /// It reads the center once and writes nothing, so it returns the whole window, findings already
  /// reported included; a reschedule's ``RescheduleReport/missedDeliveries`` carries each finding once.
  ///
  /// - Throws: ``LocalNotificationsError/deliveryRecordUnreadable(_:)`` when the record cannot be
  ///   read or the instance keeps none, or
  ///   ``LocalNotificationsError/centerTimedOut(_:)`` when the center does not answer in time.
  public func deliveryAudit() async throws(LocalNotificationsError) -> DeliveryAudit {
    let executor = executor
    let reading = try await gate.run {
      () async -> Result<RescheduleExecutor.Reading, LocalNotificationsError> in
      do throws(LocalNotificationsError) {
        return .success(try await executor.read())
      } catch {
        return .failure(error)
      }
    }.get()
    let context = await context()
    return try await wholeWindowAudit(
      settings: reading.settings, pending: reading.pending.map(\.request.identifier),
      delivered: reading.delivered, in: context)
  }

  /// Every finding in the record, reported or not, against what the center holds now.
  func wholeWindowAudit(
    settings: NotificationSettings, pending: [String], delivered: [DeliveredNotification],
    in context: DateBuilder.Context
  ) async throws(LocalNotificationsError) -> DeliveryAudit {
    guard let deliveryRecordStore else {
      throw .deliveryRecordUnreadable("this instance keeps no delivery record: give it a DeliveryRecordStore")
    }
    let record: DeliveryRecord
    do {
      record = try await deliveryRecordStore.deliveryRecord()
    } catch {
      throw .deliveryRecordUnreadable(error.description)
    }
    let run = await deliveryRun(settings: settings, at: context.now, in: context.timeZone)
    let seen = sightings.withLock { $0 }?.0 ?? TimeZoneSightings()
    let findings = await missedDeliveries(
      in: record, current: run, pending: Set(pending),
      delivered: DeliveryObservation.deliveredOccurrences(delivered, in: context, seen: seen),
      unreportedOnly: false)
    return DeliveryAudit(
      takenAt: context.now, findings: findings,
      deferralsCompleteBefore: record.deferralsCompleteBefore.filter { $0.value <= context.now })
  }

  /// Records that the person answered a notification, so the audit does not count it removed.
  ///
  /// ```swift
  /// await router.on(.category("pills"), ResponseHandler { response in
  ///   await notifications.recordResponse(response)
  /// })
  /// ```
  ///
  /// "Done" marks and snoozes count already; call this from the app's response handler for other
  /// actions, such as opening the notification.
  public func recordResponse(_ response: NotificationResponse) async {
    await recordHandled([response.notification.request.identifier])
  }

  /// Marks occurrences handled in the record: answered, or removed from Notification Center by the app.
  func recordHandled(_ identifiers: [String]) async {
    guard !identifiers.isEmpty, let deliveryRecordStore,
      var record = try? await deliveryRecordStore.deliveryRecord()
    else { return }
    record.markHandled(Set(identifiers))
    try? await deliveryRecordStore.saveDeliveryRecord(record)
  }

  /// Adds what `plan` placed and what this run saw to the record, and reports what it newly finds missed.
  func recordDeliveries(
    _ plan: ReschedulePlan, reading: RescheduleExecutor.Reading, snapshot: PlanningSnapshot,
    planned: Set<String>, removed: Set<String>, into report: inout RescheduleReport
  ) async {
    guard let deliveryRecordStore else { return }
    var record: DeliveryRecord
    do {
      record = try await deliveryRecordStore.deliveryRecord()
    } catch {
      report.deliveryRecordError = error
      return
    }
    let now = snapshot.context.now
    let zone = snapshot.context.timeZone
    let run = await deliveryRun(settings: reading.settings, at: now, in: zone)
    let pendingBefore = reading.pending.map(\.request.identifier)
    let delivered = DeliveryObservation.deliveredOccurrences(
      reading.delivered, in: snapshot.context, seen: snapshot.timeZoneSightings)
    var handled = DeliveryObservation.snoozedOccurrences(
      in: pendingBefore + plan.additions.map(\.identifier))
    for group in snapshot.groups { handled.formUnion(group.handled) }
    record.observe(
      DeliveryObservation(
        run: run, pending: Set(pendingBefore), delivered: delivered, handled: handled))
    var requests: [String: NiceNotifications.NotificationRequest] = [:]
    for pending in reading.pending { requests[pending.request.identifier] = pending.request }
    for request in plan.additions { requests[request.identifier] = request }
    let normalizedRemoved = Set(removed.map(RequestIdentifier.normalized))
    record.record(
      plan, requests: requests, failed: Set(report.failedAdds.map(\.identifier)),
      planned: Set(planned.map(RequestIdentifier.normalized)), removed: normalizedRemoved,
      groupsOff: normalizedRemoved.intersection(run.groupsOff), timeZone: zone.identifier, at: now)
    var pendingAfter = Set(pendingBefore).subtracting(plan.removals)
    pendingAfter.formUnion(plan.additions.map(\.identifier))
    let found = await missedDeliveries(
      in: record, current: run, pending: pendingAfter,
      delivered: delivered, unreportedOnly: true)
    record.markReported(found)
    report.missedDeliveries = DeliveryAudit(takenAt: now, findings: found).findings
    do {
      try await deliveryRecordStore.saveDeliveryRecord(record)
    } catch {
      report.deliveryRecordError = error
    }
  }

  /// This run as the record keeps it: the settings, the zone, and the groups turned off.
  private func deliveryRun(settings: NotificationSettings, at now: Date, in zone: TimeZone) async
    -> DeliveryRecord.Run
  {
    let decisions = (try? await permissionStore.allPermissions()) ?? [:]
    let off = decisions.filter { $0.value == .denied }.keys.map(RequestIdentifier.normalized)
    return DeliveryRecord.Run(date: now, timeZone: zone.identifier, settings: settings, groupsOff: off)
  }

  /// The record's findings, after reading the "done" marks of the groups that have candidates.
  private func missedDeliveries(
    in record: DeliveryRecord, current: DeliveryRecord.Run, pending: Set<String>, delivered: Set<String>,
    unreportedOnly: Bool
  ) async -> [MissedDelivery] {
    var record = record
    let candidates = record.findings(
      current: current, pending: pending, delivered: delivered, unreportedOnly: unreportedOnly)
    var handled: Set<String> = []
    for group in Set(candidates.map(\.group)) {
      if let marks = try? await handledStore.handledOccurrences(inGroup: group) { handled.formUnion(marks) }
    }
    record.markHandled(handled)
    return record.findings(
      current: current, pending: pending, delivered: delivered, unreportedOnly: unreportedOnly)
  }
}
