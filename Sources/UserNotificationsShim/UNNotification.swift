#if !canImport(UserNotifications)
  public import Foundation

  /// A notification the system delivered: its request and the delivery date.
  public final class UNNotification: NSObject, NSCopying {
    /// The date the notification was delivered, as shown in Notification Center.
    public let date: Date
    /// The request that was delivered.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
      self.date = date
      self.request = request
      super.init()
    }

    /// Unavailable: the center delivers notifications.
    @available(*, unavailable, message: "Notifications come from UNUserNotificationCenter")
    public override convenience init() {
      self.init(
        date: Date(timeIntervalSince1970: 0),
        request: UNNotificationRequest(identifier: "", content: UNNotificationContent(), trigger: nil))
    }

    /// Returns the notification itself: notifications never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a notification of an equal request delivered at the same date.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UNNotification else { return false }
      return date == other.date && request == other.request
    }

    /// A hash of the request's identifier.
    public override var hash: Int { request.hash }
  }
#endif
