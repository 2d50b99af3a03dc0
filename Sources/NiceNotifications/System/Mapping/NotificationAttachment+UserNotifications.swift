#if !os(tvOS)
  import Foundation
  #if canImport(UserNotifications)
    import UserNotifications
  #else
    import UserNotificationsShim
  #endif

  extension NotificationAttachment {
    /// - Throws: ``NotificationCenterError/invalidAttachment(_:)`` when the platform refuses the
    ///   file (`UNError` 100–105): not a readable file, an unsupported type, too large.
    func userNotificationsAttachment() throws(NotificationCenterError) -> UNNotificationAttachment {
      var platformOptions: [AnyHashable: Any] = [
        UNNotificationAttachmentOptionsThumbnailHiddenKey: options.thumbnailHidden
      ]
      if let typeHint = options.typeHint {
        platformOptions[UNNotificationAttachmentOptionsTypeHintKey] = typeHint
      }
      if let thumbnailTime = options.thumbnailTime {
        // Apple takes the time as a CMTime dictionary or as a number of seconds.
        platformOptions[UNNotificationAttachmentOptionsThumbnailTimeKey] = thumbnailTime
      }
      do {
        return try UNNotificationAttachment(identifier: identifier, url: url, options: platformOptions)
      } catch {
        throw NotificationCenterError(userNotificationsError: error)
      }
    }

    /// The URL is the platform's (the file has moved into the system's store); the options come
    /// from the request's metadata, since the platform does not report them.
    init(_ attachment: UNNotificationAttachment, options: Options?) {
      self.init(
        identifier: attachment.identifier, url: attachment.url,
        options: options ?? Options(typeHint: attachment.type))
    }
  }
#endif
