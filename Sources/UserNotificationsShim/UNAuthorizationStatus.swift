#if !canImport(UserNotifications)
  /// Whether the app may schedule and post notifications, as the person decided.
  ///
  /// Raw values are Apple's. Shim: the status changes only through
  /// ``UNUserNotificationCenter/requestAuthorization(options:completionHandler:)`` and the
  /// center's `_shim…` test hooks.
  public enum UNAuthorizationStatus: Int, Sendable {
    /// The person has not yet been asked. Raw value 0.
    case notDetermined = 0
    /// The person refused notifications. Raw value 1.
    case denied = 1
    /// The person allowed notifications. Raw value 2.
    case authorized = 2
    /// Notifications are delivered quietly until the person keeps or turns them off. Raw value 3.
    case provisional = 3
    /// App Clip authorization for a limited time. Raw value 4.
    case ephemeral = 4
  }
#endif
