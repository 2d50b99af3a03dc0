/// The sound a notification plays; `nil` on ``NotificationContent/sound`` plays none:
/// `NotificationContent(title: "Alarm", sound: .critical(named: "siren.caf", volume: 0.8))`.
public enum NotificationSound: Hashable, Sendable, Codable {
  /// The system's default sound.
  case `default`
  /// A sound file from the app's bundle or its `Library/Sounds` folder.
  case named(String)
  /// The default sound as a critical alert, which plays even when the device is muted, at
  /// `volume` (0…1) if given. Needs the critical-alert entitlement.
  case defaultCritical(volume: Float?)
  /// A sound file as a critical alert at `volume` (0…1).
  case critical(named: String, volume: Float)
}
