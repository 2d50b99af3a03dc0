/// Every value `UNNotificationSettings` reports for an app.
///
/// ```swift
/// let settings = SettingsRule.settings(for: .authorized, choices: PermissionChoices(granted: .standard))
/// settings.alertStyle // .banner
/// ```
package struct ReportedSettings: Sendable, Equatable {
  /// How alerts look, as `UNAlertStyle` has it.
  package enum AlertStyle: Sendable, Equatable {
    /// Nothing on screen.
    case none
    /// A banner that goes by itself.
    case banner
    /// An alert that stays.
    case alert
  }

  /// When previews show, as `UNShowPreviewsSetting` has it.
  package enum Previews: Sendable, Equatable {
    /// Always.
    case always
    /// When the device is unlocked.
    case whenAuthenticated
    /// Never.
    case never
  }

  /// Whether the app may notify.
  package var authorizationStatus: PermissionStatus
  /// Alerts.
  package var alert: DeliveryRule.Setting
  /// Sounds.
  package var sound: DeliveryRule.Setting
  /// The badge.
  package var badge: DeliveryRule.Setting
  /// Notification Center.
  package var notificationCenter: DeliveryRule.Setting
  /// The lock screen.
  package var lockScreen: DeliveryRule.Setting
  /// CarPlay.
  package var carPlay: DeliveryRule.Setting
  /// How alerts look.
  package var alertStyle: AlertStyle
  /// When previews show.
  package var showPreviews: Previews
  /// Critical alerts.
  package var criticalAlert: DeliveryRule.Setting
  /// Whether the system shows a button to the app's own notification settings.
  package var providesAppNotificationSettings: Bool
  /// Siri announcements.
  package var announcement: DeliveryRule.Setting
  /// Time-sensitive notifications.
  package var timeSensitive: DeliveryRule.Setting
  /// The scheduled summary.
  package var scheduledDelivery: DeliveryRule.Setting
  /// Direct messages breaking through a Focus.
  package var directMessages: DeliveryRule.Setting

  /// Settings with every switch `setting`, alert style `.none`, previews `.always`, no
  /// in-app settings button.
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
