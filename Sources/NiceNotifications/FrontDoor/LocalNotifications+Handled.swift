public import Foundation

extension LocalNotifications {
  /// How long a "done" mark is kept after its date when the trigger is unknown: two days, past any zone change.
  public static let handledRetention: TimeInterval = 2 * 86_400

  /// The last moment an occurrence can still be ahead, so its "done" mark is kept until then:
  /// `LocalNotifications.handledUntil(trigger: .calendar(DateComponents(hour: 9), repeats: false),
  /// date: nil)`.
  ///
  /// A wall-clock time's is that time at UTC−12, its date read in the trigger's calendar, else in `calendar`
  /// (the one the date was written in: a Buddhist year 2569 is not a Gregorian one); a time without a year,
  /// month or day (09:00) is that time on the day of `date` in `calendar`'s zone; an instant's is itself;
  /// else ``handledRetention`` after `date`.
  public static func handledUntil(
    trigger: NotificationTrigger?, date: Date?, calendar: Calendar = Calendar(identifier: .gregorian)
  ) -> Date? {
    switch trigger {
    case .calendar(let components, repeats: false)?:
      var calendar = components.calendar ?? calendar
      var floating = components
      floating.timeZone = nil
      floating.calendar = nil
      if floating.year == nil || floating.month == nil || floating.day == nil {
        // Read as a whole date, the missing parts would be the first year's: the mark forgotten at once.
        guard let date else { break }
        var local = calendar
        local.timeZone = components.timeZone ?? calendar.timeZone
        let day = local.dateComponents([.era, .year, .month, .day], from: date)
        floating = DateComponents(
          era: day.era, year: day.year, month: day.month, day: day.day, hour: floating.hour,
          minute: floating.minute, second: floating.second, nanosecond: floating.nanosecond)
      }
      guard let zone = components.timeZone ?? TimeZone(secondsFromGMT: -12 * 3_600) else { break }
      calendar.timeZone = zone
      if let instant = calendar.date(from: floating) { return instant }
    case .instant(let instant)?:
      return instant
    default:
      break
    }
    return date.map { $0.addingTimeInterval(handledRetention) }
  }

  /// Marks the occurrence `notification` was delivered for (a snooze's: the snoozed one) as done, and removes
  /// its pending request, its snooze and its delivered notifications:
  /// `try await notifications.markDone(response.notification)`.
  ///
  /// A compressed series' delivery marks that day's occurrence, and clears that day's delivery only; if its
  /// time is still ahead here (a flight west), the group is re-planned as one-shots that skip it. A
  /// repeating interval marks nothing.
  /// - Throws: ``ResponseActionError/notScheduledByAGroup(_:)`` for a request the package did not make;
  ///   ``ResponseActionError/store(_:)`` if the mark could not be recorded.
  @discardableResult
  public func markDone(_ notification: DeliveredNotification) async throws(ResponseActionError)
    -> RescheduleReport
  {
    let identifier = notification.request.identifier
    guard let occurrence = RequestIdentifier(identifier) else { throw .notScheduledByAGroup(identifier) }
    let trigger = occurrence.isSnooze ? nil : notification.request.trigger
    return try await gatedAction {
      await self.markHandledUngated(
        occurrence.occurrenceIdentifier, date: notification.date, deliveredTrigger: trigger)
    }
  }

  /// Marks an occurrence done ahead of time, and removes its pending request, snooze and delivered
  /// notifications: `try await notifications.markHandled(next.identifier, date: next.fireDate)`.
  ///
  /// A compressed series' identifier with `date` marks that day's occurrence, read with the trigger of its
  /// pending request or of a delivery still shown; without either, nothing is marked and the group's outcome
  /// fails. Any other mark is kept while it can come, and with a `nil` date and no pending request until
  /// ``unmarkHandled(_:)``.
  /// Under a daily limit or a minimum gap (``Pacing``) the other registered groups take the day it gives up.
  /// - Throws: ``ResponseActionError/notScheduledByAGroup(_:)`` for an identifier the package never writes
  ///   (an occurrence key of no form it has, such as `20261122T2000`), which no reminder could match;
  ///   ``ResponseActionError/store(_:)`` if the mark could not be recorded; nothing is removed then.
  @discardableResult
  public func markHandled(
    _ occurrence: RequestIdentifier, date: Date?
  ) async throws(ResponseActionError) -> RescheduleReport {
    guard RequestIdentifier(occurrence.description) != nil else {
      throw .notScheduledByAGroup(occurrence.description)
    }
    return try await gatedAction {
      await self.markHandledUngated(occurrence.occurrenceIdentifier, date: date, deliveredTrigger: nil)
    }
  }

  /// ``markHandled(_:date:)``, except that a repeating request's occurrence stands for the series: only its
  /// snooze and deliveries go.
  private func markHandledUngated(
    _ original: RequestIdentifier, date: Date?, deliveredTrigger: NotificationTrigger?
  ) async -> Result<RescheduleReport, ResponseActionError> {
    let executor = executor
    let pending: [NiceNotifications.NotificationRequest]
    do throws(LocalNotificationsError) {
      try await executor.lateWritesLanded()
      pending = try await executor.pendingRequests().map(\.request)
    } catch {
      return .failure(.refused(error))
    }
    // A delivery stands for its own trigger: the pending request may have moved since.
    var trigger = deliveredTrigger ?? pending.first { $0.identifier == original.description }?.trigger
    if trigger == nil, original.isCompressedSeries {
      // Planned as one-shots for now (a flight west): a delivery of the series still shown has its trigger.
      trigger = try? await executor.deliveredNotifications()
        .first { $0.request.identifier == original.description }?.request.trigger
    }
    let repeating = trigger?.repeats ?? false
    let context = await context()
    let seen = await seenZones(recording: context)
    let marked =
      date.map { original.deliveredOccurrence(at: $0, trigger: trigger, in: context, seen: seen) } ?? original
    if original.isCompressedSeries, !repeating {
      // A mark of the series' own identifier would skip every day of it.
      var report = RescheduleReport()
      report.outcomes[original.group] = .failed(
        "\(original) stands for every day of its series, and no pending request or delivery of it tells "
          + "which day is meant: nothing is marked; mark the day's occurrence (RoutedResponse.occurrence)")
      return .success(report)
    }
    if !repeating || marked != original {
      do throws(HandledOccurrenceStoreError) {
        // A one-time calendar trigger marked ahead comes on the day of its next fire date (09:00 has no day).
        var day = date
        if day == nil, !repeating, case .calendar? = trigger {
          day = trigger?.nextFireDate(after: context.now, in: context)
        }
        try await handledStore.markHandled(
          marked,
          date: Self.handledUntil(trigger: repeating ? nil : trigger, date: day, calendar: context.calendar))
      } catch {
        return .failure(.store(error))
      }
      await forgetOldMarks(now: context.now)
      // The store forgets a mark once its occurrence can no longer come; the record keeps the answer.
      await recordHandled([marked.description])
    }
    var report = RescheduleReport()
    let delivered: Set<String> = [
      original.description, original.snoozed.description, marked.description, marked.snoozed.description,
    ]
    var targets = repeating ? [original.snoozed.description, marked.snoozed.description] : delivered
    // A series planned as one-shots for now may have the marked day's pending.
    if repeating, marked != original { targets.insert(marked.description) }
    do throws(LocalNotificationsError) {
      try await write(into: &report) { $0.withdrawing = targets }
    } catch {
      return .failure(.refused(error))
    }
    report.removed.sort()
    // Under the time limit: a center that does not answer leaves them shown, and the mark stands. A
    // compressed series' deliveries share its identifier: only the marked day's goes, not another day's.
    report.removedDelivered = await executor.clearDelivered { notification in
      let identifier = notification.request.identifier
      guard delivered.contains(identifier) else { return false }
      guard marked != original, identifier == original.description else { return true }
      return original.deliveredOccurrence(of: notification, in: context, seen: seen) == marked
    }
    report.outcomes[original.group] = Self.writeOutcome(ofGroup: original.group, in: report)
    let replanned = await replanIfRepeatingStillDelivers(marked, in: context, into: &report)
    // Under a daily limit or a minimum gap, what the occurrence gave up is the other groups' (a plan of
    // its group above has planned them with it).
    if !replanned, !report.removed.isEmpty, policy.pacing.sharesDaysBetweenGroups {
      report.append(await rescheduleUngated([]))
    }
    return .success(report)
  }

  /// Forgets that an occurrence was done, so the next reschedule schedules it again if it is still ahead:
  /// `try await notifications.unmarkHandled(occurrence)`.
  public func unmarkHandled(_ occurrence: RequestIdentifier) async throws(ResponseActionError) {
    do throws(HandledOccurrenceStoreError) {
      try await handledStore.unmarkHandled(occurrence.occurrenceIdentifier)
    } catch {
      throw .store(error)
    }
    await recordHandled([occurrence.occurrenceIdentifier.description], handled: false)
  }

  /// The identifiers of the group's occurrences marked done:
  /// `let done = try await notifications.handledOccurrences(ofGroup: "pills")`.
  public func handledOccurrences(
    ofGroup groupIdentifier: String
  ) async throws(ResponseActionError) -> Set<String> {
    do throws(HandledOccurrenceStoreError) {
      return try await handledStore.handledOccurrences(inGroup: RequestIdentifier.normalized(groupIdentifier))
    } catch {
      throw .store(error)
    }
  }
}

extension LocalNotifications {
  /// Has the handled store forget past marks at most once an hour, since forgetting reads every group's
  /// marks; a store that cannot forget does not fail the mark just written.
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
