import NiceNotifications
/// A delivered notification the person can act on.
struct ShownNotification: Sendable {
  var notification: DeliveredNotification
  /// In Notification Center's list: presented by the system (except location ones) or with `.list`.
  var listed: Bool
}
