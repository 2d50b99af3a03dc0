#if !canImport(UserNotifications)
  /// The kinds of interaction an app asks permission for, with Apple's bits; none is `[]`.
  public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Update the app's badge.
    public static var badge: UNAuthorizationOptions { .init(rawValue: 1 << 0) }
    /// Play sounds.
    public static var sound: UNAuthorizationOptions { .init(rawValue: 1 << 1) }
    /// Show alerts.
    public static var alert: UNAuthorizationOptions { .init(rawValue: 1 << 2) }
    /// Show notifications in CarPlay.
    public static var carPlay: UNAuthorizationOptions { .init(rawValue: 1 << 3) }
    /// Play sounds for critical alerts, even when muted.
    public static var criticalAlert: UNAuthorizationOptions { .init(rawValue: 1 << 4) }
    /// Show a button for the app's own notification settings.
    public static var providesAppNotificationSettings: UNAuthorizationOptions { .init(rawValue: 1 << 5) }
    /// Deliver quietly without asking first.
    public static var provisional: UNAuthorizationOptions { .init(rawValue: 1 << 6) }
    /// Let Siri read notifications aloud.
    @available(*, deprecated, message: "Deprecated on iOS 15: announcement authorization is always included")
    public static var announcement: UNAuthorizationOptions { .init(rawValue: 1 << 7) }
    /// Time-sensitive notifications.
    @available(*, deprecated, message: "Deprecated on iOS 15: use the time-sensitive entitlement instead")
    public static var timeSensitive: UNAuthorizationOptions { .init(rawValue: 1 << 8) }
  }
#endif
