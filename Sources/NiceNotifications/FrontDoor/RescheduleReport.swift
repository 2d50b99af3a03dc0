public import Foundation

/// What a call to ``LocalNotifications`` did: per group, whether it was scheduled, denied or failed, and the
/// writes it made: `if case .denied(.system)? = report.outcomes["dailyQuote"] { showOpenSettingsHint() }`.
public struct RescheduleReport: Sendable {
  /// What happened to one group: `if case .scheduled? = report.outcomes["dailyQuote"] { done() }`.
  public enum Outcome: Hashable, Sendable {
    /// Its pending requests equal its timeline as far as the cap allows (see ``ReschedulePlan/groups``).
    case scheduled
    /// A permission level said no. At the group level its pending requests were removed; at the system level
    /// they are kept (``RescheduleReport/keptWhileSystemDenies``) and come again once notifications are allowed.
    case denied(PermissionLevel)
    /// It did not get what it asked for, for this reason (a failed timeline, store, center or content maker,
    /// an invalid entry, or no slot); what was pending for what failed stays as it was.
    case failed(String)
  }

  /// An add the center refused: `for failed in report.failedAdds { print(failed.identifier, failed.error) }`.
  public struct FailedAdd: Hashable, Sendable {
    /// The request's identifier.
    public var identifier: String
    /// Why the center refused it.
    public var error: NotificationCenterError
  }

  /// Per group identifier, what happened.
  public var outcomes: [String: Outcome] = [:]
  /// The plan as carried out: refused requests deferred, each ``GroupSlots`` counting what is pending after.
  public var plan: ReschedulePlan?
  /// Identifiers of requests pending after the call and not before (one removed and put back is in ``kept``).
  public var added: [String] = []
  /// Identifiers of requests replaced with new content or a new trigger.
  public var replaced: [String] = []
  /// Identifiers of requests removed.
  public var removed: [String] = []
  /// Identifiers of added requests sent without their trigger, as their time came during the reschedule.
  public var deliveredLate: [String] = []
  /// Identifiers of requests left as they were; none is also in ``added`` or ``replaced``.
  public var kept: [String] = []
  /// Adds the center refused; the next reschedule tries them again.
  public var failedAdds: [FailedAdd] = []
  /// Identifiers of delivered notifications removed from Notification Center.
  public var removedDelivered: [String] = []
  /// Identifiers of pending requests kept for groups the system denied, to come again once allowed.
  public var keptWhileSystemDenies: [String] = []
  /// Unregistered groups whose pending requests this call removed, sorted.
  public var unregisteredGroupsRemoved: [String] = []
  /// What this call's audit found missed that no earlier call reported: see ``DeliveryAudit``.
  public var missedDeliveries: [MissedDelivery] = []
  /// Why the delivery record could not be read or kept, if it could not; the audit found nothing then.
  public var deliveryRecordError: DeliveryRecordStoreError?
  /// When the snooze this call scheduled fires; set by ``LocalNotifications/snooze(_:_:)``.
  public var snoozedUntil: Date?

  /// Whether the system's authorization said no to a group in this call (what it had pending was kept).
  public var systemDenies: Bool { outcomes.values.contains(.denied(.system)) }

  /// How many requests were written to the center: added, replaced and removed.
  public var writes: Int { added.count + replaced.count + removed.count }

  /// Whether every group was scheduled and every add succeeded.
  public var isSuccess: Bool {
    failedAdds.isEmpty && !outcomes.isEmpty && outcomes.values.allSatisfy { $0 == .scheduled }
  }
}
