#if !canImport(UserNotifications)
  /// The kinds of interaction an app asks permission for.
  ///
  /// ```swift
  /// let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge])
  /// ```
  ///
  /// Raw values are Apple's bits. Apple's `UNAuthorizationOptionNone` is spelled `[]`.
  public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Update the app's badge (bit 0).
    public static var badge: UNAuthorizationOptions { .init(rawValue: 1 << 0) }
    /// Play sounds (bit 1).
    public static var sound: UNAuthorizationOptions { .init(rawValue: 1 << 1) }
    /// Show alerts (bit 2).
    public static var alert: UNAuthorizationOptions { .init(rawValue: 1 << 2) }
    /// Show notifications in CarPlay (bit 3).
    public static var carPlay: UNAuthorizationOptions { .init(rawValue: 1 << 3) }
    /// Play sounds for critical alerts, even when muted (iOS 12; bit 4).
    public static var criticalAlert: UNAuthorizationOptions { .init(rawValue: 1 << 4) }
    /// Show a button for the app's own notification settings (iOS 12; bit 5).
    public static var providesAppNotificationSettings: UNAuthorizationOptions { .init(rawValue: 1 << 5) }
    /// Deliver quietly without asking first (iOS 12; bit 6).
    public static var provisional: UNAuthorizationOptions { .init(rawValue: 1 << 6) }
    /// Let Siri read notifications aloud (iOS 13; bit 7).
    @available(*, deprecated, message: "Deprecated on iOS 15: announcement authorization is always included")
    public static var announcement: UNAuthorizationOptions { .init(rawValue: 1 << 7) }
    /// Time-sensitive notifications (iOS 15; bit 8).
    @available(*, deprecated, message: "Deprecated on iOS 15: use the time-sensitive entitlement instead")
    public static var timeSensitive: UNAuthorizationOptions { .init(rawValue: 1 << 8) }
  }
#endif
