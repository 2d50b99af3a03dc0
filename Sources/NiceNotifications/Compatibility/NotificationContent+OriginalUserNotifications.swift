#if !os(tvOS)
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension NotificationContent {
    /// The platform's content with every field of this one, for code written for the original
    /// NiceNotifications, whose `NotificationContent` was a `UNMutableNotificationContent`.
    ///
    /// ```swift
    /// let content = NotificationContent(title: "Water", body: "Time for a glass")
    /// let request = UNNotificationRequest(identifier: "water", content: try content.userNotificationsContent(), trigger: nil)
    /// ```
    ///
    /// What the platform cannot report — which sound, the attachments' options — is kept in
    /// `userInfo` under the key `"NiceNotifications"`, as the adapter keeps it, so that reading
    /// it back with ``init(_:)`` gives this content again (attachments aside, whose files the
    /// platform moves).
    ///
    /// - Throws: ``NotificationCenterError/invalidAttachment(_:)`` for an attachment the
    ///   platform refuses; ``NotificationCenterError/invalidRequest(_:)`` when `userInfo` uses
    ///   the key `"NiceNotifications"`, which the package keeps for itself.
    public func userNotificationsContent() throws(NotificationCenterError) -> UNMutableNotificationContent {
      var metadata = RequestMetadata()
      metadata.sound = sound
      metadata.attachmentOptions = attachments.map(\.options)
      return try UNMutableNotificationContent.make(self, metadata: metadata)
    }
  }
#endif
