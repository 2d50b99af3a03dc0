#if !canImport(UserNotifications)
  import NotificationCenterModel
  public import Foundation

  /// Test hooks: shim only; none of this exists on Apple platforms.
  ///
  /// They stand in for what the person and the system do on a device: answer the
  /// permission prompt, change settings, deliver a notification, tap it. Code shared with
  /// Apple platforms must not call them; call them from tests only, under
  /// `#if !canImport(UserNotifications)`.
  ///
  /// ```swift
  /// let center = UNUserNotificationCenter._shimMake()
  /// center._shimSetAuthorizationAnswer(.deny)
  /// #expect(try await center.requestAuthorization(options: [.alert]) == false)
  /// ```
  extension UNUserNotificationCenter {
    /// Shim only: how the person answers the first authorization prompt.
    public enum _ShimAuthorizationAnswer: Sendable {
      /// The person taps Allow: every requested option is granted.
      case allow
      /// The person taps Don't Allow.
      case deny
    }

    /// Shim only: a new center with state of its own, as a freshly installed app has, so
    /// that tests running in parallel do not share ``current()``.
    public static func _shimMake() -> UNUserNotificationCenter {
      UNUserNotificationCenter(store: CenterStore())
    }

    /// Shim only: a new center with state of its own whose app the person has already
    /// answered: `status`, with the default settings for it.
    ///
    /// - Parameter status: The authorization status the center starts in.
    public static func _shimMake(authorization status: UNAuthorizationStatus) -> UNUserNotificationCenter {
      let center = _shimMake()
      center._shimSetNotificationSettings(authorizationStatus: status)
      return center
    }

    /// Shim only: returns the center to the state of a freshly installed app: no delegate,
    /// nothing pending or delivered, no categories, authorization not determined, the
    /// answer `.allow`, notifications allowed, badge 0.
    public func _shimReset() {
      store.withState { $0 = CenterState() }
    }

    /// Shim only: scripts the person's answer to the first authorization prompt (`.allow`
    /// until set).
    ///
    /// - Parameter answer: The answer the next prompt gets.
    public func _shimSetAuthorizationAnswer(_ answer: _ShimAuthorizationAnswer) {
      store.withState { $0.authorizationAnswer = answer }
    }

    /// Shim only: how many times ``requestAuthorization(options:completionHandler:)`` has
    /// prompted the person (a prompt happens only while the status is `.notDetermined` or
    /// `.provisional` and `.provisional` is not requested).
    public var _shimAuthorizationPromptCount: Int {
      store.withState { $0.authorizationPromptCount }
    }

    /// Shim only: whether the process may post notifications at all (`true` until set).
    ///
    /// When `false`, `requestAuthorization` and `add` fail with
    /// ``UNError/Code/notificationsNotAllowed``, as for an unsigned or unbundled macOS
    /// process.
    ///
    /// - Parameter allowed: Whether notifications are allowed.
    public func _shimSetNotificationsAllowed(_ allowed: Bool) {
      store.withState { $0.notificationsAllowed = allowed }
    }

    /// Shim only: replaces the app's settings, as the person would in the Settings app.
    ///
    /// A `nil` value takes the default for the status, the one the simulator reports too:
    /// for `.authorized` and `.ephemeral`, the settings of an app granted
    /// `[.alert, .sound, .badge]`; for `.provisional`, quiet delivery to Notification Center
    /// only; for `.denied`, every switch the person has `.disabled` (critical alerts,
    /// time-sensitive and direct messages, which need entitlements, `.notSupported`); for
    /// `.notDetermined`, everything `.notSupported`.
    ///
    /// - Parameters:
    ///   - authorizationStatus: The new status; later authorization requests report it.
    ///   - soundSetting: Sounds, or `nil` for the default.
    ///   - badgeSetting: Badges, or `nil` for the default.
    ///   - alertSetting: Alerts, or `nil` for the default.
    ///   - notificationCenterSetting: Notification Center, or `nil` for the default.
    ///   - lockScreenSetting: The lock screen, or `nil` for the default.
    ///   - carPlaySetting: CarPlay, or `nil` for the default.
    ///   - alertStyle: The alert style, or `nil` for the default.
    ///   - showPreviewsSetting: Previews, or `nil` for `.always`.
    ///   - criticalAlertSetting: Critical alerts, or `nil` for the default.
    ///   - providesAppNotificationSettings: The in-app settings button, or `nil` for `false`.
    ///   - announcementSetting: Announcements, or `nil` for the default.
    ///   - timeSensitiveSetting: Time-sensitive delivery, or `nil` for the default.
    ///   - scheduledDeliverySetting: Scheduled summary, or `nil` for the default.
    ///   - directMessagesSetting: Direct messages, or `nil` for the default.
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
      let defaults = SettingsValues.derived(status: authorizationStatus, options: [.alert, .sound, .badge])
      let values = SettingsValues(
        authorizationStatus: authorizationStatus,
        soundSetting: soundSetting ?? defaults.soundSetting,
        badgeSetting: badgeSetting ?? defaults.badgeSetting,
        alertSetting: alertSetting ?? defaults.alertSetting,
        notificationCenterSetting: notificationCenterSetting ?? defaults.notificationCenterSetting,
        lockScreenSetting: lockScreenSetting ?? defaults.lockScreenSetting,
        carPlaySetting: carPlaySetting ?? defaults.carPlaySetting,
        alertStyle: alertStyle ?? defaults.alertStyle,
        showPreviewsSetting: showPreviewsSetting ?? defaults.showPreviewsSetting,
        criticalAlertSetting: criticalAlertSetting ?? defaults.criticalAlertSetting,
        providesAppNotificationSettings: providesAppNotificationSettings
          ?? defaults.providesAppNotificationSettings,
        announcementSetting: announcementSetting ?? defaults.announcementSetting,
        timeSensitiveSetting: timeSensitiveSetting ?? defaults.timeSensitiveSetting,
        scheduledDeliverySetting: scheduledDeliverySetting ?? defaults.scheduledDeliverySetting,
        directMessagesSetting: directMessagesSetting ?? defaults.directMessagesSetting
      )
      store.withState { $0.settings = values }
    }

    /// Shim only: the number on the app icon, set by ``setBadgeCount(_:withCompletionHandler:)``
    /// or by a delivered notification's `badge` while badges are enabled.
    public var _shimBadgeCount: Int {
      store.withState { $0.badgeCount }
    }

    /// Shim only: delivers the pending request `identifier`, as if its trigger fired.
    ///
    /// The request leaves the pending list unless its trigger repeats, replaces any
    /// delivered notification with its identifier, and sets the badge from its content
    /// while badges are enabled. The delegate is not called; use ``_shimPresent(_:)``.
    ///
    /// - Parameters:
    ///   - identifier: The pending request's identifier.
    ///   - date: The delivery date.
    /// - Returns: The delivered notification, or `nil` when no such request is pending.
    @discardableResult
    public func _shimDeliver(identifier: String, at date: Date = Date()) -> UNNotification? {
      store.withState { $0.deliverPending(identifier: identifier, at: date) }
    }

    /// Shim only: asks the delegate how to present `notification` in the foreground, as the
    /// system does when a notification arrives while the app is active.
    ///
    /// - Parameter notification: A delivered notification.
    /// - Returns: The delegate's options; `[]` (silenced) without a delegate.
    public func _shimPresent(_ notification: UNNotification) async -> UNNotificationPresentationOptions {
      guard let delegate else { return [] }
      return await delegate.userNotificationCenter(self, willPresent: notification)
    }

    /// Shim only: tells the delegate the person acted on `notification`, as the system does
    /// when they tap it, tap an action button, or dismiss it.
    ///
    /// - Parameters:
    ///   - notification: A delivered notification.
    ///   - actionIdentifier: The action; the default action (a tap) unless given.
    ///   - userText: The text of a text-input action; makes the response a
    ///     ``UNTextInputNotificationResponse``.
    /// - Returns: Whether a delegate received the response: `false` without a delegate, and
    ///   for a custom action the notification's registered category does not offer among
    ///   the first ten, which the person cannot choose.
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

    /// Shim only: tells the delegate the person asked for the app's own notification
    /// settings, as iOS does when they tap the button it shows for an app authorized with
    /// `.providesAppNotificationSettings`: in a notification's options, or in the Settings app.
    ///
    /// - Parameter notification: The notification whose button was tapped; `nil` for the
    ///   Settings app.
    /// - Returns: Whether a delegate was asked: `false` without a delegate, and while the
    ///   settings' `providesAppNotificationSettings` is `false`, since iOS shows no button then.
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
