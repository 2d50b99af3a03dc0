#if !os(tvOS)
  #if canImport(UserNotifications)
    import UserNotifications
  #else
    import UserNotificationsShim
  #endif

  // The platform's enums are open on Apple platforms and closed in the shim: each switch lets
  // `default` take one named case and any a later SDK adds, so it compiles without warnings.

  extension NotificationSettings {
    /// The platform's settings; a switch a platform does not have reads `.notSupported`
    /// (`alertStyle` `.none`): CarPlay outside iOS; badges, alert style, lock screen, previews
    /// and the in-app settings button on watchOS.
    init(_ settings: UNNotificationSettings) {
      self.init(
        authorizationStatus: AuthorizationStatus(settings.authorizationStatus),
        alertSetting: NotificationSetting(settings.alertSetting),
        soundSetting: NotificationSetting(settings.soundSetting),
        badgeSetting: .notSupported,
        notificationCenterSetting: NotificationSetting(settings.notificationCenterSetting),
        lockScreenSetting: .notSupported, carPlaySetting: .notSupported,
        criticalAlertSetting: NotificationSetting(settings.criticalAlertSetting),
        timeSensitiveSetting: NotificationSetting(settings.timeSensitiveSetting), alertStyle: .none,
        showPreviewsSetting: .always, providesAppNotificationSettings: false)
      scheduledDeliverySetting = NotificationSetting(settings.scheduledDeliverySetting)
      directMessagesSetting = NotificationSetting(settings.directMessagesSetting)
      #if !os(watchOS)
        badgeSetting = NotificationSetting(settings.badgeSetting)
        lockScreenSetting = NotificationSetting(settings.lockScreenSetting)
        alertStyle = AlertStyle(settings.alertStyle)
        showPreviewsSetting = ShowPreviewsSetting(settings.showPreviewsSetting)
        providesAppNotificationSettings = settings.providesAppNotificationSettings
      #endif
      #if os(iOS) || !canImport(UserNotifications)
        carPlaySetting = NotificationSetting(settings.carPlaySetting)
      #endif
    }
  }

  extension AuthorizationStatus {
    /// The platform's status, `.ephemeral` (iOS and visionOS only) matched by raw value 4; a
    /// status a later SDK adds reads as `.notDetermined`, so asking gets the stored decision.
    init(_ status: UNAuthorizationStatus) {
      switch status {
      case .denied: self = .denied
      case .authorized: self = .authorized
      case .provisional: self = .provisional
      default: self = status.rawValue == 4 ? .ephemeral : .notDetermined
      }
    }
  }

  extension NotificationSetting {
    /// `.notSupported` stands for a value a later SDK adds.
    init(_ setting: UNNotificationSetting) {
      switch setting {
      case .enabled: self = .enabled
      case .disabled: self = .disabled
      default: self = .notSupported
      }
    }
  }

  #if !os(watchOS)
    extension AlertStyle {
      /// `.none` stands for a style a later SDK adds.
      init(_ style: UNAlertStyle) {
        switch style {
        case .banner: self = .banner
        case .alert: self = .alert
        default: self = .none
        }
      }
    }

    extension ShowPreviewsSetting {
      /// `.always`, the platform's default, stands for a value a later SDK adds.
      init(_ setting: UNShowPreviewsSetting) {
        switch setting {
        case .whenAuthenticated: self = .whenAuthenticated
        case .never: self = .never
        default: self = .always
        }
      }
    }
  #endif
#endif
