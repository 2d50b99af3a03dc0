#if !os(tvOS)
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension NotificationContent {
    /// The platform's content with every field of this one, as the original's content was:
    /// `let platformContent = try content.userNotificationsContent()`.
    ///
    /// - Throws: ``NotificationCenterError/invalidAttachment(_:)`` for an attachment the platform refuses;
    ///   ``NotificationCenterError/invalidRequest(_:)`` when `userInfo` uses the key `"NiceNotifications"`.
    public func userNotificationsContent() throws(NotificationCenterError) -> UNMutableNotificationContent {
      var metadata = RequestMetadata()
      metadata.sound = sound
      metadata.attachmentOptions = attachments.map(\.options)
      return try UNMutableNotificationContent.make(self, metadata: metadata)
    }
  }
#endif
