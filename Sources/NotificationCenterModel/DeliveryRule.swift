/// What a notification that fires does on the device, given the app's settings and whether
/// it is in the foreground (UserNotificationsBehaviour.md §5, §6, §7).
///
/// ```swift
/// let effect = DeliveryRule.effect(of: .init(hasText: true, hasSound: true, badge: 3),
///                                  settings: .init(), foregroundOptions: nil)
/// effect.listed // true
/// ```
package enum DeliveryRule {
  /// One of the person's settings, as `UNNotificationSetting` has it.
  package enum Setting: Sendable, Equatable {
    /// On.
    case enabled
    /// Off.
    case disabled
    /// Not offered on this device, or not decided yet.
    case notSupported
  }

  /// The app's notification settings that decide a delivery.
  package struct Settings: Sendable, Equatable {
    /// Whether the authorization status lets anything be delivered (authorized,
    /// provisional or ephemeral).
    package var allowsDelivery: Bool
    /// Whether the status is provisional: delivered quietly, to Notification Center only.
    package var isProvisional: Bool
    /// Alerts (banners and the lock screen).
    package var alert: Setting
    /// Whether the alert style shows anything (not "none").
    package var alertStyleShows: Bool
    /// Sounds.
    package var sound: Setting
    /// The badge.
    package var badge: Setting
    /// Notification Center.
    package var notificationCenter: Setting

    /// Creates settings; everything allowed by default.
    package init(
      allowsDelivery: Bool = true, isProvisional: Bool = false, alert: Setting = .enabled,
      alertStyleShows: Bool = true, sound: Setting = .enabled, badge: Setting = .enabled,
      notificationCenter: Setting = .enabled
    ) {
      self.allowsDelivery = allowsDelivery
      self.isProvisional = isProvisional
      self.alert = alert
      self.alertStyleShows = alertStyleShows
      self.sound = sound
      self.badge = badge
      self.notificationCenter = notificationCenter
    }
  }

  /// The parts of a notification's content delivery depends on.
  package struct Content: Sendable, Equatable {
    /// Whether the title, subtitle or body is not empty.
    package var hasText: Bool
    /// Whether it asks for a sound.
    package var hasSound: Bool
    /// The badge it sets, if any.
    package var badge: Int?

    /// Creates the delivery-relevant content.
    package init(hasText: Bool, hasSound: Bool, badge: Int?) {
      self.hasText = hasText
      self.hasSound = hasSound
      self.badge = badge
    }

    /// The delivery-relevant parts of content: an alert is attempted when the title,
    /// subtitle or body is not empty (Apple's documentation, "UNNotificationSettings.alertSetting").
    package init(title: String, subtitle: String, body: String, hasSound: Bool, badge: Int?) {
      self.init(
        hasText: !(title.isEmpty && subtitle.isEmpty && body.isEmpty), hasSound: hasSound, badge: badge)
    }
  }

  /// What the app's foreground presentation handler answered.
  package struct ForegroundOptions: Sendable, Equatable {
    /// `.banner` (or the older `.alert`).
    package var banner: Bool
    /// `.list`.
    package var list: Bool
    /// `.sound`.
    package var sound: Bool
    /// `.badge`.
    package var badge: Bool

    /// Creates foreground options.
    package init(banner: Bool, list: Bool, sound: Bool, badge: Bool) {
      self.banner = banner
      self.list = list
      self.sound = sound
      self.badge = badge
    }
  }

  /// What the delivery did.
  package struct Effect: Sendable, Equatable {
    /// Whether it was delivered at all (false: discarded, the app may not notify).
    package var delivered: Bool
    /// Whether a banner or lock-screen alert was shown.
    package var alerted: Bool
    /// Whether a sound played.
    package var sounded: Bool
    /// Whether it is kept in Notification Center (and so listed as delivered).
    package var listed: Bool
    /// The badge to set, if the delivery sets one.
    package var badge: Int?
  }

  /// The effect of delivering `content` now.
  ///
  /// - Parameters:
  ///   - foregroundOptions: The presentation handler's answer when the app is in the
  ///     foreground; `nil` when it is not (the system presents).
  ///   - listable: `false` for a location trigger's notification, which is never listed.
  package static func effect(
    of content: Content, settings: Settings, foregroundOptions: ForegroundOptions?, listable: Bool = true
  ) -> Effect {
    guard settings.allowsDelivery else {
      return Effect(delivered: false, alerted: false, sounded: false, listed: false, badge: nil)
    }
    let wantsBanner = foregroundOptions?.banner ?? true
    let wantsList = foregroundOptions?.list ?? true
    let wantsSound = foregroundOptions?.sound ?? true
    let wantsBadge = foregroundOptions?.badge ?? true
    // Provisional delivery is quiet: Notification Center only, no alert or sound.
    let loud = !settings.isProvisional
    return Effect(
      delivered: true,
      alerted: loud && wantsBanner && settings.alert == .enabled && settings.alertStyleShows
        && content.hasText,
      sounded: loud && wantsSound && settings.sound == .enabled && content.hasSound,
      // Only what Notification Center keeps is listed by getDeliveredNotifications.
      listed: listable && settings.notificationCenter == .enabled && wantsList,
      badge: wantsBadge && settings.badge == .enabled ? content.badge : nil)
  }
}
