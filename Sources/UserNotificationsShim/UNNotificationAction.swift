#if !canImport(UserNotifications)
  public import Foundation

  /// A button shown with notifications of a category; identifiers must be unique across categories.
  public class UNNotificationAction: NSObject, NSCopying {
    /// The identifier the delegate receives as the response's `actionIdentifier`.
    public let identifier: String
    /// The button's localized title.
    public let title: String
    /// How the button behaves.
    public let options: UNNotificationActionOptions
    /// The icon beside the title (iOS 15, macOS 12).
    public let icon: UNNotificationActionIcon?

    /// Creates an action with an icon.
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
