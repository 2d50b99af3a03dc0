import NiceNotifications
import NotificationCenterModel

extension NotificationSettings {
  /// The settings the model reports, as the app reads them.
  init(_ reported: ReportedSettings) {
    func setting(_ value: DeliveryRule.Setting) -> NotificationSetting {
      switch value {
      case .enabled: .enabled
      case .disabled: .disabled
      case .notSupported: .notSupported
      }
    }
    let alertStyle: AlertStyle =
      switch reported.alertStyle {
      case .none: .none
      case .banner: .banner
      case .alert: .alert
      }
    let previews: ShowPreviewsSetting =
      switch reported.showPreviews {
      case .always: .always
      case .whenAuthenticated: .whenAuthenticated
      case .never: .never
      }
    self.init(
      authorizationStatus: AuthorizationStatus(reported.authorizationStatus),
      alertSetting: setting(reported.alert), soundSetting: setting(reported.sound),
      badgeSetting: setting(reported.badge), notificationCenterSetting: setting(reported.notificationCenter),
      lockScreenSetting: setting(reported.lockScreen), carPlaySetting: setting(reported.carPlay),
      criticalAlertSetting: setting(reported.criticalAlert),
      timeSensitiveSetting: setting(reported.timeSensitive),
      alertStyle: alertStyle, showPreviewsSetting: previews,
      providesAppNotificationSettings: reported.providesAppNotificationSettings,
      scheduledDeliverySetting: setting(reported.scheduledDelivery),
      directMessagesSetting: setting(reported.directMessages))
  }
}

extension AuthorizationStatus {
  /// The package's status for the model's.
  init(_ status: PermissionStatus) {
    switch status {
    case .notDetermined: self = .notDetermined
    case .denied: self = .denied
    case .authorized: self = .authorized
    case .provisional: self = .provisional
    case .ephemeral: self = .ephemeral
    }
  }

  /// The model's status.
  var model: PermissionStatus {
    switch self {
    case .notDetermined: .notDetermined
    case .denied: .denied
    case .authorized: .authorized
    case .provisional: .provisional
    case .ephemeral: .ephemeral
    }
  }
}

extension AuthorizationOptions {
  /// The model's options: the bits are the same.
  var model: PermissionOptions { PermissionOptions(rawValue: rawValue) }
}

extension PromptAnswer {
  /// The model's answer.
  var model: PromptRule.Answer {
    switch self {
    case .allow: .allow
    case .deny: .deny
    case .allowOnly(let allowed): .allowOnly(allowed.model)
    }
  }
}
