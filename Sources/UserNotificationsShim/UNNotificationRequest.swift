#if !canImport(UserNotifications)
  public import Foundation

  /// A notification to schedule: `UNNotificationRequest(identifier: "a", content: content, trigger: daily)`.
  public final class UNNotificationRequest: NSObject, NSCopying {
    /// The identifier that replaces or removes the request and its delivered notification.
    public let identifier: String
    /// An immutable copy of the content given at creation.
    public let content: UNNotificationContent
    /// What delivers the notification; `nil` delivers it right away.
    public let trigger: UNNotificationTrigger?

    /// Creates a request with a copy of `content`; a `nil` trigger delivers right away.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
      self.identifier = identifier
      self.content = UNNotificationContent(fields: content.fields)
      self.trigger = trigger
      super.init()
    }

    /// Unavailable: a request needs an identifier and content.
    @available(*, unavailable, message: "Use init(identifier:content:trigger:)")
    public override convenience init() {
      self.init(identifier: "", content: UNNotificationContent(), trigger: nil)
    }

    /// Returns the request itself: requests never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a request with the same identifier, content and trigger.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UNNotificationRequest else { return false }
      return identifier == other.identifier && content == other.content && trigger == other.trigger
    }

    /// A hash of the identifier.
    public override var hash: Int { identifier.hashValue }
  }
#endif
