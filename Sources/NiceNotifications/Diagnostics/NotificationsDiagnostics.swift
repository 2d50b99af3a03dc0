public import Foundation

/// What the package has scheduled and why, at one moment, for a debug screen or a bug report:
/// `print(try await notifications.diagnostics().text)`.
public struct NotificationsDiagnostics: Sendable, Hashable {
  /// When the snapshot was taken, on the instance's clock.
  public var takenAt: Date
  /// The instance's time zone: the one its wall-clock reminders follow, and ``text`` writes in.
  public var timeZone: TimeZone
  /// The system's authorization.
  public var authorization: AuthorizationStatus
  /// How many requests are pending on the center: the package's, other code's and the tail notice.
  public var pendingCount: Int
  /// How many requests the center keeps pending at most: 64 on Apple platforms.
  public var capacity: Int
  /// Per group, sorted by identifier: every registered group, every group with pending
  /// requests, and every group a plan deferred something of.
  public var groups: [GroupSummary]
  /// Pending requests whose identifiers the package did not make, soonest first: see ``ForeignRequest``.
  public var foreignRequests: [ForeignRequest]
  /// When the pending tail notice (see ``TailNotice``) fires; `nil` when none is pending.
  public var tailNoticeDate: Date?
  /// When the instance last planned; `nil` before its first write.
  public var lastPlanDate: Date?
  /// The last plan's refill date: reschedule before then, or what did not fit never comes.
  public var refillDate: Date?
  /// The last plan's deferrals of requests without a group: direct requests that got no slot.
  public var ungroupedDeferrals: [Deferral]
  /// What should have been seen and was not, and why; `nil` when the instance keeps no delivery
  /// record, or it could not be read.
  public var deliveryAudit: DeliveryAudit?

  /// Creates a snapshot from its parts: for previews and tests of a screen that shows one.
  public init(
    takenAt: Date, timeZone: TimeZone, authorization: AuthorizationStatus, pendingCount: Int, capacity: Int,
    groups: [GroupSummary] = [], foreignRequests: [ForeignRequest] = [], tailNoticeDate: Date? = nil,
    lastPlanDate: Date? = nil, refillDate: Date? = nil, ungroupedDeferrals: [Deferral] = [],
    deliveryAudit: DeliveryAudit? = nil
  ) {
    self.takenAt = takenAt
    self.timeZone = timeZone
    self.authorization = authorization
    self.pendingCount = pendingCount
    self.capacity = capacity
    self.groups = groups
    self.foreignRequests = foreignRequests
    self.tailNoticeDate = tailNoticeDate
    self.lastPlanDate = lastPlanDate
    self.refillDate = refillDate
    self.ungroupedDeferrals = ungroupedDeferrals
    self.deliveryAudit = deliveryAudit
  }

  /// The summary of the group with this identifier, if the snapshot has one:
  /// `let pills = diagnostics.group("pills")`.
  public func group(_ identifier: String) -> GroupSummary? {
    let identifier = RequestIdentifier.normalized(identifier)
    return groups.first { $0.identifier == identifier }
  }
}
