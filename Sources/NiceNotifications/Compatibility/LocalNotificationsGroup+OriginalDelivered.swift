#if !os(tvOS)
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension LocalNotificationsGroup {
    /// The original's question about a delivered `UNNotification`, answered with
    /// ``shouldRemoveDelivered(_:now:)``:
    /// `group.__shouldRemoveDeliveredNotification(notification: notification) { remove in print(remove) }`.
    ///
    /// The planner asks ``shouldRemoveDelivered(_:now:)`` only: an override of this method is not consulted.
    public func __shouldRemoveDeliveredNotification(
      notification: UNNotification, completion: (Bool) -> Void
    ) {
      completion(
        shouldRemoveDelivered(DeliveredNotification(notification), now: DateBuilder.Context.current.now))
    }
  }
#endif
