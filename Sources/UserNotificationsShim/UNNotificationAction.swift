#if !canImport(UserNotifications)
  public import Foundation

  /// A button shown with notifications of a category (not on tvOS).
  ///
  /// ```swift
  /// let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [])
  /// let stop = UNNotificationAction(identifier: "stop", title: "Stop", options: [.destructive])
  /// ```
  ///
  /// Identifiers must be unique across all categories. Shim: actions compare equal when
  /// they are of the same class with the same values.
  public class UNNotificationAction: NSObject, NSCopying {
    /// The identifier the delegate receives as the response's `actionIdentifier`.
    public let identifier: String
    /// The button's localized title.
    public let title: String
    /// How the button behaves.
    public let options: UNNotificationActionOptions
    /// The icon beside the title (iOS 15, macOS 12).
    public let icon: UNNotificationActionIcon?

    /// Creates an action with an icon (iOS 15, macOS 12).
    ///
    /// - Parameters:
    ///   - identifier: The identifier the delegate receives.
    ///   - title: The button's title.
    ///   - options: How the button behaves.
    ///   - icon: The icon beside the title.
    public init(
      identifier: String, title: String, options: UNNotificationActionOptions = [],
      icon: UNNotificationActionIcon?
    ) {
      self.identifier = identifier
      self.title = title
      self.options = options
      self.icon = icon
      super.init()
    }

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - identifier: The identifier the delegate receives.
    ///   - title: The button's title.
    ///   - options: How the button behaves.
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
      self.init(identifier: identifier, title: title, options: options, icon: nil)
    }

    /// Unavailable: an action needs an identifier and a title.
    @available(*, unavailable, message: "Use init(identifier:title:options:)")
    public override convenience init() {
      self.init(identifier: "", title: "", options: [], icon: nil)
    }

    /// Returns the action itself: actions never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is an action of the same class with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UNNotificationAction, type(of: other) == type(of: self) else {
        return false
      }
      return identifier == other.identifier && title == other.title && options == other.options
        && icon == other.icon
    }

    /// A hash of the identifier.
    public override var hash: Int { identifier.hashValue }
  }
#endif
