#if !canImport(UserNotifications)
  /// How urgently a notification may interrupt the person (iOS 15, macOS 12).
  public enum UNNotificationInterruptionLevel: UInt, Sendable {
    /// Added to the list quietly, without lighting the screen or playing a sound. Raw value 0.
    case passive = 0
    /// Presented immediately, with sound, as notifications usually are. Raw value 1.
    case active = 1
    /// Presented immediately, breaking through Focus and scheduled summaries. Raw value 2.
    case timeSensitive = 2
    /// Presented immediately, with sound even when muted; needs an entitlement. Raw value 3.
    case critical = 3
  }
#endif
