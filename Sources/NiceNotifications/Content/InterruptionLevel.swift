/// How urgently a notification may interrupt, as the platform's interruption levels:
/// `content.interruptionLevel = .timeSensitive`.
public enum InterruptionLevel: String, Hashable, Sendable, Codable, CaseIterable {
  /// Added to the notification list without lighting the screen or playing a sound.
  case passive
  /// Presented immediately, lighting the screen and able to play a sound (the default).
  case active
  /// Presented immediately, and able to break through Focus.
  case timeSensitive
  /// Presented immediately, breaking through Focus and the mute switch. Needs an entitlement.
  case critical
}
