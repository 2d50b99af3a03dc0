#if !canImport(UserNotifications)
  import NotificationCenterModel
  public import Foundation

  /// Test hooks that stand in for the person and the system: shim only, absent on Apple platforms.
  extension UNUserNotificationCenter {
    /// How the person answers the first authorization prompt.
    public enum _ShimAuthorizationAnswer: Sendable {
      /// The person taps Allow: every requested option is granted.
      case allow
      /// The person taps Don't Allow.
      case deny
    }

    /// A new center with state of its own, so that parallel tests do not share ``current()``.
    public static func _shimMake() -> UNUserNotificationCenter {
      UNUserNotificationCenter(store: CenterStore())
    }

    /// A new center with state of its own, already answered with `status` and its default settings.
    public static func _shimMake(authorization status: UNAuthorizationStatus) -> UNUserNotificationCenter {
      let center = _shimMake()
      center._shimSetNotificationSettings(authorizationStatus: status)
      return center
    }

    /// Returns the center to a freshly installed app's state, with the answer `.allow` and no delegate.
    public func _shimReset() {
      store.withState { $0 = CenterState() }
    }

    /// Scripts the person's answer to the first authorization prompt (`.allow` until set).
    public func _shimSetAuthorizationAnswer(_ answer: _ShimAuthorizationAnswer) {
      store.withState { $0.authorizationAnswer = answer }
    }

    /// How many times ``requestAuthorization(options:completionHandler:)`` has prompted the person.
    public var _shimAuthorizationPromptCount: Int {
      store.withState { $0.authorizationPromptCount }
    }

    /// Sets whether the process may post notifications; when `false` (as for an unsigned macOS
    /// process), `requestAuthorization` and `add` fail with ``UNError/Code/notificationsNotAllowed``.
    public func _shimSetNotificationsAllowed(_ allowed: Bool) {
      store.withState { $0.notificationsAllowed = allowed }
    }

    /// Replaces the app's settings, as the person would in Settings; `nil` takes the status's default.
    public func _shimSetNotificationSettings(
      authorizationStatus: UNAuthorizationStatus,
      soundSetting: UNNotificationSetting? = nil,
      badgeSetting: UNNotificationSetting? = nil,
      alertSetting: UNNotificationSetting? = nil,
      notificationCenterSetting: UNNotificationSetting? = nil,
      lockScreenSetting: UNNotificationSetting? = nil,
      carPlaySetting: UNNotificationSetting? = nil,
      alertStyle: UNAlertStyle? = nil,
      showPreviewsSetting: UNShowPreviewsSetting? = nil,
      criticalAlertSetting: UNNotificationSetting? = nil,
      providesAppNotificationSettings: Bool? = nil,
      announcementSetting: UNNotificationSetting? = nil,
      timeSensitiveSetting: UNNotificationSetting? = nil,
      scheduledDeliverySetting: UNNotificationSetting? = nil,
      directMessagesSetting: UNNotificationSetting? = nil
    ) {
      var values = SettingsRule.settings(
        for: authorizationStatus.model, choices: PermissionChoices(granted: .standard))
      if let soundSetting { values.sound = soundSetting.model }
      if let badgeSetting { values.badge = badgeSetting.model }
      if let alertSetting { values.alert = alertSetting.model }
      if let notificationCenterSetting { values.notificationCenter = notificationCenterSetting.model }
      if let lockScreenSetting { values.lockScreen = lockScreenSetting.model }
      if let carPlaySetting { values.carPlay = carPlaySetting.model }
      if let alertStyle { values.alertStyle = alertStyle.model }
      if let showPreviewsSetting { values.showPreviews = showPreviewsSetting.model }
      if let criticalAlertSetting { values.criticalAlert = criticalAlertSetting.model }
      if let providesAppNotificationSettings {
        values.providesAppNotificationSettings = providesAppNotificationSettings
      }
      if let announcementSetting { values.announcement = announcementSetting.model }
      if let timeSensitiveSetting { values.timeSensitive = timeSensitiveSetting.model }
      if let scheduledDeliverySetting { values.scheduledDelivery = scheduledDeliverySetting.model }
      if let directMessagesSetting { values.directMessages = directMessagesSetting.model }
      store.withState { $0.settings = values }
    }

    /// The number on the app icon, from ``setBadgeCount(_:withCompletionHandler:)`` or deliveries.
    public var _shimBadgeCount: Int {
      store.withState { $0.badgeCount }
    }

    /// Delivers the pending request `identifier` as if its trigger fired, without the delegate; `nil`
    /// if none is pending.
    @discardableResult
    public func _shimDeliver(identifier: String, at date: Date = Date()) -> UNNotification? {
      store.withState { $0.deliverPending(identifier: identifier, at: date) }
    }

    /// Asks the delegate how to present `notification` in the foreground; `[]` without a delegate.
    public func _shimPresent(_ notification: UNNotification) async -> UNNotificationPresentationOptions {
      guard let delegate else { return [] }
      return await delegate.userNotificationCenter(self, willPresent: notification)
    }

    /// Tells the delegate the person tapped, chose an action on, or dismissed `notification`; `false`
    /// without a delegate, or for a custom action the person cannot choose.
    @discardableResult
    public func _shimRespond(
      to notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier,
      userText: String? = nil
    ) async -> Bool {
      guard let delegate else { return false }
      if actionIdentifier != UNNotificationDefaultActionIdentifier
        && actionIdentifier != UNNotificationDismissActionIdentifier
      {
        let categoryIdentifier = notification.request.content.categoryIdentifier
        let category = store.withState { $0.categories.first { $0.identifier == categoryIdentifier } }
        guard
          ActionRule.offered(category?.actions ?? []).contains(where: { $0.identifier == actionIdentifier })
        else { return false }
      }
      let response =
        if let userText {
          UNTextInputNotificationResponse(
            notification: notification, actionIdentifier: actionIdentifier, userText: userText)
        } else {
          UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
        }
      await delegate.userNotificationCenter(self, didReceive: response)
      return true
    }

    /// Tells the delegate the person tapped the app-settings button, for `notification` or in Settings;
    /// `false` without a delegate, or while `providesAppNotificationSettings` is `false`.
    @discardableResult
    public func _shimOpenSettings(for notification: UNNotification?) -> Bool {
      guard let delegate, store.withState({ $0.settings.providesAppNotificationSettings }) else {
        return false
      }
      delegate.userNotificationCenter(self, openSettingsFor: notification)
      return true
    }
  }
#endif
