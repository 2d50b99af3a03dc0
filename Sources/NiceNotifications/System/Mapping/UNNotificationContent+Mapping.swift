#if !os(tvOS)
  import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension UNMutableNotificationContent {
    /// The platform's content for `content`, with `metadata` stored in its `userInfo`.
    ///
    /// - Throws: ``NotificationCenterError/invalidAttachment(_:)`` for an attachment the
    ///   platform refuses, and ``NotificationCenterError/invalidRequest(_:)`` when the
    ///   content's own `userInfo` uses the key the metadata is stored under.
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
      var attachments: [UNNotificationAttachment] = []
      for attachment in content.attachments {
        attachments.append(try attachment.userNotificationsAttachment())
      }
      platform.attachments = attachments
      return platform
    }
  }

  extension NotificationContent {
    /// The content of a platform notification, as this package describes it.
    ///
    /// ```swift
    /// func userNotificationCenter(
    ///   _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    /// ) async -> UNNotificationPresentationOptions {
    ///   let content = NotificationContent(notification.request.content)
    ///   return content.interruptionLevel == .passive ? [.list] : [.banner, .list, .sound]
    /// }
    /// ```
    ///
    /// Content the adapter added reads back as it was given. For other content (added by
    /// other code, or a remote notification) the sound reads as `.default` whenever there
    /// is one, since `UNNotificationSound` does not tell which sound it is; `userInfo`
    /// values that are not property-list values, and keys that are not strings, are left
    /// out.
    ///
    /// - Parameter content: The platform's content.
    public init(_ content: UNNotificationContent) {
      self.init(content, metadata: RequestMetadata.read(from: content))
    }

    /// The content, with what the platform does not report read from `metadata`.
    init(_ content: UNNotificationContent, metadata: RequestMetadata) {
      var userInfo = [String: PropertyListValue](userInfo: content.userInfo)
      userInfo[RequestMetadata.userInfoKey] = nil
      self.init(
        title: content.title, subtitle: content.subtitle, body: content.body,
        sound: content.sound.map { _ in metadata.sound ?? .default },
        badge: content.badge?.intValue, userInfo: userInfo)
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
    /// The metadata stored in `content`'s `userInfo`, or none.
    static func read(from content: UNNotificationContent) -> RequestMetadata {
      RequestMetadata(
        propertyList: content.userInfo[userInfoKey].flatMap(PropertyListValue.init(foundationValue:)))
    }
  }

  extension InterruptionLevel {
    /// The platform's interruption level.
    var userNotificationsLevel: UNNotificationInterruptionLevel {
      switch self {
      case .passive: .passive
      case .active: .active
      case .timeSensitive: .timeSensitive
      case .critical: .critical
      }
    }

    /// The level of a platform interruption level; `.active`, the platform's default, for
    /// a level a later SDK adds.
    init(_ level: UNNotificationInterruptionLevel) {
      switch level {
      case .passive: self = .passive
      case .timeSensitive: self = .timeSensitive
      case .critical: self = .critical
      // `.active`, and levels a later SDK adds (the default covers both, so that the switch
      // compiles without warnings over the SDK's open enum and the shim's closed one).
      default: self = .active
      }
    }
  }
#endif
