#if !canImport(UserNotifications)
  /// How `userNotificationCenter(_:willPresent:)` presents a foreground notification; `[]` silences it.
  public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Apply the notification's badge.
    public static var badge: UNNotificationPresentationOptions { .init(rawValue: 1 << 0) }
    /// Play the notification's sound.
    public static var sound: UNNotificationPresentationOptions { .init(rawValue: 1 << 1) }
    /// Show the alert.
    @available(*, deprecated, message: "Deprecated on iOS 14 and macOS 11: use [.list, .banner]")
    public static var alert: UNNotificationPresentationOptions { .init(rawValue: 1 << 2) }
    /// Show the notification in Notification Center.
    public static var list: UNNotificationPresentationOptions { .init(rawValue: 1 << 3) }
    /// Show the notification as a banner.
    public static var banner: UNNotificationPresentationOptions { .init(rawValue: 1 << 4) }
  }
#endif
