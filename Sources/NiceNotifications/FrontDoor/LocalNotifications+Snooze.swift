import DateBuilder
import Foundation

extension LocalNotifications {
  /// Schedules `notification` again at `time`, inside the group that scheduled it, and
  /// removes it from Notification Center.
  ///
  /// ```swift
  /// try await notifications.snooze(response.notification, .after(10 * 60))
  /// ```
  ///
  /// The snooze is a managed request of the group — the occurrence's ``RequestIdentifier/snoozed``
  /// identifier — with the notification's content, so it shows the same actions and can be
  /// snoozed again (which replaces it); its attachments are left out, as the system has
  /// moved their files into its own store. It goes through the planner like every write: no
  /// timeline can make it again, so it takes its slot before any timeline occurrence, and
  /// when every slot is taken the pending one-shot timeline request that fires last makes
  /// room (the next reschedule of its group brings it back when it fits). The planner keeps
  /// the snooze until it fires, and does not schedule the snoozed occurrence again. A
  /// delivery of a compressed series' repeating request is snoozed as that day's occurrence
  /// (`pills:~snooze:0:20261122T200000`), so snoozes of two days' deliveries are two requests.
  /// When that day's time is still ahead where the device now is (the person flew west), the
  /// group is planned again at once (the registered group, or the one this instance last
  /// rescheduled), as one-shots that skip the occurrence: it comes back as its snooze only.
  ///
  /// - Parameters:
  ///   - notification: The delivered notification, as a response carries it.
  ///   - time: When it comes back.
  /// - Returns: What was added and what made room, and ``RescheduleReport/snoozedUntil``,
  ///   when the snooze fires.
  /// - Throws: ``ResponseActionError``: the notification was not scheduled by a group, the
  ///   time is invalid, the group is switched off or the system does not allow
  ///   notifications, no slot can be freed, or the center refused the request (what made
  ///   room is then put back; ``ResponseActionError/centerNotRestored(_:notRestored:)``
  ///   names what could not be, which the next reschedule of its group adds again).
  @discardableResult
  public func snooze(
    _ notification: DeliveredNotification, _ time: SnoozeTime
  ) async throws(ResponseActionError) -> RescheduleReport {
    let identifier = notification.request.identifier
    guard let occurrence = RequestIdentifier(identifier) else { throw .notScheduledByAGroup(identifier) }
    let result: Result<RescheduleReport, ResponseActionError>
    do throws(LocalNotificationsError) {
      result = try await gate.run { await self.snoozeUngated(notification, occurrence, time) }
    } catch {
      throw .refused(error)
    }
    return try result.get()
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
    // The snooze leaves out the attachments: when it schedules a request the system moves
    // each attachment's file into its own store, so a delivered (or pending) request's
    // attachment URLs point there, not at a file the app can hand to a new
    // `UNNotificationAttachment`, which would refuse it and fail the snooze.
    var content = notification.request.content
    content.attachments = []
    // A delivery of a compressed series' repeating request is snoozed as that day's
    // occurrence: snoozes of two days' deliveries are two requests.
    let snoozed = occurrence.deliveredOccurrence(
      at: notification.date, trigger: notification.request.trigger, in: context,
      seen: await seenZones(recording: context)
    ).snoozed
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
    if await executor.removeDelivered([notification.request.identifier]) {
      report.removedDelivered = [notification.request.identifier]
    }
    report.snoozedUntil = trigger.nextFireDate(after: context.now, in: context)
    report.outcomes[group] = Self.writeOutcome(ofGroup: group, in: report)
    // A repeating request that would still deliver the snoozed occurrence here gives way to
    // one-shots that skip it: it comes back as its snooze only.
    await replanIfRepeatingStillDelivers(snoozed.occurrenceIdentifier, in: context, into: &report)
    return .success(report)
  }
}
