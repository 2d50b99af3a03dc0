#if !canImport(UserNotifications)
  import NotificationCenterModel

  /// The values a ``UNNotificationSettings`` reports, as the center stores them.
  struct SettingsValues: Equatable, Sendable {
    var authorizationStatus: UNAuthorizationStatus
    var soundSetting: UNNotificationSetting
    var badgeSetting: UNNotificationSetting
    var alertSetting: UNNotificationSetting
    var notificationCenterSetting: UNNotificationSetting
    var lockScreenSetting: UNNotificationSetting
    var carPlaySetting: UNNotificationSetting
    var alertStyle: UNAlertStyle
    var showPreviewsSetting: UNShowPreviewsSetting
    var criticalAlertSetting: UNNotificationSetting
    var providesAppNotificationSettings: Bool
    var announcementSetting: UNNotificationSetting
    var timeSensitiveSetting: UNNotificationSetting
    var scheduledDeliverySetting: UNNotificationSetting
    var directMessagesSetting: UNNotificationSetting
  }

  extension SettingsValues {
    /// The settings of an app with `status` whose person granted `options`, by the model's rule.
    static func derived(status: UNAuthorizationStatus, options: UNAuthorizationOptions) -> SettingsValues {
      SettingsValues(
        SettingsRule.settings(
          for: status.model,
          choices: PermissionChoices(granted: PermissionOptions(rawValue: options.rawValue))))
    }

    init(_ reported: ReportedSettings) {
      func setting(_ value: DeliveryRule.Setting) -> UNNotificationSetting {
        switch value {
        case .enabled: .enabled
        case .disabled: .disabled
        case .notSupported: .notSupported
        }
      }
      authorizationStatus = UNAuthorizationStatus(reported.authorizationStatus)
      soundSetting = setting(reported.sound)
      badgeSetting = setting(reported.badge)
      alertSetting = setting(reported.alert)
      notificationCenterSetting = setting(reported.notificationCenter)
      lockScreenSetting = setting(reported.lockScreen)
      carPlaySetting = setting(reported.carPlay)
      alertStyle =
        switch reported.alertStyle {
        case .none: .none
        case .banner: .banner
        case .alert: .alert
        }
      showPreviewsSetting =
        switch reported.showPreviews {
        case .always: .always
        case .whenAuthenticated: .whenAuthenticated
        case .never: .never
        }
      criticalAlertSetting = setting(reported.criticalAlert)
      providesAppNotificationSettings = reported.providesAppNotificationSettings
      announcementSetting = setting(reported.announcement)
      timeSensitiveSetting = setting(reported.timeSensitive)
      scheduledDeliverySetting = setting(reported.scheduledDelivery)
      directMessagesSetting = setting(reported.directMessages)
    }
  }
#endif

#if !canImport(UserNotifications)
  extension UNAuthorizationStatus {
    var model: PermissionStatus {
      switch self {
      case .notDetermined: .notDetermined
      case .denied: .denied
      case .authorized: .authorized
      case .provisional: .provisional
      case .ephemeral: .ephemeral
      }
    }

    init(_ status: PermissionStatus) {
      switch status {
      case .notDetermined: self = .notDetermined
      case .denied: self = .denied
      case .authorized: self = .authorized
      case .provisional: self = .provisional
      case .ephemeral: self = .ephemeral
      }
    }
  }
#endif
