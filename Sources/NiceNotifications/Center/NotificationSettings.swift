/// Whether one kind of presentation is on, as the person set it:
/// `let alertsOn = settings.alertSetting == .enabled`.
public enum NotificationSetting: String, Hashable, Sendable, Codable {
  /// The device does not have it.
  case notSupported
  /// Turned off.
  case disabled
  /// Turned on.
  case enabled
}

/// How alerts appear when they are on: `if settings.alertStyle == .banner { showBannerTip() }`.
public enum AlertStyle: String, Hashable, Sendable, Codable {
  /// No alert on screen.
  case none
  /// A banner that goes away by itself.
  case banner
  /// An alert that stays until acted on.
  case alert
}

/// When previews of notification content are shown:
/// `let hidesPreviews = settings.showPreviewsSetting == .never`.
public enum ShowPreviewsSetting: String, Hashable, Sendable, Codable {
  /// Always.
  case always
  /// When the device is unlocked.
  case whenAuthenticated
  /// Never.
  case never
}

/// The person's notification settings for the app, the authorization and each switch in Settings:
/// `let content = settings.alertSetting == .enabled ? alertContent : NotificationContent(badge: 3)`.
public struct NotificationSettings: Hashable, Sendable, Codable {
  /// Whether the app may post.
  public var authorizationStatus: AuthorizationStatus
  /// Alerts.
  public var alertSetting: NotificationSetting
  /// Sounds.
  public var soundSetting: NotificationSetting
  /// The app icon's badge.
  public var badgeSetting: NotificationSetting
  /// The list in Notification Center.
  public var notificationCenterSetting: NotificationSetting
  /// The lock screen.
  public var lockScreenSetting: NotificationSetting
  /// CarPlay.
  public var carPlaySetting: NotificationSetting
  /// Critical alerts.
  public var criticalAlertSetting: NotificationSetting
  /// Time-sensitive notifications.
  public var timeSensitiveSetting: NotificationSetting
  /// How alerts look.
  public var alertStyle: AlertStyle
  /// When previews show.
  public var showPreviewsSetting: ShowPreviewsSetting
  /// Whether the app shows its own notification settings.
  public var providesAppNotificationSettings: Bool
  /// Delivery in the scheduled summary instead of at once.
  public var scheduledDeliverySetting: NotificationSetting
  /// Direct messages: whether communication notifications may break through a Focus.
  public var directMessagesSetting: NotificationSetting

  /// The settings of an app that has not asked, as iOS reports them: every switch `.notSupported`.
  public static let notDetermined = NotificationSettings(
    authorizationStatus: .notDetermined, alertSetting: .notSupported, soundSetting: .notSupported,
    badgeSetting: .notSupported,
    notificationCenterSetting: .notSupported, lockScreenSetting: .notSupported, carPlaySetting: .notSupported,
    criticalAlertSetting: .notSupported, timeSensitiveSetting: .notSupported, alertStyle: .none,
    showPreviewsSetting: .always, providesAppNotificationSettings: false)

  /// Creates settings from each value the platform reports.
  ///
  /// ```swift
  /// let settings = NotificationSettings(
  ///   authorizationStatus: .authorized, alertSetting: .enabled, soundSetting: .enabled,
  ///   badgeSetting: .enabled, notificationCenterSetting: .enabled, lockScreenSetting: .enabled,
  ///   carPlaySetting: .notSupported, criticalAlertSetting: .notSupported,
  ///   timeSensitiveSetting: .notSupported, alertStyle: .banner, showPreviewsSetting: .always,
  ///   providesAppNotificationSettings: false)
  /// ```
  public init(
    authorizationStatus: AuthorizationStatus, alertSetting: NotificationSetting,
    soundSetting: NotificationSetting,
    badgeSetting: NotificationSetting, notificationCenterSetting: NotificationSetting,
    lockScreenSetting: NotificationSetting, carPlaySetting: NotificationSetting,
    criticalAlertSetting: NotificationSetting, timeSensitiveSetting: NotificationSetting,
    alertStyle: AlertStyle,
    showPreviewsSetting: ShowPreviewsSetting, providesAppNotificationSettings: Bool,
    scheduledDeliverySetting: NotificationSetting = .notSupported,
    directMessagesSetting: NotificationSetting = .notSupported
  ) {
    self.authorizationStatus = authorizationStatus
    self.alertSetting = alertSetting
    self.soundSetting = soundSetting
    self.badgeSetting = badgeSetting
    self.notificationCenterSetting = notificationCenterSetting
    self.lockScreenSetting = lockScreenSetting
    self.carPlaySetting = carPlaySetting
    self.criticalAlertSetting = criticalAlertSetting
    self.timeSensitiveSetting = timeSensitiveSetting
    self.alertStyle = alertStyle
    self.showPreviewsSetting = showPreviewsSetting
    self.providesAppNotificationSettings = providesAppNotificationSettings
    self.scheduledDeliverySetting = scheduledDeliverySetting
    self.directMessagesSetting = directMessagesSetting
  }

  /// Decodes settings; missing scheduled-delivery and direct-message switches read as `.notSupported`.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      authorizationStatus: try values.decode(AuthorizationStatus.self, forKey: .authorizationStatus),
      alertSetting: try values.decode(NotificationSetting.self, forKey: .alertSetting),
      soundSetting: try values.decode(NotificationSetting.self, forKey: .soundSetting),
      badgeSetting: try values.decode(NotificationSetting.self, forKey: .badgeSetting),
      notificationCenterSetting: try values.decode(
        NotificationSetting.self, forKey: .notificationCenterSetting),
      lockScreenSetting: try values.decode(NotificationSetting.self, forKey: .lockScreenSetting),
      carPlaySetting: try values.decode(NotificationSetting.self, forKey: .carPlaySetting),
      criticalAlertSetting: try values.decode(NotificationSetting.self, forKey: .criticalAlertSetting),
      timeSensitiveSetting: try values.decode(NotificationSetting.self, forKey: .timeSensitiveSetting),
      alertStyle: try values.decode(AlertStyle.self, forKey: .alertStyle),
      showPreviewsSetting: try values.decode(ShowPreviewsSetting.self, forKey: .showPreviewsSetting),
      providesAppNotificationSettings: try values.decode(Bool.self, forKey: .providesAppNotificationSettings),
      scheduledDeliverySetting: try values.decodeIfPresent(
        NotificationSetting.self, forKey: .scheduledDeliverySetting)
        ?? .notSupported,
      directMessagesSetting: try values.decodeIfPresent(
        NotificationSetting.self, forKey: .directMessagesSetting)
        ?? .notSupported)
  }
}
