import DateBuilder
import Foundation

extension LocalNotifications {
  /// Every occurrence in the delivery record that should have been seen and was not, with its
  /// reason: `try await notifications.deliveryAudit().findings`.
  ///
  /// - Throws: ``LocalNotificationsError/deliveryRecordUnreadable(_:)`` when there is no readable
  ///   record, ``LocalNotificationsError/centerTimedOut(_:)`` when the center does not answer in time.
  public func deliveryAudit() async throws(LocalNotificationsError) -> DeliveryAudit {
    let executor = executor
    let reading = try await gate.run { () async throws(LocalNotificationsError) in
      try await executor.read()
    }
    let context = await context()
    return try await wholeWindowAudit(
      settings: reading.settings, pending: reading.pending.map(\.request.identifier),
      delivered: reading.delivered, in: context)
  }

  func wholeWindowAudit(
    settings: NotificationSettings, pending: [String], delivered: [DeliveredNotification],
    in context: DateBuilder.Context
  ) async throws(LocalNotificationsError) -> DeliveryAudit {
    guard let deliveryRecordStore else {
      throw .deliveryRecordUnreadable("this instance keeps no delivery record: give it a DeliveryRecordStore")
    }
    var record: DeliveryRecord
    do {
      record = try await deliveryRecordStore.deliveryRecord()
    } catch {
      throw .deliveryRecordUnreadable(error.description)
    }
    _ = applyUnsavedAnswers(to: &record)
    let run = await deliveryRun(settings: settings, at: context.now, in: context.timeZone)
    let findings = await missedDeliveries(
      in: record, current: run, pending: Set(pending),
      delivered: DeliveryObservation.deliveredOccurrences(delivered, in: context, seen: knownZones),
      unreportedOnly: false)
    return DeliveryAudit(
      takenAt: context.now, findings: findings,
      deferralsCompleteBefore: record.deferralsCompleteBefore.filter { $0.value <= context.now })
  }

  /// Records that the person answered a notification, so the audit does not count it removed:
  /// `await notifications.recordResponse(response)`.
  ///
  /// Responses through ``SystemNotificationCenter``'s delegate or the simulator, "done" marks and
  /// snoozes count already; call this from a delegate of the app's own. A compressed series' delivery
  /// records the day it stands for, as "done" names it; a snooze's, the occurrence it snoozed.
  public func recordResponse(_ response: NotificationResponse) async {
    await recordHandled(await answeredOccurrences(of: response.notification))
  }

  /// Records how the app presented a notification that came while it was in the foreground, so the
  /// audit does not count one kept out of Notification Center as removed:
  /// `await notifications.recordPresentation(DeliveredNotification(notification), options: [.banner])`.
  ///
  /// Presentations through ``SystemNotificationCenter``'s delegate or the simulator count already;
  /// call this from a delegate of the app's own with the options it returns. One presented with
  /// `.list` is in Notification Center, and is not recorded.
  public func recordPresentation(_ notification: DeliveredNotification, options: PresentationOptions) async {
    guard !options.contains(.list) else { return }
    await recordHandled(await answeredOccurrences(of: notification))
  }

  /// The request identifier of `notification` and the occurrence it stands for: a compressed series'
  /// day, or the occurrence a snooze snoozed.
  ///
  /// It reads the zones seen as the audit does, and records none: it runs outside the gate.
  func answeredOccurrences(of notification: DeliveredNotification) async -> [String] {
    let identifier = notification.request.identifier
    guard let parsed = RequestIdentifier(identifier) else { return [identifier] }
    let seen = knownZones
    let occurrence = parsed.deliveredOccurrence(of: notification, in: await context(), seen: seen)
    return [identifier, occurrence.occurrenceIdentifier.description]
  }

  /// In the gate, as a reschedule saves the record it read whole and would erase a mark saved meanwhile;
  /// a call from inside the gate (the gate refuses it) is already in turn.
  func recordHandled(_ identifiers: [String], handled: Bool = true) async {
    guard !identifiers.isEmpty, let deliveryRecordStore else { return }
    unsavedAnswers.withLock { answers in
      for identifier in identifiers { answers[identifier] = handled }
    }
    let mark: @Sendable () async -> Void = {
      guard var record = try? await deliveryRecordStore.deliveryRecord() else { return }
      let answers = self.applyUnsavedAnswers(to: &record)
      if (try? await deliveryRecordStore.saveDeliveryRecord(record)) != nil { self.forgetSaved(answers) }
    }
    do throws(LocalNotificationsError) {
      try await gate.run { await mark() }
    } catch {
      await mark()
    }
  }

  /// Marks the answers no save has kept yet in `record`; returns them, for ``forgetSaved(_:)`` once it is saved.
  func applyUnsavedAnswers(to record: inout DeliveryRecord) -> [String: Bool] {
    let answers = unsavedAnswers.withLock { $0 }
    for handled in [true, false] {
      let identifiers = Set(answers.lazy.filter { $0.value == handled }.map(\.key))
      if !identifiers.isEmpty { record.markHandled(identifiers, handled: handled) }
    }
    return answers
  }

  /// Forgets the answers a save kept, except any given again since with another value.
  func forgetSaved(_ answers: [String: Bool]) {
    unsavedAnswers.withLock { unsaved in
      for (identifier, handled) in answers where unsaved[identifier] == handled {
        unsaved[identifier] = nil
      }
    }
  }

  func recordDeliveries(
    _ plan: ReschedulePlan, reading: RescheduleExecutor.Reading, snapshot: PlanningSnapshot,
    planned: some Sequence<String>, removed: Set<String>, into report: inout RescheduleReport
  ) async {
    guard let deliveryRecordStore else { return }
    var record: DeliveryRecord
    do {
      record = try await deliveryRecordStore.deliveryRecord()
    } catch {
      report.deliveryRecordError = error
      return
    }
    let answers = applyUnsavedAnswers(to: &record)
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
    var pendingAfter = Set(pendingBefore).subtracting(plan.removals)
    pendingAfter.formUnion(plan.additions.map(\.identifier))
    record.record(
      plan, requests: requests, failed: Set(report.failedAdds.map(\.identifier)),
      planned: Set(planned.map(RequestIdentifier.normalized)), removed: normalizedRemoved,
      groupsOff: normalizedRemoved.intersection(run.groupsOff), pending: pendingAfter,
      timeZone: zone.identifier, at: now)
    let found = await missedDeliveries(
      in: record, current: run, pending: pendingAfter, delivered: delivered, unreportedOnly: true)
    record.markReported(found)
    report.missedDeliveries = DeliveryAudit(takenAt: now, findings: found).findings
    do {
      try await deliveryRecordStore.saveDeliveryRecord(record)
      forgetSaved(answers)
    } catch {
      report.deliveryRecordError = error
    }
  }

  private func deliveryRun(settings: NotificationSettings, at now: Date, in zone: TimeZone) async
    -> DeliveryRecord.Run
  {
    let decisions = (try? await permissionStore.allPermissions()) ?? [:]
    let off = decisions.filter { $0.value == .denied }.keys.map(RequestIdentifier.normalized)
    return DeliveryRecord.Run(date: now, timeZone: zone.identifier, settings: settings, groupsOff: off)
  }

  /// After reading the "done" marks of the groups that have candidates.
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
