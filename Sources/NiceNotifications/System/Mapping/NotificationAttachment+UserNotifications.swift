#if !os(tvOS)
  import Foundation
  #if canImport(UserNotifications)
    import UserNotifications
  #else
    import UserNotificationsShim
  #endif

  extension NotificationAttachment {
    /// The platform's attachment for this file.
    ///
    /// - Throws: ``NotificationCenterError/invalidAttachment(_:)`` when the platform refuses
    ///   the file (`UNError` 100–105): not a readable file, an unsupported type, too large.
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

    /// The attachment as the platform reports it, with the options kept in the request's
    /// metadata (the platform does not report them).
    ///
    /// The URL is the platform's: once a request is added, the file has moved into the
    /// system's attachment store.
    init(_ attachment: UNNotificationAttachment, options: Options?) {
      self.init(
        identifier: attachment.identifier, url: attachment.url,
        options: options ?? Options(typeHint: attachment.type))
    }
  }
#endif
