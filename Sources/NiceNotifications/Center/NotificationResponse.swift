/// What the person did with a delivered notification:
/// `if case .custom("snooze") = response.action { await snooze(response) }`.
public struct NotificationResponse: Hashable, Sendable, Codable {
  /// Which action the person chose.
  public enum Action: Hashable, Sendable, Codable {
    /// Tapped the notification.
    case `default`
    /// Dismissed it explicitly; sent only with ``NotificationCategory/Options/customDismissAction``.
    case dismiss
    /// Chose the action with this identifier.
    case custom(String)
    /// The platform's identifier for the tap, `UNNotificationDefaultActionIdentifier`.
    public static let defaultIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The platform's identifier for the dismissal, `UNNotificationDismissActionIdentifier`.
    public static let dismissIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

    /// The action named by a platform action identifier: `NotificationResponse.Action(identifier: "snooze")`.
    public init(identifier: String) {
      switch identifier {
      case Self.defaultIdentifier: self = .default
      case Self.dismissIdentifier: self = .dismiss
      default: self = .custom(identifier)
      }
    }

    /// The platform's identifier for the action.
    public var identifier: String {
      switch self {
      case .default: Self.defaultIdentifier
      case .dismiss: Self.dismissIdentifier
      case .custom(let identifier): identifier
      }
    }
  }

  /// The notification acted on.
  public var notification: DeliveredNotification
  /// The action chosen.
  public var action: Action
  /// The text typed, for a text-input action.
  public var userText: String?

  /// Creates a response: `let tap = NotificationResponse(notification: delivered, action: .default)`.
  public init(notification: DeliveredNotification, action: Action, userText: String? = nil) {
    self.notification = notification
    self.action = action
    self.userText = userText
  }
}
