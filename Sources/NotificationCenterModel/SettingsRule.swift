/// The settings iOS reports for an app with a status and the person's choices (Apple's
/// documentation, "UNNotificationSettings", "UNNotificationSetting.notSupported",
/// "Asking permission to use notifications").
///
/// The simulator and the shim both read their settings from here, so that they cannot
/// disagree.
///
/// - Not determined: nothing applies yet, so every switch is `.notSupported`.
/// - Denied: the person's switches (alerts, sounds, badges, Notification Center, lock
///   screen, CarPlay, announcements, the scheduled summary) are `.disabled`; the switches
///   that need an entitlement (critical alerts, time-sensitive, direct messages) stay
///   `.notSupported`.
/// - Quiet (provisional, or authorized and kept quiet): Notification Center `.enabled`,
///   the person's other switches `.disabled`.
/// - Authorized or ephemeral: alerts, sounds, badges, CarPlay and announcements are
///   `.enabled` when granted and `.disabled` when not; Notification Center and the lock
///   screen, which are where alerts appear, follow alerts; critical alerts and
///   time-sensitive are `.enabled` when granted, else `.notSupported`; the scheduled summary
///   is `.disabled`; direct messages `.notSupported`.
///
/// Alerts show as banners when alerts are on, else the style is `.none`; previews show
/// always; the in-app settings button is there when the app asked for it and may notify.
///
/// ```swift
/// let settings = SettingsRule.settings(for: .authorized, choices: PermissionChoices(granted: [.sound]))
/// settings.alert              // .disabled
/// settings.notificationCenter // .disabled
/// ```
package enum SettingsRule {
  /// Every setting of an app with `status`, the person having chosen `choices` (read only
  /// while the status lets the app notify).
  package static func settings(for status: PermissionStatus, choices: PermissionChoices) -> ReportedSettings {
    switch status {
    case .notDetermined:
      return ReportedSettings(status: status, every: .notSupported)
    case .denied:
      var settings = ReportedSettings(status: status, every: .disabled)
      settings.criticalAlert = .notSupported
      settings.timeSensitive = .notSupported
      settings.directMessages = .notSupported
      return settings
    case .provisional:
      return quiet(status, granted: choices.granted)
    case .authorized, .ephemeral:
      return choices.quiet ? quiet(status, granted: choices.granted) : loud(status, granted: choices.granted)
    }
  }

  /// Delivery to Notification Center only.
  private static func quiet(_ status: PermissionStatus, granted: PermissionOptions) -> ReportedSettings {
    var settings = settings(for: .denied, choices: .none)
    settings.authorizationStatus = status
    settings.notificationCenter = .enabled
    settings.providesAppNotificationSettings = granted.contains(.providesAppNotificationSettings)
    return settings
  }

  /// Delivery as the person granted it.
  private static func loud(_ status: PermissionStatus, granted: PermissionOptions) -> ReportedSettings {
    func onOff(_ option: PermissionOptions) -> DeliveryRule.Setting {
      granted.contains(option) ? .enabled : .disabled
    }
    func entitled(_ option: PermissionOptions) -> DeliveryRule.Setting {
      granted.contains(option) ? .enabled : .notSupported
    }
    var settings = ReportedSettings(status: status, every: .disabled)
    settings.alert = onOff(.alert)
    settings.sound = onOff(.sound)
    settings.badge = onOff(.badge)
    settings.notificationCenter = onOff(.alert)
    settings.lockScreen = onOff(.alert)
    settings.carPlay = onOff(.carPlay)
    settings.announcement = onOff(.announcement)
    settings.alertStyle = granted.contains(.alert) ? .banner : .none
    settings.criticalAlert = entitled(.criticalAlert)
    settings.timeSensitive = entitled(.timeSensitive)
    settings.directMessages = .notSupported
    settings.providesAppNotificationSettings = granted.contains(.providesAppNotificationSettings)
    return settings
  }
}
