public import Foundation

extension NotificationsDiagnostics {
  /// A pending request of a group, with when it fires next and whether it stands for a series.
  ///
  /// ```swift
  /// for request in summary.scheduled {
  ///   print(request.identifier, request.nextFireDate as Any, request.isCompressed ? "series" : "")
  /// }
  /// ```
  public struct ScheduledRequest: Sendable, Hashable, Identifiable {
    /// The request's identifier, read with the package's identifier format.
    public var identifier: RequestIdentifier
    /// The request as the center reports it.
    public var request: NotificationRequest
    /// When it fires next, from its trigger on the instance's clock and in its time zone: a
    /// repeating request's next repetition; `nil` for one that fires only by location.
    public var nextFireDate: Date?
    /// Whether it is a repeating request standing for a whole series (see
    /// ``PlanningPolicy/compressesRepeatingEntries``): one slot for every occurrence.
    public var isCompressed: Bool

    /// Creates a scheduled request from its parts.
    ///
    /// ```swift
    /// let scheduled = NotificationsDiagnostics.ScheduledRequest(
    ///   identifier: id, request: request, nextFireDate: date, isCompressed: false)
    /// ```
    public init(
      identifier: RequestIdentifier, request: NotificationRequest, nextFireDate: Date?, isCompressed: Bool
    ) {
      self.identifier = identifier
      self.request = request
      self.nextFireDate = nextFireDate
      self.isCompressed = isCompressed
    }

    /// The request's identifier as the center knows it, identifying it in a SwiftUI `List`.
    ///
    /// ```swift
    /// ForEach(summary.scheduled) { request in Text(request.id) }
    /// ```
    public var id: String { request.identifier }
  }
}
