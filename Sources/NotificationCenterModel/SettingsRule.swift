/// The settings iOS reports for an app with a status and the person's choices.
package enum SettingsRule {
  /// Every setting of an app with `status`; `choices` count only while the app may notify.
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

  private static func quiet(_ status: PermissionStatus, granted: PermissionOptions) -> ReportedSettings {
    var settings = settings(for: .denied, choices: .none)
    settings.authorizationStatus = status
    settings.notificationCenter = .enabled
    settings.providesAppNotificationSettings = granted.contains(.providesAppNotificationSettings)
    return settings
  }

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
