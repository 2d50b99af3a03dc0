public import Foundation

extension LocalNotificationsGroup {
  /// Keeps every delivered notification: Notification Center is the person's to clear.
  public func shouldRemoveDelivered(_ notification: DeliveredNotification, now: Date) -> Bool { false }
}
