#if !canImport(UserNotifications)
  import NotificationCenterModel

  extension UNNotificationSetting {
    init(_ setting: DeliveryRule.Setting) {
      switch setting {
      case .enabled: self = .enabled
      case .disabled: self = .disabled
      case .notSupported: self = .notSupported
      }
    }

    var model: DeliveryRule.Setting {
      switch self {
      case .enabled: .enabled
      case .disabled: .disabled
      case .notSupported: .notSupported
      }
    }
  }

  extension UNAlertStyle {
    init(_ style: ReportedSettings.AlertStyle) {
      switch style {
      case .none: self = .none
      case .banner: self = .banner
      case .alert: self = .alert
      }
    }

    var model: ReportedSettings.AlertStyle {
      switch self {
      case .none: .none
      case .banner: .banner
      case .alert: .alert
      }
    }
  }

  extension UNShowPreviewsSetting {
    init(_ previews: ReportedSettings.Previews) {
      switch previews {
      case .always: self = .always
      case .whenAuthenticated: self = .whenAuthenticated
      case .never: self = .never
      }
    }

    var model: ReportedSettings.Previews {
      switch self {
      case .always: .always
      case .whenAuthenticated: .whenAuthenticated
      case .never: .never
      }
    }
  }

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
