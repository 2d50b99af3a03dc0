/// Every value `UNNotificationSettings` reports for an app.
package struct ReportedSettings: Sendable, Equatable {
  package enum AlertStyle: Sendable, Equatable {
    case none
    /// A banner that goes by itself.
    case banner
    /// An alert that stays.
    case alert
  }

  package enum Previews: Sendable, Equatable {
    case always
    /// When the device is unlocked.
    case whenAuthenticated
    case never
  }

  package var authorizationStatus: PermissionStatus
  package var alert: DeliveryRule.Setting
  package var sound: DeliveryRule.Setting
  package var badge: DeliveryRule.Setting
  package var notificationCenter: DeliveryRule.Setting
  package var lockScreen: DeliveryRule.Setting
  package var carPlay: DeliveryRule.Setting
  package var alertStyle: AlertStyle
  package var showPreviews: Previews
  package var criticalAlert: DeliveryRule.Setting
  /// Whether the system shows a button to the app's own notification settings.
  package var providesAppNotificationSettings: Bool
  package var announcement: DeliveryRule.Setting
  package var timeSensitive: DeliveryRule.Setting
  package var scheduledDelivery: DeliveryRule.Setting
  /// Direct messages breaking through a Focus.
  package var directMessages: DeliveryRule.Setting

  /// Every switch `setting`, alert style `.none`, previews `.always`, no in-app settings button.
  package init(status: PermissionStatus, every setting: DeliveryRule.Setting) {
    authorizationStatus = status
    alert = setting
    sound = setting
    badge = setting
    notificationCenter = setting
    lockScreen = setting
    carPlay = setting
    alertStyle = .none
    showPreviews = .always
    criticalAlert = setting
    providesAppNotificationSettings = false
    announcement = setting
    timeSensitive = setting
    scheduledDelivery = setting
    directMessages = setting
  }
}
