#if !os(tvOS)
  #if canImport(UserNotifications)
    import UserNotifications
  #else
    import UserNotificationsShim
  #endif

  // The platform's enums are open on Apple platforms and closed in the shim. Each switch
  // below names all but one case and lets `default` take that one and any case a later SDK
  // adds, so that it compiles without warnings over both.

  extension NotificationSettings {
    /// The platform's settings.
    ///
    /// Scheduled delivery and direct messages are read on every platform but tvOS (iOS 15,
    /// macOS 12, watchOS 8, the package's minimums). A switch that a platform does not have
    /// reads `.notSupported` (`alertStyle` `.none`):
    /// CarPlay outside iOS; badges, alert style, lock screen, previews and the in-app
    /// settings button on watchOS.
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
    /// The platform's status.
    ///
    /// `.ephemeral` (raw value 4) exists on iOS and visionOS only, so it is matched by raw
    /// value. A status a later SDK adds reads as `.notDetermined`: a strategy that asks
    /// then asks the platform, which answers with its stored decision without prompting.
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
    /// The platform's setting; `.notSupported` for a value a later SDK adds.
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
      /// The platform's alert style; `.none` for a style a later SDK adds.
      init(_ style: UNAlertStyle) {
        switch style {
        case .banner: self = .banner
        case .alert: self = .alert
        default: self = .none
        }
      }
    }

    extension ShowPreviewsSetting {
      /// The platform's previews setting; `.always`, the platform's default, for a value a
      /// later SDK adds.
      init(_ setting: UNShowPreviewsSetting) {
        switch setting {
        case .whenAuthenticated: self = .whenAuthenticated
        case .never: self = .never
        default: self = .always
        }
      }
    }
  #endif

  extension UNAuthorizationOptions {
    /// The platform's options: the bits are the same.
    init(_ options: AuthorizationOptions) {
      self.init(rawValue: options.rawValue)
    }
  }
#endif
