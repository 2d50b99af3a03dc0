#if !canImport(UserNotifications)
  /// How an action button behaves.
  ///
  /// Raw values are Apple's bits. Apple's `UNNotificationActionOptionNone` is spelled `[]`.
  public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The device must be unlocked before the action runs (bit 0).
    public static var authenticationRequired: UNNotificationActionOptions { .init(rawValue: 1 << 0) }
    /// The action is shown as destructive (bit 1).
    public static var destructive: UNNotificationActionOptions { .init(rawValue: 1 << 1) }
    /// The action brings the app to the foreground (bit 2).
    public static var foreground: UNNotificationActionOptions { .init(rawValue: 1 << 2) }
  }
#endif
