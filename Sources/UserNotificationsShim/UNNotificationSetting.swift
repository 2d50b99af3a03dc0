#if !canImport(UserNotifications)
  /// The state of one notification feature (sound, badge, lock screen, …) in the app's settings.
  public enum UNNotificationSetting: Int, Sendable {
    /// The feature does not apply to this app or device.
    case notSupported = 0
    /// The feature is turned off.
    case disabled = 1
    /// The feature is turned on.
    case enabled = 2
  }
#endif
