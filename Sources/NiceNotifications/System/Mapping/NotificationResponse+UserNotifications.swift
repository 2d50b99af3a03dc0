#if !os(tvOS)
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
    ///   await router.route(NotificationResponse(response))
    /// }
    /// ```
    ///
    /// The action is read with `NotificationResponse.Action(identifier:)`, whose
    /// identifiers for the default and dismiss actions are the platform's
    /// `UNNotificationDefaultActionIdentifier` and `UNNotificationDismissActionIdentifier`.
    ///
    /// - Parameter response: The platform's response.
    public init(_ response: UNNotificationResponse) {
      self.init(
        notification: DeliveredNotification(response.notification),
        action: Action(identifier: response.actionIdentifier),
        userText: (response as? UNTextInputNotificationResponse)?.userText)
    }
  }
#endif
