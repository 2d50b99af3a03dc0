public import Foundation

extension NotificationsDiagnostics {
  /// A pending request whose identifier the package did not make: another part of the app's, or
  /// a direct request.
  ///
  /// A direct request is one added with
  /// ``LocalNotifications/directSchedule(request:permissionStrategy:)-(.NotificationRequest,_)``.
  ///
  /// ```swift
  /// for foreign in diagnostics.foreignRequests { print(foreign.identifier, foreign.nextFireDate as Any) }
  /// ```
  ///
  /// The package never changes these requests, but counts them against the cap.
  public struct ForeignRequest: Sendable, Hashable, Identifiable {
    /// The request as the center reports it.
    public var request: NotificationRequest
    /// When it fires next, from its trigger on the instance's clock and in its time zone; `nil`
    /// for one that fires only by location.
    public var nextFireDate: Date?

    /// Creates a foreign request from its parts.
    ///
    /// ```swift
    /// let foreign = NotificationsDiagnostics.ForeignRequest(request: request, nextFireDate: date)
    /// ```
    public init(request: NotificationRequest, nextFireDate: Date?) {
      self.request = request
      self.nextFireDate = nextFireDate
    }

    /// The request's identifier.
    ///
    /// ```swift
    /// foreign.identifier  // "weekly-digest"
    /// ```
    public var identifier: String { request.identifier }

    /// The request's identifier, identifying it in a SwiftUI `List`.
    ///
    /// ```swift
    /// ForEach(diagnostics.foreignRequests) { foreign in Text(foreign.id) }
    /// ```
    public var id: String { request.identifier }
  }
}
