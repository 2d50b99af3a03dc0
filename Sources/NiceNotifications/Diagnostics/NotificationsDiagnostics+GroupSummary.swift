public import Foundation

extension NotificationsDiagnostics {
  /// One group in a ``NotificationsDiagnostics`` snapshot: what it has pending, what its last plan left out
  /// and why, and when it must be rescheduled:
  /// `for deferral in diagnostics.group("habits")?.deferred ?? [] { print(deferral.reason) }`.
  public struct GroupSummary: Sendable, Hashable, Identifiable {
    /// The group's identifier, in NFC as request identifiers carry it.
    public var identifier: String
    /// Whether the group is registered; one that is not may still have requests pending, until
    /// a reschedule removes them.
    public var isRegistered: Bool
    /// The group's stored group-level decision; `nil` when the permission store could not be read.
    public var permission: GroupPermission?
    /// Its pending requests, soonest first, those that fire only by location last.
    public var scheduled: [ScheduledRequest]
    /// What the last plan that read the group's timeline left unscheduled, and its requests later
    /// plans displaced, soonest first, each with the reason.
    public var deferred: [Deferral]
    /// When a plan of the instance last read the group's timeline; `nil` if none did.
    public var lastPlanned: Date?
    /// The soonest date of ``deferred``: reschedule the group before then, or what waits never
    /// comes; `nil` when nothing waits.
    public var refillDate: Date?
    /// When the pending tail notice fires, if it fires no later than ``refillDate``; `nil` otherwise.
    public var tailNoticeDate: Date?

    /// Creates a group's summary from its parts: for previews and tests of a screen that shows one.
    public init(
      identifier: String, isRegistered: Bool, permission: GroupPermission?,
      scheduled: [ScheduledRequest] = [],
      deferred: [Deferral] = [], lastPlanned: Date? = nil, refillDate: Date? = nil,
      tailNoticeDate: Date? = nil
    ) {
      self.identifier = identifier
      self.isRegistered = isRegistered
      self.permission = permission
      self.scheduled = scheduled
      self.deferred = deferred
      self.lastPlanned = lastPlanned
      self.refillDate = refillDate
      self.tailNoticeDate = tailNoticeDate
    }

    /// The group's identifier, identifying it in a SwiftUI `List`.
    public var id: String { identifier }

    /// How many of its pending requests are repeating requests standing for a whole series.
    public var compressedCount: Int { scheduled.filter(\.isCompressed).count }
  }
}
