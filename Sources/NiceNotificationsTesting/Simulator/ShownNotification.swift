import NiceNotifications
/// A delivered notification the person can act on, and whether it is also in Notification
/// Center's list (and so in `deliveredNotifications()`).
struct ShownNotification: Sendable {
  var notification: DeliveredNotification
  /// In the list: presented by the system (not for a location trigger, UserNotificationsBehaviour.md §2), or
  /// in the foreground with `.list`.
  ///
  /// A banner-only foreground presentation is actionable but not listed.
  var listed: Bool
}
