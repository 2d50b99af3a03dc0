#if !os(tvOS)
  import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension UNMutableNotificationContent {
    /// Throws `invalidAttachment` for an attachment the platform refuses, and `invalidRequest`
    /// when the content's own `userInfo` uses the metadata's key.
    static func make(
      _ content: NotificationContent, metadata: RequestMetadata
    ) throws(NotificationCenterError) -> UNMutableNotificationContent {
      guard content.userInfo[RequestMetadata.userInfoKey] == nil else {
        throw .invalidRequest(
          .refusedByPlatform(
            "the userInfo key \"\(RequestMetadata.userInfoKey)\" is reserved for NiceNotifications"))
      }
      let platform = UNMutableNotificationContent()
      platform.title = content.title
      platform.subtitle = content.subtitle
      platform.body = content.body
      platform.sound = content.sound?.userNotificationsSound
      platform.badge = content.badge.map { NSNumber(value: $0) }
      var userInfo = content.userInfo
      userInfo[RequestMetadata.userInfoKey] = metadata.propertyList
      platform.userInfo = userInfo.userInfo
      platform.categoryIdentifier = content.categoryIdentifier
      platform.threadIdentifier = content.threadIdentifier
      platform.targetContentIdentifier = content.targetContentIdentifier
      platform.interruptionLevel = content.interruptionLevel.userNotificationsLevel
      platform.relevanceScore = content.relevanceScore
      if #available(iOS 16, macOS 13, watchOS 9, *) {
        platform.filterCriteria = content.filterCriteria
      }
      platform.attachments = try content.attachments.map { attachment throws(NotificationCenterError) in
        try attachment.userNotificationsAttachment()
      }
      return platform
    }
  }

  extension NotificationContent {
    /// The content of a platform notification, as this package describes it:
    /// `let content = NotificationContent(notification.request.content)`.
    ///
    /// Content the adapter added reads back as it was given; for other content a sound reads as `.default`,
    /// since `UNNotificationSound` does not tell which it is, and non-property-list `userInfo` is left out.
    public init(_ content: UNNotificationContent) {
      self.init(content, metadata: RequestMetadata.read(from: content))
    }

    init(_ content: UNNotificationContent, metadata: RequestMetadata) {
      var userInfo = [String: PropertyListValue](userInfo: content.userInfo)
      userInfo[RequestMetadata.userInfoKey] = nil
      self.init(
        title: content.title, subtitle: content.subtitle, body: content.body,
        sound: content.sound.map { _ in metadata.sound ?? .default },
        badge: content.badge?.badgeCount, userInfo: userInfo)
      categoryIdentifier = content.categoryIdentifier
      threadIdentifier = content.threadIdentifier
      targetContentIdentifier = content.targetContentIdentifier
      interruptionLevel = InterruptionLevel(content.interruptionLevel)
      relevanceScore = content.relevanceScore
      if #available(iOS 16, macOS 13, watchOS 9, *) {
        filterCriteria = content.filterCriteria
      }
      attachments = content.attachments.enumerated().map { index, attachment in
        NotificationAttachment(
          attachment,
          options: metadata.attachmentOptions.indices.contains(index)
            ? metadata.attachmentOptions[index] : nil)
      }
    }
  }

  extension RequestMetadata {
    static func read(from content: UNNotificationContent) -> RequestMetadata {
      RequestMetadata(
        propertyList: content.userInfo[userInfoKey].flatMap(PropertyListValue.init(foundationValue:)))
    }
  }

  extension InterruptionLevel {
    var userNotificationsLevel: UNNotificationInterruptionLevel {
      switch self {
      case .passive: .passive
      case .active: .active
      case .timeSensitive: .timeSensitive
      case .critical: .critical
      }
    }

    /// `.active`, the platform's default, stands for a level a later SDK adds.
    init(_ level: UNNotificationInterruptionLevel) {
      switch level {
      case .passive: self = .passive
      case .timeSensitive: self = .timeSensitive
      case .critical: self = .critical
      default: self = .active
      }
    }
  }
#endif
