#if !canImport(UserNotifications)
  public import Foundation

  /// The action identifier of the person opening the notification itself; compare against this constant.
  public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

  /// The action identifier of a response to the person dismissing the notification, sent only
  /// for categories with ``UNNotificationCategoryOptions/customDismissAction``.
  public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

  /// The person's action on a delivered notification; the shim has no `targetScene`.
  public class UNNotificationResponse: NSObject, NSCopying {
    /// The notification acted on.
    public let notification: UNNotification
    /// The action's identifier, ``UNNotificationDefaultActionIdentifier`` or the dismiss one.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
      self.notification = notification
      self.actionIdentifier = actionIdentifier
      super.init()
    }

    /// Unavailable: the center makes responses.
    @available(*, unavailable, message: "Responses come from UNUserNotificationCenter")
    public override convenience init() {
      self.init(
        notification: UNNotification(
          date: Date(timeIntervalSince1970: 0),
          request: UNNotificationRequest(identifier: "", content: UNNotificationContent(), trigger: nil)),
        actionIdentifier: "")
    }

    /// Returns the response itself: responses never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a response of the same class, notification and action.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UNNotificationResponse, type(of: other) == type(of: self) else {
        return false
      }
      return notification == other.notification && actionIdentifier == other.actionIdentifier
    }

    /// A hash of the action identifier.
    public override var hash: Int { actionIdentifier.hashValue }
  }

  /// The response to a ``UNTextInputNotificationAction``, with the text the person entered.
  public final class UNTextInputNotificationResponse: UNNotificationResponse {
    /// The text the person typed or dictated.
    public let userText: String

    init(notification: UNNotification, actionIdentifier: String, userText: String) {
      self.userText = userText
      super.init(notification: notification, actionIdentifier: actionIdentifier)
    }

    /// Whether `object` is a text response with the same notification, action and text.
    public override func isEqual(_ object: Any?) -> Bool {
      guard super.isEqual(object), let other = object as? UNTextInputNotificationResponse else {
        return false
      }
      return userText == other.userText
    }

    /// A hash of the action identifier.
    public override var hash: Int { super.hash }
  }
#endif
