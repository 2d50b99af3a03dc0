import NiceNotifications
import NotificationCenterModel

extension DeliveryRule.Settings {
  init(_ settings: NotificationSettings) {
    func setting(_ value: NotificationSetting) -> DeliveryRule.Setting {
      switch value {
      case .enabled: .enabled
      case .disabled: .disabled
      case .notSupported: .notSupported
      }
    }
    self.init(
      status: settings.authorizationStatus.model,
      alert: setting(settings.alertSetting), alertStyleShows: settings.alertStyle != .none,
      sound: setting(settings.soundSetting), badge: setting(settings.badgeSetting),
      notificationCenter: setting(settings.notificationCenterSetting))
  }
}

extension DeliveryRule.ForegroundOptions {
  init(_ options: PresentationOptions) {
    self.init(
      banner: options.contains(.banner), list: options.contains(.list), sound: options.contains(.sound),
      badge: options.contains(.badge))
  }
}
