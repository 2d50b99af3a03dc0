#if !canImport(UserNotifications)
  import NotificationCenterModel

  extension DeliveryRule.Settings {
    init(_ values: SettingsValues) {
      func setting(_ value: UNNotificationSetting) -> DeliveryRule.Setting {
        switch value {
        case .enabled: .enabled
        case .disabled: .disabled
        default: .notSupported
        }
      }
      let status = values.authorizationStatus
      self.init(
        allowsDelivery: status == .authorized || status == .provisional || status == .ephemeral,
        isProvisional: status == .provisional,
        alert: setting(values.alertSetting), alertStyleShows: values.alertStyle != .none,
        sound: setting(values.soundSetting), badge: setting(values.badgeSetting),
        notificationCenter: setting(values.notificationCenterSetting))
    }
  }
#endif
