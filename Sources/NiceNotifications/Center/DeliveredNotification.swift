public import Foundation

/// A notification that was delivered and is still shown in Notification Center.
public struct DeliveredNotification: Hashable, Sendable, Codable {
  /// The request it was delivered for.
  public var request: NotificationRequest
  /// When it was delivered.
  public var date: Date

  /// Creates a delivered notification.
  public init(request: NotificationRequest, date: Date) {
    self.request = request
    self.date = date
  }
}
