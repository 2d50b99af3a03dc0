#if !canImport(UserNotifications)
  public import Foundation

  /// The app's notification authorization and feature settings at one moment, as the center reports them.
  public final class UNNotificationSettings: NSObject, NSCopying {
    let values: SettingsValues

    init(values: SettingsValues) {
      self.values = values
      super.init()
    }

    /// Unavailable: the center makes settings.
    @available(*, unavailable, message: "Read settings from UNUserNotificationCenter")
    public override convenience init() {
      self.init(values: .derived(status: .notDetermined, options: []))
    }

    /// Whether the app may post notifications.
    public var authorizationStatus: UNAuthorizationStatus { values.authorizationStatus }
    /// Whether notifications may play sounds (not on tvOS).
    public var soundSetting: UNNotificationSetting { values.soundSetting }
    /// Whether notifications may badge the app icon (not on watchOS).
    public var badgeSetting: UNNotificationSetting { values.badgeSetting }
    /// Whether notifications may show alerts (not on tvOS).
    public var alertSetting: UNNotificationSetting { values.alertSetting }
    /// Whether notifications appear in Notification Center (not on tvOS).
    public var notificationCenterSetting: UNNotificationSetting { values.notificationCenterSetting }
    /// Whether notifications appear on the lock screen (not on watchOS or tvOS).
    public var lockScreenSetting: UNNotificationSetting { values.lockScreenSetting }
    /// Whether notifications appear in CarPlay (iOS only).
    public var carPlaySetting: UNNotificationSetting { values.carPlaySetting }
    /// How alerts are shown (not on watchOS or tvOS).
    public var alertStyle: UNAlertStyle { values.alertStyle }
    /// When previews are shown (iOS 11, macOS 10.14).
    public var showPreviewsSetting: UNShowPreviewsSetting { values.showPreviewsSetting }
    /// Whether critical alerts may play sounds (iOS 12).
    public var criticalAlertSetting: UNNotificationSetting { values.criticalAlertSetting }
    /// Whether the system shows a button for the app's own notification settings (iOS 12).
    public var providesAppNotificationSettings: Bool { values.providesAppNotificationSettings }
    /// Whether Siri may announce notifications (iOS 13, watchOS 6; not on macOS).
    public var announcementSetting: UNNotificationSetting { values.announcementSetting }
    /// Whether time-sensitive notifications break through Focus (iOS 15, macOS 12).
    public var timeSensitiveSetting: UNNotificationSetting { values.timeSensitiveSetting }
    /// Whether notifications go to the scheduled summary (iOS 15, macOS 12).
    public var scheduledDeliverySetting: UNNotificationSetting { values.scheduledDeliverySetting }
    /// Whether direct messages break through Focus (iOS 15, macOS 12).
    public var directMessagesSetting: UNNotificationSetting { values.directMessagesSetting }

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
