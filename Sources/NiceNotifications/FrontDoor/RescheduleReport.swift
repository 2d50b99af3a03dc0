public import Foundation

/// What a call to ``LocalNotifications`` did: per group, whether it was scheduled, denied
/// or failed, and the writes it made.
///
/// ```swift
/// let report = await notifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
/// print(report.added.count, "added,", report.removed.count, "removed,", report.kept.count, "kept")
/// if case .denied(.system)? = report.outcomes["dailyQuote"] { showOpenSettingsHint() }
/// ```
public struct RescheduleReport: Sendable {
  /// What happened to one group.
  public enum Outcome: Hashable, Sendable {
    /// Its pending requests now equal its timeline, as far as the cap allows; see
    /// ``ReschedulePlan/groups`` for how many got a slot.
    case scheduled
    /// A permission level said no. At the group level (the app's own switch is off) its pending
    /// requests were removed; at the system level (notifications are off in Settings) they are kept,
    /// and listed in ``RescheduleReport/keptWhileSystemDenies``: the system shows nothing meanwhile,
    /// and they come again as soon as the person allows notifications, before the app is opened.
    case denied(PermissionLevel)
    /// It did not get what it asked for, for this reason: its timeline, a store or the
    /// center failed, an entry is invalid, a content maker threw, or it wanted a slot and
    /// got none. What was pending for what failed stays as it was.
    case failed(String)
  }

  /// An add the center refused.
  public struct FailedAdd: Hashable, Sendable {
    /// The request's identifier.
    public var identifier: String
    /// Why the center refused it.
    public var error: NotificationCenterError
  }

  /// Per group identifier, what happened.
  public var outcomes: [String: Outcome] = [:]
  /// The plan that was applied, if a plan was made, as it was carried out: a new request
  /// the center refused in the last round is deferred (``Deferral/Reason/refusedByCenter(_:)``)
  /// and not counted as scheduled, the refill date (and the tail notice) comes before it, and
  /// each group's ``GroupSlots`` count what is pending after the call.
  public var plan: ReschedulePlan?
  /// Identifiers of requests added: pending after the call and not before it (a request
  /// taken out and put back in the same call is listed in ``kept``).
  public var added: [String] = []
  /// Identifiers of requests replaced with new content or a new trigger.
  public var replaced: [String] = []
  /// Identifiers of requests removed.
  public var removed: [String] = []
  /// Identifiers of requests added (and listed in ``added``) without their trigger, to
  /// deliver at once: their time came while the reschedule ran — a content maker took that
  /// long — and the platform never fires a one-time trigger whose date has passed.
  ///
  /// ```swift
  /// if !report.deliveredLate.isEmpty { log("delivered late:", report.deliveredLate) }
  /// ```
  public var deliveredLate: [String] = []
  /// Identifiers of requests left as they were; none of them is also in ``added`` or
  /// ``replaced``, even when a second round re-planned after a refused add.
  public var kept: [String] = []
  /// Adds the center refused; the next reschedule tries them again.
  public var failedAdds: [FailedAdd] = []
  /// Identifiers of delivered notifications removed from Notification Center: those a
  /// group's ``LocalNotificationsGroup/shouldRemoveDelivered(_:now:)`` chose, or those a
  /// snooze or a "done" cleared.
  public var removedDelivered: [String] = []
  /// Identifiers of the pending requests kept for groups the system denied in this call
  /// (``Outcome/denied(_:)`` at ``PermissionLevel/system``): notifications are off in Settings, so
  /// nothing is shown, and they stay pending to come again when the person turns them back on.
  ///
  /// ```swift
  /// if report.systemDenies { print("off in Settings;", report.keptWhileSystemDenies.count, "kept for later") }
  /// ```
  public var keptWhileSystemDenies: [String] = []
  /// Groups that are not registered whose pending requests this call removed (see
  /// ``LocalNotifications/rescheduleAll(unregisteredGroups:)``), sorted; their requests are in
  /// ``removed``.
  ///
  /// ```swift
  /// let report = await notifications.rescheduleAll(unregisteredGroups: .remove)
  /// print("no longer declared:", report.unregisteredGroupsRemoved)
  /// ```
  public var unregisteredGroupsRemoved: [String] = []
  /// When the snooze this call scheduled fires; set by ``LocalNotifications/snooze(_:_:)``.
  ///
  /// ```swift
  /// let report = try await notifications.snooze(notification, .after(600))
  /// print("Back at", report.snoozedUntil as Any)
  /// ```
  public var snoozedUntil: Date?

  /// Whether the system's authorization said no to a group in this call.
  ///
  /// Notifications are off in Settings, or were never allowed. What those groups had pending
  /// was kept (``keptWhileSystemDenies``).
  ///
  /// ```swift
  /// if report.systemDenies { showOpenSettingsHint() }
  /// ```
  public var systemDenies: Bool { outcomes.values.contains(.denied(.system)) }

  /// How many requests were written to the center: added, replaced and removed.
  ///
  /// ```swift
  /// #expect(report.writes == 0) // nothing changed
  /// ```
  public var writes: Int { added.count + replaced.count + removed.count }

  /// Whether every group was scheduled and every add succeeded.
  ///
  /// ```swift
  /// LocalNotifications.schedule(permissionStrategy: .scheduleIfSystemAllowed) { … } completion: { result in
  ///   if result.isSuccess { print("Scheduled!") }
  /// }
  /// ```
  public var isSuccess: Bool {
    failedAdds.isEmpty && !outcomes.isEmpty && outcomes.values.allSatisfy { $0 == .scheduled }
  }
}
