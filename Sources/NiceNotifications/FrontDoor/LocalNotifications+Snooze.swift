extension LocalNotifications {
  /// Schedules `notification` again at `time` in the group that scheduled it, and removes it from
  /// Notification Center: `try await notifications.snooze(response.notification, .after(10 * 60))`.
  ///
  /// The snooze (``RequestIdentifier/snoozed``, the same content less attachments) takes a slot before any
  /// timeline occurrence; snoozing again replaces it.
  /// - Throws: ``ResponseActionError`` for a foreign request, an invalid time, a denial, no slot, or a refusal
  ///   (``ResponseActionError/centerNotRestored(_:notRestored:)`` names what made room and was not put back).
  @discardableResult
  public func snooze(
    _ notification: DeliveredNotification, _ time: SnoozeTime
  ) async throws(ResponseActionError) -> RescheduleReport {
    let identifier = notification.request.identifier
    guard let occurrence = RequestIdentifier(identifier) else { throw .notScheduledByAGroup(identifier) }
    return try await gatedAction { await self.snoozeUngated(notification, occurrence, time) }
  }

  private func snoozeUngated(
    _ notification: DeliveredNotification, _ occurrence: RequestIdentifier, _ time: SnoozeTime
  ) async -> Result<RescheduleReport, ResponseActionError> {
    let context = await context()
    guard let (trigger, _) = time.trigger(in: context) else { return .failure(.invalidSnoozeTime(time)) }
    let group = occurrence.group
    if (try? await permissionStore.permission(forGroup: group)) == .denied {
      return .failure(.groupDisabled(group))
    }
    do throws(LocalNotificationsError) {
      guard try await executor.authorizationStatus().allowsScheduling else {
        return .failure(.center(.notificationsNotAllowed))
      }
    } catch {
      return .failure(.refused(error))
    }
    // Attachments are left out: the system moved their files into its own store, and a new attachment
    // from those URLs would be refused.
    var content = notification.request.content
    content.attachments = []
    let seen = await seenZones(recording: context)
    let snoozed = occurrence.deliveredOccurrence(of: notification, in: context, seen: seen).snoozed
    let request = NiceNotifications.NotificationRequest(
      identifier: snoozed.description, content: content, trigger: trigger)
    var report = RescheduleReport()
    do throws(LocalNotificationsError) {
      try await write(into: &report) { $0.admitting = [request] }
    } catch {
      return .failure(.refused(error))
    }
    if let failed = report.failedAdds.first(where: { $0.identifier == request.identifier }) {
      let notRestored = Set(report.removed).subtracting(report.added).sorted()
      return .failure(
        notRestored.isEmpty
          ? .center(failed.error) : .centerNotRestored(failed.error, notRestored: notRestored))
    }
    if case .failed = Self.admissionOutcome(of: request.identifier, in: report) {
      return .failure(.noCapacity(center.pendingCapacity))
    }
    // A compressed series' deliveries share its identifier: only the snoozed day's goes, not a later day's.
    if occurrence.isCompressedSeries {
      report.removedDelivered = await executor.clearDelivered { shown in
        shown.request.identifier == notification.request.identifier
          && occurrence.deliveredOccurrence(of: shown, in: context, seen: seen)
            == snoozed.occurrenceIdentifier
      }
    } else if await executor.removeDelivered([notification.request.identifier]) {
      report.removedDelivered = [notification.request.identifier]
    }
    // The record keeps the answer after the snooze has come and gone.
    await recordHandled([snoozed.occurrenceIdentifier.description])
    report.snoozedUntil = trigger.nextFireDate(after: context.now, in: context)
    report.outcomes[group] = Self.writeOutcome(ofGroup: group, in: report)
    await replanIfRepeatingStillDelivers(snoozed.occurrenceIdentifier, in: context, into: &report)
    return .success(report)
  }
}
