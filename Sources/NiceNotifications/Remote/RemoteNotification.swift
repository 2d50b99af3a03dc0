public import Foundation

/// A remote (push) notification's payload, decoded: the `aps` fields, the custom keys, and the
/// ``NotificationContent`` the device shows for it: `let push = try RemoteNotification(payload: body)`.
public struct RemoteNotification: Hashable, Sendable {
  /// The alert's text, or the keys to localize it with: `let title = push.alert?.title ?? "New message"`.
  public struct Alert: Hashable, Sendable {
    /// `title`.
    public var title: String?
    /// `subtitle`.
    public var subtitle: String?
    /// `body`, or the whole `alert` when it is a string.
    public var body: String?
    /// `title-loc-key`: the key of a localized title in the app's strings files.
    public var titleLocalizationKey: String?
    /// `title-loc-args`: the values for the localized title's format specifiers.
    public var titleLocalizationArguments: [String]
    /// `subtitle-loc-key`.
    public var subtitleLocalizationKey: String?
    /// `subtitle-loc-args`.
    public var subtitleLocalizationArguments: [String]
    /// `loc-key`: the key of a localized body.
    public var bodyLocalizationKey: String?
    /// `loc-args`.
    public var bodyLocalizationArguments: [String]
    /// `launch-image`: the image shown while the app launches from the notification.
    public var launchImage: String?

    /// Creates an alert: `let alert = RemoteNotification.Alert(title: "Game over", body: "3 : 2")`.
    public init(
      title: String? = nil, subtitle: String? = nil, body: String? = nil, titleLocalizationKey: String? = nil,
      titleLocalizationArguments: [String] = [], subtitleLocalizationKey: String? = nil,
      subtitleLocalizationArguments: [String] = [], bodyLocalizationKey: String? = nil,
      bodyLocalizationArguments: [String] = [], launchImage: String? = nil
    ) {
      self.title = title
      self.subtitle = subtitle
      self.body = body
      self.titleLocalizationKey = titleLocalizationKey
      self.titleLocalizationArguments = titleLocalizationArguments
      self.subtitleLocalizationKey = subtitleLocalizationKey
      self.subtitleLocalizationArguments = subtitleLocalizationArguments
      self.bodyLocalizationKey = bodyLocalizationKey
      self.bodyLocalizationArguments = bodyLocalizationArguments
      self.launchImage = launchImage
    }
  }

  /// The largest payload APNs accepts for a regular remote notification: 4096 bytes.
  public static let maximumPayloadSize = 4096
  /// `aps.alert`.
  public var alert: Alert?
  /// `aps.badge`: the number on the app icon, 0 to clear it.
  public var badge: Int?
  /// `aps.sound`: a sound name (`"default"` for the system sound), or a critical sound.
  public var sound: NotificationSound?
  /// `aps.thread-id`.
  public var threadIdentifier: String?
  /// `aps.category`: the registered category whose actions the notification shows.
  public var categoryIdentifier: String?
  /// `aps.content-available` is 1: the app is woken in the background to fetch data.
  public var contentAvailable: Bool
  /// `aps.mutable-content` is 1: a notification service extension may change the content.
  public var mutableContent: Bool
  /// `aps.target-content-id`.
  public var targetContentIdentifier: String?
  /// `aps.interruption-level`.
  public var interruptionLevel: InterruptionLevel?
  /// `aps.relevance-score`, 0…1.
  public var relevanceScore: Double?
  /// `aps.filter-criteria`.
  public var filterCriteria: String?
  /// The whole payload, `aps` included, as the content's `userInfo`; JSON `null`s are left out.
  public var userInfo: [String: PropertyListValue]

  /// The payload's own keys: everything but `aps`.
  public var customData: [String: PropertyListValue] {
    userInfo.filter { $0.key != "aps" }
  }

  /// Whether the notification only wakes the app: `content-available` with no alert, badge or sound:
  /// `if push.isBackgroundUpdate { await sync() }`.
  public var isBackgroundUpdate: Bool { contentAvailable && !isVisible }
  /// Whether the device presents it: it has an alert, a badge or a sound.
  public var isVisible: Bool { alert != nil || badge != nil || sound != nil }

  /// The content the device shows; localization keys are left to the app.
  public var content: NotificationContent {
    var content = NotificationContent(
      title: alert?.title, subtitle: alert?.subtitle, body: alert?.body, sound: sound, badge: badge,
      userInfo: userInfo)
    content.categoryIdentifier = categoryIdentifier ?? ""
    content.threadIdentifier = threadIdentifier ?? ""
    content.targetContentIdentifier = targetContentIdentifier
    content.interruptionLevel = interruptionLevel ?? .active
    content.relevanceScore = relevanceScore ?? 0
    content.filterCriteria = filterCriteria
    return content
  }

  /// The notification as delivered at `date` under `identifier` (the `apns-id`, say):
  /// `let delivered = push.delivered(identifier: apnsID, at: now)`.
  public func delivered(identifier: String, at date: Date) -> DeliveredNotification {
    DeliveredNotification(
      request: NotificationRequest(identifier: identifier, content: content, trigger: nil), date: date)
  }
}
