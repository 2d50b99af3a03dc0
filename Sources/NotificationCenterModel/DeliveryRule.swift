/// What a notification that fires does on the device, given the app's settings and whether
/// it is in the foreground (UserNotificationsBehaviour.md §5, §6, §7).
package enum DeliveryRule {
  /// One of the person's settings, as `UNNotificationSetting` has it.
  package enum Setting: Sendable, Equatable {
    case enabled
    case disabled
    /// Not offered on this device, or not decided yet.
    case notSupported
  }

  package struct Settings: Sendable, Equatable {
    package var status: PermissionStatus
    /// Banners and the lock screen.
    package var alert: Setting
    package var alertStyleShows: Bool
    package var sound: Setting
    package var badge: Setting
    package var notificationCenter: Setting

    package init(
      status: PermissionStatus, alert: Setting, alertStyleShows: Bool, sound: Setting, badge: Setting,
      notificationCenter: Setting
    ) {
      self.status = status
      self.alert = alert
      self.alertStyleShows = alertStyleShows
      self.sound = sound
      self.badge = badge
      self.notificationCenter = notificationCenter
    }

    /// The switches of an app's reported settings that a delivery reads.
    package init(_ reported: ReportedSettings) {
      self.init(
        status: reported.authorizationStatus, alert: reported.alert,
        alertStyleShows: reported.alertStyle != .none, sound: reported.sound, badge: reported.badge,
        notificationCenter: reported.notificationCenter)
    }
  }

  package struct Content: Sendable, Equatable {
    package var hasText: Bool
    package var hasSound: Bool
    package var badge: Int?

    /// An alert is attempted when the title, subtitle or body is not empty.
    package init(title: String, subtitle: String, body: String, hasSound: Bool, badge: Int?) {
      hasText = !(title.isEmpty && subtitle.isEmpty && body.isEmpty)
      self.hasSound = hasSound
      self.badge = badge
    }
  }

  /// What the app's foreground presentation handler answered.
  package struct ForegroundOptions: Sendable, Equatable {
    /// `.banner` (or the older `.alert`).
    package var banner: Bool
    package var list: Bool
    package var sound: Bool
    package var badge: Bool

    package init(banner: Bool, list: Bool, sound: Bool, badge: Bool) {
      self.banner = banner
      self.list = list
      self.sound = sound
      self.badge = badge
    }
  }

  package struct Effect: Sendable, Equatable {
    /// `false`: discarded, as the app may not notify.
    package var delivered: Bool
    /// A banner or lock-screen alert.
    package var alerted: Bool
    package var sounded: Bool
    /// Kept in Notification Center, and so listed as delivered.
    package var listed: Bool
    package var badge: Int?
  }

  /// Whether a badge the app sets shows: only while it may notify and badges are on, as a
  /// delivery's badge; the call succeeds either way.
  package static func showsBadgeSet(with settings: Settings) -> Bool {
    settings.status.allowsDelivery && settings.badge == .enabled
  }

  /// The effect of delivering `content` now; `foregroundOptions` is `nil` when the system presents.
  package static func effect(
    of content: Content, settings: Settings, foregroundOptions: ForegroundOptions?, listable: Bool = true
  ) -> Effect {
    guard settings.status.allowsDelivery else {
      return Effect(delivered: false, alerted: false, sounded: false, listed: false, badge: nil)
    }
    let wants = foregroundOptions ?? ForegroundOptions(banner: true, list: true, sound: true, badge: true)
    // Provisional delivery is quiet: Notification Center only, no alert or sound.
    let loud = settings.status != .provisional
    return Effect(
      delivered: true,
      alerted: loud && wants.banner && settings.alert == .enabled && settings.alertStyleShows
        && content.hasText,
      sounded: loud && wants.sound && settings.sound == .enabled && content.hasSound,
      // Only what Notification Center keeps is listed by getDeliveredNotifications.
      listed: listable && settings.notificationCenter == .enabled && wants.list,
      badge: wants.badge && settings.badge == .enabled ? content.badge : nil)
  }
}
