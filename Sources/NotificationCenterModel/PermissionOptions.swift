/// What an app asks permission for, with `UNAuthorizationOptions`'s bits.
///
/// ```swift
/// let asked: PermissionOptions = [.alert, .sound, .provisional]
/// asked.rawValue // 70
/// ```
package struct PermissionOptions: OptionSet, Sendable, Hashable {
  /// The bits, equal to `UNAuthorizationOptions`'s raw values.
  package let rawValue: UInt

  /// Options from raw bits.
  package init(rawValue: UInt) { self.rawValue = rawValue }

  /// The app icon's badge.
  package static let badge = PermissionOptions(rawValue: 1 << 0)
  /// Sounds.
  package static let sound = PermissionOptions(rawValue: 1 << 1)
  /// Alerts.
  package static let alert = PermissionOptions(rawValue: 1 << 2)
  /// CarPlay.
  package static let carPlay = PermissionOptions(rawValue: 1 << 3)
  /// Critical alerts (an entitlement).
  package static let criticalAlert = PermissionOptions(rawValue: 1 << 4)
  /// A button to the app's own notification settings.
  package static let providesAppNotificationSettings = PermissionOptions(rawValue: 1 << 5)
  /// Quiet delivery without a prompt.
  package static let provisional = PermissionOptions(rawValue: 1 << 6)
  /// Siri announcements (deprecated by Apple, still a bit).
  package static let announcement = PermissionOptions(rawValue: 1 << 7)
  /// Time-sensitive delivery (deprecated by Apple, still a bit).
  package static let timeSensitive = PermissionOptions(rawValue: 1 << 8)
  /// Alert, sound and badge: what most apps ask for, and what an app given a status from
  /// outside (an App Clip's ephemeral status, a test's starting state) is taken to have.
  package static let standard: PermissionOptions = [.alert, .sound, .badge]
}
