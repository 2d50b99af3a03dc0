import NiceNotifications
import NotificationCenterModel

extension NotificationSettings {
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
  init(_ status: PermissionStatus) {
    switch status {
    case .notDetermined: self = .notDetermined
    case .denied: self = .denied
    case .authorized: self = .authorized
    case .provisional: self = .provisional
    case .ephemeral: self = .ephemeral
    }
  }

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
  var model: PermissionOptions { PermissionOptions(rawValue: rawValue) }
}

extension PromptAnswer {
  var model: PromptRule.Answer {
    switch self {
    case .allow: .allow
    case .deny: .deny
    case .allowOnly(let allowed): .allowOnly(allowed.model)
    }
  }
}
