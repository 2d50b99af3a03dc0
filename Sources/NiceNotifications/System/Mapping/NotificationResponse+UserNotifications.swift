#if !os(tvOS)
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension DeliveredNotification {
    /// A platform notification, as this package describes it:
    /// `let shown = await UNUserNotificationCenter.current().deliveredNotifications().map(DeliveredNotification.init)`.
    public init(_ notification: UNNotification) {
      self.init(request: NotificationRequest(notification.request), date: notification.date)
    }
  }

  extension NotificationResponse {
    /// A platform response, as this package describes it: the tap, the dismissal or the action, with the text
    /// of a text-input action: `await router.route(NotificationResponse(response))`.
    public init(_ response: UNNotificationResponse) {
      self.init(
        notification: DeliveredNotification(response.notification),
        action: Action(identifier: response.actionIdentifier),
        userText: (response as? UNTextInputNotificationResponse)?.userText)
    }
  }
#endif
