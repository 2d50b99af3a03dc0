#if !canImport(UserNotifications)
  public import Foundation

  /// What causes a notification to be delivered; use one of its subclasses.
  public class UNNotificationTrigger: NSObject, NSCopying {
    /// Whether the trigger fires again after it fires.
    public let repeats: Bool

    init(repeats: Bool) {
      self.repeats = repeats
      super.init()
    }

    /// Unavailable: make one of the subclasses.
    @available(
      *, unavailable,
      message:
        "Create a UNTimeIntervalNotificationTrigger, UNCalendarNotificationTrigger or UNLocationNotificationTrigger"
    )
    public override convenience init() {
      self.init(repeats: false)
    }

    /// Returns the trigger itself: triggers never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a trigger of the same class with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UNNotificationTrigger, type(of: other) == type(of: self) else {
        return false
      }
      return repeats == other.repeats
    }

    /// A hash of the class and `repeats`.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(ObjectIdentifier(type(of: self)))
      hasher.combine(repeats)
      return hasher.finalize()
    }
  }

  /// The trigger of a notification that Apple Push Notification service sent; only the system makes one.
  public final class UNPushNotificationTrigger: UNNotificationTrigger {}
#endif
