public import Foundation

extension LocalNotifications {
  /// How long a "done" mark is kept after its date when the occurrence's trigger is not known: two days,
  /// longer than any time-zone change can bring a wall-clock occurrence back into the future.
  ///
  /// With the trigger known, the mark is kept exactly as long as the occurrence can still come
  /// (``handledUntil(trigger:date:)``).
  ///
  /// ```swift
  /// LocalNotifications.handledRetention // 172_800
  /// ```
  public static let handledRetention: TimeInterval = 2 * 86_400

  /// The last moment an occurrence can still be ahead, so that its "done" mark must be kept until then: for a
  /// wall-clock time, that time in the westernmost time zone (UTC−12), where it comes last; for a pinned time
  /// or an instant, the instant itself; otherwise ``handledRetention`` after `date`.
  ///
  /// `nil` when neither is known: the mark stays.
  ///
  /// ```swift
  /// LocalNotifications.handledUntil(trigger: .calendar(nine, repeats: false), date: nil)
  /// ```
  public static func handledUntil(trigger: NotificationTrigger?, date: Date?) -> Date? {
    switch trigger {
    case .calendar(let components, repeats: false)?:
      var calendar = components.calendar ?? Calendar(identifier: .gregorian)
      guard let zone = components.timeZone ?? TimeZone(secondsFromGMT: -12 * 3_600) else { break }
      calendar.timeZone = zone
      var floating = components
      floating.timeZone = nil
      floating.calendar = nil
      if let instant = calendar.date(from: floating) { return instant }
    case .instant(let instant)?:
      return instant
    default:
      break
    }
    return date.map { $0.addingTimeInterval(handledRetention) }
  }

  /// Marks the occurrence `notification` was delivered for as done — for a snooze, the
  /// occurrence that was snoozed — so that reschedules skip it, and clears it: its pending
  /// request and snooze are removed, and so are its notifications in Notification Center.
  ///
  /// ```swift
  /// try await notifications.markDone(response.notification)
  /// ```
  ///
  /// A delivered occurrence is usually past and would not be planned again anyway; the mark
  /// matters when it is not — when the person travels west and 20:00 comes round again, it
  /// is not delivered twice.
  ///
  /// A compressed series' repeating request is delivered under one identifier every day:
  /// done on one of its deliveries marks that day's occurrence (`pills:0:20261122T200000`),
  /// and the request stays for the other days — unless that day's time is still ahead where
  /// the device now is (the person flew west after the delivery): then the group is planned
  /// again at once (the registered group, or the one this instance last rescheduled), as
  /// one-shots that skip the occurrence, and a reschedule after its time makes it one
  /// repeating request again. A repeating interval's deliveries name no day: nothing is
  /// marked. Either way its snooze and its notifications in Notification Center are removed.
  ///
  /// - Returns: What was removed.
  /// - Throws: ``ResponseActionError/notScheduledByAGroup(_:)`` for a request the framework
  ///   did not make; ``ResponseActionError/store(_:)`` if the mark could not be recorded.
  @discardableResult
  public func markDone(_ notification: DeliveredNotification) async throws(ResponseActionError)
    -> RescheduleReport
  {
    let identifier = notification.request.identifier
    guard let occurrence = RequestIdentifier(identifier) else { throw .notScheduledByAGroup(identifier) }
    let trigger = occurrence.isSnooze ? nil : notification.request.trigger
    return try await markHandled(occurrence, date: notification.date, deliveredTrigger: trigger)
  }

  /// Marks an occurrence done ahead of time — the person took the pill before the reminder — so that
  /// reschedules skip it, and removes its pending request, its snooze and its delivered notifications.
  ///
  /// The identifier of a compressed series' repeating request, with `date`, stands for the occurrence of that
  /// date's day: it is marked, the repeating request itself is not (that would end the series). A marked
  /// occurrence that such a repeating request would still deliver here — its time is still ahead — has its group
  /// planned again at once (the registered group, or the one this instance last rescheduled), as one-shots that
  /// skip it; a reschedule after its time makes the series one repeating request again.
  ///
  /// ```swift
  /// let next = try #require(report.plan?.scheduled["pills"]?.first)
  /// try await notifications.markHandled(next.identifier, date: next.fireDate)
  /// ```
  ///
  /// - Parameters:
  ///   - occurrence: The occurrence's identifier (a snooze's stands for its occurrence).
  ///   - date: When it fires. The mark is kept as long as the occurrence can still come
  ///     (``handledUntil(trigger:date:)``, from its pending request's trigger), or
  ///     ``handledRetention`` after `date`; `nil` with no pending request keeps the mark
  ///     until ``unmarkHandled(_:)``.
  /// - Returns: What was removed.
  /// - Throws: ``ResponseActionError/store(_:)`` if the mark could not be recorded; nothing
  ///   is removed then.
  @discardableResult
  public func markHandled(
    _ occurrence: RequestIdentifier, date: Date?
  ) async throws(ResponseActionError) -> RescheduleReport {
    try await markHandled(occurrence, date: date, deliveredTrigger: nil)
  }

  /// Marks and clears as ``markHandled(_:date:)`` does, but not the whole series of a repeating request.
  ///
  /// For an occurrence of a repeating request — `deliveredTrigger` (the trigger it was
  /// delivered by) or, without one, its pending request repeats — its identifier stands for
  /// the whole series, so it is not marked and its pending request stays; only its snooze
  /// and its delivered notifications are removed. A delivery of a compressed series is
  /// marked as the day its own trigger stands for, whatever time the pending request has now.
  private func markHandled(
    _ occurrence: RequestIdentifier, date: Date?, deliveredTrigger: NotificationTrigger?
  ) async throws(ResponseActionError) -> RescheduleReport {
    let original = occurrence.occurrenceIdentifier
    let result: Result<RescheduleReport, ResponseActionError>
    do throws(LocalNotificationsError) {
      result = try await gate.run {
        await self.markHandledUngated(original, date: date, deliveredTrigger: deliveredTrigger)
      }
    } catch {
      throw .refused(error)
    }
    return try result.get()
  }

  private func markHandledUngated(
    _ original: RequestIdentifier, date: Date?, deliveredTrigger: NotificationTrigger?
  ) async -> Result<RescheduleReport, ResponseActionError> {
    // Read as a reschedule reads: after any write that timed out has landed, and in time.
    let executor = executor
    let pending: [NiceNotifications.NotificationRequest]
    do throws(LocalNotificationsError) {
      try await executor.lateWritesLanded()
      pending = try await executor.pendingRequests().map(\.request)
    } catch {
      return .failure(.refused(error))
    }
    // What a delivery stands for is its own trigger's: the pending request under the same
    // identifier may have moved to another time since (the app changed the entry).
    let trigger = deliveredTrigger ?? pending.first { $0.identifier == original.description }?.trigger
    let repeating = trigger?.repeats ?? false
    let context = await context()
    let seen = await seenZones(recording: context)
    // A delivery of a compressed series' repeating request is marked as that day's
    // occurrence; the repeating request itself stays, for the other days.
    let marked =
      date.map { original.deliveredOccurrence(at: $0, trigger: trigger, in: context, seen: seen) } ?? original
    if !repeating || marked != original {
      do throws(HandledOccurrenceStoreError) {
        // The mark's date is when it may be forgotten: once the occurrence can no longer
        // come, in any time zone.
        try await handledStore.markHandled(
          marked, date: Self.handledUntil(trigger: repeating ? nil : trigger, date: date))
      } catch {
        return .failure(.store(error))
      }
      await forgetOldMarks(now: context.now)
    }
    var report = RescheduleReport()
    let delivered: Set<String> = [
      original.description, original.snoozed.description, marked.description, marked.snoozed.description,
    ]
    let targets = repeating ? [original.snoozed.description, marked.snoozed.description] : delivered
    do throws(LocalNotificationsError) {
      try await write(into: &report) { $0.withdrawing = targets }
    } catch {
      return .failure(.refused(error))
    }
    report.removed.sort()
    // Clearing its notifications comes after the write, under the time limit: a center that
    // does not answer leaves them shown, and the mark stands.
    report.removedDelivered = await executor.clearDelivered(where: delivered.contains)
    report.outcomes[original.group] = Self.writeOutcome(ofGroup: original.group, in: report)
    // A repeating request that still delivers the marked occurrence here gives way to
    // one-shots that skip it.
    await replanIfRepeatingStillDelivers(marked, in: context, into: &report)
    return .success(report)
  }

  /// Forgets that an occurrence was done, so that the next reschedule schedules it again
  /// if it is still ahead.
  ///
  /// ```swift
  /// try await notifications.unmarkHandled(occurrence)
  /// await notifications.reschedule(group: PillsGroup(), permissionStrategy: .scheduleIfSystemAllowed)
  /// ```
  ///
  /// - Throws: ``ResponseActionError/store(_:)`` if the store failed.
  public func unmarkHandled(_ occurrence: RequestIdentifier) async throws(ResponseActionError) {
    do throws(HandledOccurrenceStoreError) {
      try await handledStore.unmarkHandled(occurrence.occurrenceIdentifier)
    } catch {
      throw .store(error)
    }
  }

  /// The identifiers of the group's occurrences marked done.
  ///
  /// ```swift
  /// let done = try await notifications.handledOccurrences(ofGroup: "pills")
  /// ```
  ///
  /// - Throws: ``ResponseActionError/store(_:)`` if the store failed.
  public func handledOccurrences(ofGroup groupIdentifier: String) async throws(ResponseActionError) -> Set<
    String
  > {
    do throws(HandledOccurrenceStoreError) {
      return try await handledStore.handledOccurrences(inGroup: groupIdentifier)
    } catch {
      throw .store(error)
    }
  }
}

extension LocalNotifications {
  /// Has the handled store forget the marks whose time is past, at most once an hour.
  ///
  /// Forgetting reads every group's marks (a `UserDefaults` store reads every key of the
  /// app's defaults), so a mark made each time would make marks slower as groups and other
  /// data grow; a mark kept an hour longer than it must changes nothing, since its
  /// occurrence can no longer come. Housekeeping: a store that cannot forget (one unreadable
  /// key of another group, say) does not fail the mark just written.
  func forgetOldMarks(now: Date) async {
    let due = lastForgetting.withLock { last in
      guard last.map({ now.timeIntervalSince($0) >= 3_600 || now < $0 }) ?? true else { return false }
      last = now
      return true
    }
    guard due else { return }
    try? await handledStore.forgetHandled(before: now)
  }
}
