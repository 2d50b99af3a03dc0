public import Foundation

extension NotificationsDiagnostics {
  /// A pending request of a group, with when it fires next and whether it stands for a series.
  public struct ScheduledRequest: Sendable, Hashable, Identifiable {
    /// The request's identifier, read with the package's identifier format.
    public var identifier: RequestIdentifier
    /// The request as the center reports it.
    public var request: NotificationRequest
    /// When it fires next (a repeating request's next repetition), on the instance's clock and in
    /// its time zone; `nil` for one that fires only by location.
    public var nextFireDate: Date?
    /// Whether it is a repeating request standing for a whole series, one slot for every
    /// occurrence (see ``PlanningPolicy/compressesRepeatingEntries``).
    public var isCompressed: Bool

    /// Creates a scheduled request from its parts.
    public init(
      identifier: RequestIdentifier, request: NotificationRequest, nextFireDate: Date?, isCompressed: Bool
    ) {
      self.identifier = identifier
      self.request = request
      self.nextFireDate = nextFireDate
      self.isCompressed = isCompressed
    }

    /// The request's identifier as the center knows it, identifying it in a SwiftUI `List`.
    public var id: String { request.identifier }
  }
}
