#if !canImport(UserNotifications)
  /// How urgently a notification may interrupt the person.
  public enum UNNotificationInterruptionLevel: UInt, Sendable {
    /// Added to the list quietly, without lighting the screen or playing a sound.
    case passive = 0
    /// Presented immediately, with sound, as notifications usually are.
    case active = 1
    /// Presented immediately, breaking through Focus and scheduled summaries.
    case timeSensitive = 2
    /// Presented immediately, with sound even when muted; needs an entitlement.
    case critical = 3
  }
#endif
