public import Foundation

extension NotificationsDiagnostics {
  /// A pending request whose identifier the package did not make, which it never changes but counts
  /// against the cap.
  public struct ForeignRequest: Sendable, Hashable, Identifiable {
    /// The request as the center reports it.
    public var request: NotificationRequest
    /// When it fires next, on the instance's clock and in its time zone; `nil` for a location trigger, and
    /// for a time interval, which counts from when the other code added it.
    public var nextFireDate: Date?

    /// Creates a foreign request from its parts.
    public init(request: NotificationRequest, nextFireDate: Date?) {
      self.request = request
      self.nextFireDate = nextFireDate
    }

    /// The request's identifier.
    public var identifier: String { request.identifier }

    /// The request's identifier, identifying it in a SwiftUI `List`.
    public var id: String { request.identifier }
  }
}
