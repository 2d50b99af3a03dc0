#if !canImport(UserNotifications)
  public import Foundation
  import NotificationCenterModel

  /// The app's notification authorization and feature settings at one moment, as the center reports them.
  public final class UNNotificationSettings: NSObject, NSCopying {
    let values: ReportedSettings

    init(values: ReportedSettings) {
      self.values = values
      super.init()
    }

    /// Unavailable: the center makes settings.
    @available(*, unavailable, message: "Read settings from UNUserNotificationCenter")
    public override convenience init() {
      self.init(values: SettingsRule.settings(for: .notDetermined, choices: .none))
    }

    /// Whether the app may post notifications.
    public var authorizationStatus: UNAuthorizationStatus { .init(values.authorizationStatus) }
    /// Whether notifications may play sounds (not on tvOS).
    public var soundSetting: UNNotificationSetting { .init(values.sound) }
    /// Whether notifications may badge the app icon (not on watchOS).
    public var badgeSetting: UNNotificationSetting { .init(values.badge) }
    /// Whether notifications may show alerts (not on tvOS).
    public var alertSetting: UNNotificationSetting { .init(values.alert) }
    /// Whether notifications appear in Notification Center (not on tvOS).
    public var notificationCenterSetting: UNNotificationSetting { .init(values.notificationCenter) }
    /// Whether notifications appear on the lock screen (not on watchOS or tvOS).
    public var lockScreenSetting: UNNotificationSetting { .init(values.lockScreen) }
    /// Whether notifications appear in CarPlay (iOS only).
    public var carPlaySetting: UNNotificationSetting { .init(values.carPlay) }
    /// How alerts are shown (not on watchOS or tvOS).
    public var alertStyle: UNAlertStyle { .init(values.alertStyle) }
    /// When previews are shown (iOS 11, macOS 10.14).
    public var showPreviewsSetting: UNShowPreviewsSetting { .init(values.showPreviews) }
    /// Whether critical alerts may play sounds (iOS 12).
    public var criticalAlertSetting: UNNotificationSetting { .init(values.criticalAlert) }
    /// Whether the system shows a button for the app's own notification settings (iOS 12).
    public var providesAppNotificationSettings: Bool { values.providesAppNotificationSettings }
    /// Whether Siri may announce notifications (iOS 13, watchOS 6; not on macOS).
    public var announcementSetting: UNNotificationSetting { .init(values.announcement) }
    /// Whether time-sensitive notifications break through Focus (iOS 15, macOS 12).
    public var timeSensitiveSetting: UNNotificationSetting { .init(values.timeSensitive) }
    /// Whether notifications go to the scheduled summary (iOS 15, macOS 12).
    public var scheduledDeliverySetting: UNNotificationSetting { .init(values.scheduledDelivery) }
    /// Whether direct messages break through Focus (iOS 15, macOS 12).
    public var directMessagesSetting: UNNotificationSetting { .init(values.directMessages) }

    /// Returns the settings themselves: they never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is settings with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
      (object as? UNNotificationSettings)?.values == values
    }

    /// A hash of the authorization status.
    public override var hash: Int { values.authorizationStatus.hashValue }
  }
#endif
