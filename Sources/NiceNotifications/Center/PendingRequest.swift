public import Foundation

/// A request waiting to fire, as a notification center reports it: the request, and the
/// fingerprint that was stored with it when it was added.
///
/// ```swift
/// let mine = await center.pendingRequests().filter { RequestIdentifier($0.request.identifier)?.group == "dailyQuote" }
/// ```
public struct PendingRequest: Hashable, Sendable, Codable {
  /// The request as the center reports it. A center may report it in its own terms (the
  /// platform turns an instant trigger into a time interval), so compare fingerprints,
  /// not requests.
  public var request: NotificationRequest
  /// The fingerprint of the request as it was added (``NotificationRequest/fingerprint``),
  /// or `nil` when the center has none — a request someone else added.
  public var fingerprint: Fingerprint?

  /// Creates a pending request.
  ///
  /// ```swift
  /// let pending = PendingRequest(request: request, fingerprint: request.fingerprint)
  /// ```
  public init(request: NotificationRequest, fingerprint: Fingerprint?) {
    self.request = request
    self.fingerprint = fingerprint
  }
}

/// A notification that was delivered and is still shown in Notification Center.
///
/// ```swift
/// let today = await center.deliveredNotifications().filter { Calendar.current.isDateInToday($0.date) }
/// ```
public struct DeliveredNotification: Hashable, Sendable, Codable {
  /// The request it was delivered for.
  public var request: NotificationRequest
  /// When it was delivered.
  public var date: Date

  /// Creates a delivered notification.
  ///
  /// ```swift
  /// let delivered = DeliveredNotification(request: request, date: now)
  /// ```
  public init(request: NotificationRequest, date: Date) {
    self.request = request
    self.date = date
  }
}

/// How a notification that arrives while the app is in the foreground is presented: what
/// the app's `willPresent` step answers.
///
/// ```swift
/// let options: PresentationOptions = [.banner, .list, .sound]
/// ```
public struct PresentationOptions: OptionSet, Hashable, Sendable, Codable {
  /// The bits, equal to `UNNotificationPresentationOptions`'s raw values.
  public let rawValue: UInt

  /// Creates options from raw bits.
  ///
  /// ```swift
  /// let options = PresentationOptions(rawValue: 24) // list, banner
  /// ```
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Update the badge.
  public static let badge = PresentationOptions(rawValue: 1 << 0)
  /// Play the sound.
  public static let sound = PresentationOptions(rawValue: 1 << 1)
  /// Add to Notification Center's list.
  public static let list = PresentationOptions(rawValue: 1 << 3)
  /// Show a banner.
  public static let banner = PresentationOptions(rawValue: 1 << 4)
}

/// What the person did with a delivered notification.
///
/// ```swift
/// switch response.action {
/// case .default: openQuote()
/// case .dismiss: markSeen()
/// case .custom("snooze"): snooze()
/// case .custom: break
/// }
/// ```
public struct NotificationResponse: Hashable, Sendable, Codable {
  /// Which action the person chose.
  public enum Action: Hashable, Sendable, Codable {
    /// Tapped the notification.
    case `default`
    /// Dismissed it explicitly; sent only for categories with
    /// ``NotificationCategory/Options/customDismissAction``.
    case dismiss
    /// Chose the action with this identifier.
    case custom(String)

    /// The platform's identifier for the tap, `UNNotificationDefaultActionIdentifier`.
    public static let defaultIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The platform's identifier for the dismissal, `UNNotificationDismissActionIdentifier`.
    public static let dismissIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

    /// The action named by a platform action identifier.
    ///
    /// ```swift
    /// NotificationResponse.Action(identifier: "snooze") // .custom("snooze")
    /// ```
    public init(identifier: String) {
      switch identifier {
      case Self.defaultIdentifier: self = .default
      case Self.dismissIdentifier: self = .dismiss
      default: self = .custom(identifier)
      }
    }

    /// The platform's identifier for the action.
    ///
    /// ```swift
    /// NotificationResponse.Action.default.identifier // "com.apple.UNNotificationDefaultActionIdentifier"
    /// ```
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

  /// Creates a response.
  ///
  /// ```swift
  /// let tap = NotificationResponse(notification: delivered, action: .default)
  /// ```
  public init(notification: DeliveredNotification, action: Action, userText: String? = nil) {
    self.notification = notification
    self.action = action
    self.userText = userText
  }
}
