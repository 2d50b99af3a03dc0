#if !os(tvOS)
  import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension LocalNotificationsGroup {
    /// The original NiceNotifications' question about a delivered `UNNotification`, answered
    /// with ``shouldRemoveDelivered(_:now:)``.
    ///
    /// ```swift
    /// group.__shouldRemoveDeliveredNotification(notification: notification) { remove in print(remove) }
    /// ```
    ///
    /// "Now" is the evaluation context's (`DateBuilder.withNow` overrides it). The planner asks
    /// ``shouldRemoveDelivered(_:now:)``, with the notification as a value;
    /// a group that implemented this method for the original keeps compiling, but its answer
    /// counts only once it moves into ``shouldRemoveDelivered(_:now:)``.
    public func __shouldRemoveDeliveredNotification(
      notification: UNNotification, completion: (Bool) -> Void
    ) {
      completion(
        shouldRemoveDelivered(DeliveredNotification(notification), now: DateBuilder.Context.current.now))
    }
  }
#endif
