#if !canImport(UserNotifications)
  /// How an action button behaves, with Apple's bits; none is `[]`.
  public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The device must be unlocked before the action runs.
    public static var authenticationRequired: UNNotificationActionOptions { .init(rawValue: 1 << 0) }
    /// The action is shown as destructive.
    public static var destructive: UNNotificationActionOptions { .init(rawValue: 1 << 1) }
    /// The action brings the app to the foreground.
    public static var foreground: UNNotificationActionOptions { .init(rawValue: 1 << 2) }
  }
#endif
