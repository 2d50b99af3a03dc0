#if !canImport(UserNotifications)
  /// How a notification that arrives while the app is in the foreground is presented.
  ///
  /// Returned by
  /// the delegate's `userNotificationCenter(_:willPresent:)`;
  /// `[]` silences it. Raw values are Apple's bits.
  public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Apply the notification's badge (bit 0).
    public static var badge: UNNotificationPresentationOptions { .init(rawValue: 1 << 0) }
    /// Play the notification's sound (bit 1).
    public static var sound: UNNotificationPresentationOptions { .init(rawValue: 1 << 1) }
    /// Show the alert (bit 2).
    @available(*, deprecated, message: "Deprecated on iOS 14 and macOS 11: use [.list, .banner]")
    public static var alert: UNNotificationPresentationOptions { .init(rawValue: 1 << 2) }
    /// Show the notification in Notification Center (iOS 14, macOS 11; bit 3).
    public static var list: UNNotificationPresentationOptions { .init(rawValue: 1 << 3) }
    /// Show the notification as a banner (iOS 14, macOS 11; bit 4).
    public static var banner: UNNotificationPresentationOptions { .init(rawValue: 1 << 4) }
  }
#endif
