#if !canImport(UserNotifications)
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

    /// The settings of an app whose status is `status` after the person granted `options`.
    ///
    /// Apple does not document these combinations; the shim's choice is:
    /// - `.notDetermined`: every feature `.notSupported`, alert style `.none`.
    /// - `.denied`: every feature `.disabled`, alert style `.none`.
    /// - `.provisional`: quiet delivery — Notification Center `.enabled`, everything else
    ///   `.disabled`, alert style `.none`.
    /// - `.authorized`, `.ephemeral`: alert, sound, badge and CarPlay follow `options`
    ///   (`.enabled` or `.disabled`); Notification Center and lock screen `.enabled`; alert
    ///   style `.banner` when alerts are granted; critical alerts and time-sensitive
    ///   `.enabled` only when asked for, else `.notSupported` (they need entitlements);
    ///   announcements `.enabled` only when asked for, else `.disabled`; scheduled delivery
    ///   `.disabled`; direct messages `.notSupported`.
    ///
    /// Previews are `.always` in every case.
    static func derived(status: UNAuthorizationStatus, options: UNAuthorizationOptions) -> SettingsValues {
      switch status {
      case .notDetermined:
        return uniform(status: status, .notSupported)
      case .denied:
        return uniform(status: status, .disabled)
      case .provisional:
        var values = uniform(status: status, .disabled)
        values.notificationCenterSetting = .enabled
        return values
      case .authorized, .ephemeral:
        func granted(_ option: UNAuthorizationOptions, else otherwise: UNNotificationSetting)
          -> UNNotificationSetting
        {
          options.contains(option) ? .enabled : otherwise
        }
        return SettingsValues(
          authorizationStatus: status,
          soundSetting: granted(.sound, else: .disabled),
          badgeSetting: granted(.badge, else: .disabled),
          alertSetting: granted(.alert, else: .disabled),
          notificationCenterSetting: .enabled,
          lockScreenSetting: .enabled,
          carPlaySetting: granted(.carPlay, else: .disabled),
          alertStyle: options.contains(.alert) ? .banner : .none,
          showPreviewsSetting: .always,
          criticalAlertSetting: granted(.criticalAlert, else: .notSupported),
          providesAppNotificationSettings: options.contains(.providesAppNotificationSettings),
          announcementSetting: granted(announcementOption, else: .disabled),
          timeSensitiveSetting: granted(timeSensitiveOption, else: .notSupported),
          scheduledDeliverySetting: .disabled,
          directMessagesSetting: .notSupported
        )
      }
    }

    /// `UNAuthorizationOptions.announcement`, named without its deprecation warning.
    private static let announcementOption = UNAuthorizationOptions(rawValue: 1 << 7)
    /// `UNAuthorizationOptions.timeSensitive`, named without its deprecation warning.
    private static let timeSensitiveOption = UNAuthorizationOptions(rawValue: 1 << 8)

    private static func uniform(status: UNAuthorizationStatus, _ setting: UNNotificationSetting)
      -> SettingsValues
    {
      SettingsValues(
        authorizationStatus: status,
        soundSetting: setting,
        badgeSetting: setting,
        alertSetting: setting,
        notificationCenterSetting: setting,
        lockScreenSetting: setting,
        carPlaySetting: setting,
        alertStyle: .none,
        showPreviewsSetting: .always,
        criticalAlertSetting: setting,
        providesAppNotificationSettings: false,
        announcementSetting: setting,
        timeSensitiveSetting: setting,
        scheduledDeliverySetting: setting,
        directMessagesSetting: setting
      )
    }
  }
#endif
