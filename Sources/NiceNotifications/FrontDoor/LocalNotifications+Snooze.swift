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
  /// The snooze is a managed request of the group — `<group>:~snooze:<entry>:<occurrence>`
  /// — with the notification's content, so it shows the same actions and can be snoozed
  /// again (which replaces it); its attachments are left out, as the system has moved
  /// their files into its own store. The planner keeps it until it fires, and counts it against
  /// the cap: when every slot is taken, the pending timeline request that fires last — the
  /// group's own first, else another group's — makes room, as the next reschedule would
  /// leave it out too. Requests the framework does not own, repeating ones and other
  /// snoozes are never moved.
  ///
  /// - Parameters:
  ///   - notification: The delivered notification, as a response carries it.
  ///   - time: When it comes back.
  /// - Returns: What was added and what made room.
  /// - Throws: ``ResponseActionError``: the notification was not scheduled by a group, the
  ///   time is invalid, no slot can be freed, or the center refused the request (what made
  ///   room is then put back; ``ResponseActionError/centerNotRestored(_:notRestored:)``
  ///   names what could not be, which the next reschedule of its group adds again).
  @discardableResult
  public func snooze(
    _ notification: DeliveredNotification, _ time: SnoozeTime
  ) async throws(ResponseActionError) -> RescheduleReport {
    let identifier = notification.request.identifier
    guard let occurrence = RequestIdentifier(identifier) else { throw .notScheduledByAGroup(identifier) }
    return try await gate.run { () async -> Result<RescheduleReport, ResponseActionError> in
      let context = await self.context()
      guard let (trigger, _) = time.trigger(in: context) else { return .failure(.invalidSnoozeTime(time)) }
      // The snooze leaves out the attachments: when it schedules a request the system moves
      // each attachment's file into its own store, so a delivered (or pending) request's
      // attachment URLs point there, not at a file the app can hand to a new
      // `UNNotificationAttachment`, which would refuse it and fail the snooze.
      var content = notification.request.content
      content.attachments = []
      let request = NotificationRequest(
        identifier: occurrence.snoozed.description, content: content, trigger: trigger)
      var result = await self.addSnooze(request, group: occurrence.group, context: context)
      if case .success(var report) = result {
        await self.center.removeDeliveredNotifications(withIdentifiers: [identifier])
        report.removedDelivered = [identifier]
        result = .success(report)
      }
      return result
    }.get()
  }

  private func addSnooze(
    _ request: NotificationRequest, group: String, context: DateBuilder.Context
  ) async -> Result<RescheduleReport, ResponseActionError> {
    var report = RescheduleReport()
    let pending = await center.pendingRequests()
    let replacing = pending.contains { $0.request.identifier == request.identifier }
    let excess = replacing ? 0 : pending.count + 1 - center.pendingCapacity
    let victims = Self.evictionCandidates(pending, preferring: group, in: context).prefix(max(0, excess))
    guard victims.count >= excess else { return .failure(.noCapacity(center.pendingCapacity)) }
    if !victims.isEmpty {
      let identifiers = victims.map(\.request.identifier)
      await center.removePendingRequests(withIdentifiers: identifiers)
      report.removed = identifiers
    }
    do throws(NotificationCenterError) {
      try await center.add(request)
    } catch {
      var notRestored: [String] = []
      for victim in victims {
        do throws(NotificationCenterError) {
          try await center.add(victim.request)
        } catch {
          notRestored.append(victim.request.identifier)
        }
      }
      return .failure(
        notRestored.isEmpty ? .center(error) : .centerNotRestored(error, notRestored: notRestored))
    }
    if replacing { report.replaced = [request.identifier] } else { report.added = [request.identifier] }
    report.outcomes[group] = .scheduled
    return .success(report)
  }

  /// The pending requests that may make room for a snooze, in the order they yield: the
  /// timeline requests (not managed, not repeating, with a fire date) of `group`, latest
  /// first, then those of other groups, latest first.
  private static func evictionCandidates(
    _ pending: [PendingRequest], preferring group: String, in context: DateBuilder.Context
  ) -> [PendingRequest] {
    let movable: [(request: PendingRequest, identifier: RequestIdentifier, fire: Date)] = pending.compactMap {
      guard let identifier = $0.request.requestIdentifier, !identifier.isManaged,
        let trigger = $0.request.trigger, !trigger.repeats,
        let fire = trigger.nextFireDate(after: context.now, in: context)
      else { return nil }
      return ($0, identifier, fire)
    }
    return movable.sorted { a, b in
      let (aOwn, bOwn) = (a.identifier.group == group, b.identifier.group == group)
      if aOwn != bOwn { return aOwn }
      if a.fire != b.fire { return a.fire > b.fire }
      return a.identifier > b.identifier
    }.map(\.request)
  }
}
