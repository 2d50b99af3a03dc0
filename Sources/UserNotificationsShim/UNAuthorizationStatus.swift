#if !canImport(UserNotifications)
  /// Whether the app may schedule and post notifications, as the person decided.
  public enum UNAuthorizationStatus: Int, Sendable {
    /// The person has not yet been asked.
    case notDetermined = 0
    /// The person refused notifications.
    case denied = 1
    /// The person allowed notifications.
    case authorized = 2
    /// Notifications are delivered quietly until the person keeps or turns them off.
    case provisional = 3
    /// App Clip authorization for a limited time.
    case ephemeral = 4
  }
#endif
