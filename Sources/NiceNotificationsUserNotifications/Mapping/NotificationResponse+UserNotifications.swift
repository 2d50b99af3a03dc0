#if !os(tvOS)
  public import NiceNotifications
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension DeliveredNotification {
    /// A platform notification, as this package describes it.
    ///
    /// ```swift
    /// let shown = await UNUserNotificationCenter.current().deliveredNotifications().map(DeliveredNotification.init)
    /// ```
    ///
    /// - Parameter notification: The platform's notification.
    public init(_ notification: UNNotification) {
      self.init(request: NotificationRequest(notification.request), date: notification.date)
    }
  }

  extension NotificationResponse {
    /// A platform response, as this package describes it: the tap, the dismissal or the
    /// action, with the text of a text-input action.
    ///
    /// ```swift
    /// func userNotificationCenter(
    ///   _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    /// ) async {
    ///   await router.handle(NotificationResponse(response))
    /// }
    /// ```
    ///
    /// The default and dismiss actions are recognized by the platform's constants,
    /// `UNNotificationDefaultActionIdentifier` and `UNNotificationDismissActionIdentifier`.
    ///
    /// - Parameter response: The platform's response.
    public init(_ response: UNNotificationResponse) {
      let action: Action =
        switch response.actionIdentifier {
        case UNNotificationDefaultActionIdentifier: .default
        case UNNotificationDismissActionIdentifier: .dismiss
        case let identifier: .custom(identifier)
        }
      self.init(
        notification: DeliveredNotification(response.notification), action: action,
        userText: (response as? UNTextInputNotificationResponse)?.userText)
    }
  }
#endif
