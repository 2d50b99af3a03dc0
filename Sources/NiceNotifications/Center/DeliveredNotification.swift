public import Foundation

/// A notification that was delivered and is still shown in Notification Center:
/// `let today = await center.deliveredNotifications().filter { Calendar.current.isDateInToday($0.date) }`.
public struct DeliveredNotification: Hashable, Sendable, Codable {
  /// The request it was delivered for.
  public var request: NotificationRequest
  /// When it was delivered.
  public var date: Date

  /// Creates a delivered notification: `let delivered = DeliveredNotification(request: request, date: now)`.
  public init(request: NotificationRequest, date: Date) {
    self.request = request
    self.date = date
  }
}
