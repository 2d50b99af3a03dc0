#if !os(tvOS)
  import Foundation
  #if canImport(UserNotifications)
    import UserNotifications
  #else
    import UserNotificationsShim
  #endif

  extension NotificationCenterError {
    /// The typed error for one that UserNotifications reported, by its `UNError` code:
    /// `throw NotificationCenterError(userNotificationsError: error)`.
    ///
    /// | `UNError` code | case |
    /// | --- | --- |
    /// | `notificationsNotAllowed` (1) | `notificationsNotAllowed` |
    /// | attachment errors (100–105) | `invalidAttachment(_:)` |
    /// | `notificationInvalidNoDate` (1400), `notificationInvalidNoContent` (1401), content-providing errors (1500, 1501) | `invalidRequest(_:)` with `NotificationRequestError.refusedByPlatform(_:)` |
    /// | anything else, `badgeInputInvalid` (1600) included | `other(domain:code:description:)` |
    ///
    /// `SystemNotificationCenter.setBadgeCount(_:)` reports `badgeInputInvalid` as
    /// `invalidBadge(_:)`, since it knows the count. A `NotificationCenterError` is returned as it is.
    public init(userNotificationsError error: any Error) {
      self = Self.mapping(error, badgeCount: nil)
    }

    /// `badgeCount` is the count of the failed `setBadgeCount` call, if that is where `error` comes from.
    static func mapping(_ error: any Error, badgeCount: Int?) -> NotificationCenterError {
      if let error = error as? NotificationCenterError { return error }
      let nsError = error as NSError
      let description = nsError.localizedDescription
      guard nsError.domain == UNErrorDomain else {
        return .other(domain: nsError.domain, code: nsError.code, description: description)
      }
      // Codes 1600 (iOS 16), 1500 and 1501 are matched by raw value so the code compiles for
      // every deployment target.
      if nsError.code == 1600, let badgeCount {
        return .invalidBadge(badgeCount)
      }
      switch nsError.code {
      case UNError.Code.notificationsNotAllowed.rawValue:
        return .notificationsNotAllowed
      case UNError.Code.attachmentInvalidURL.rawValue, UNError.Code.attachmentUnrecognizedType.rawValue,
        UNError.Code.attachmentInvalidFileSize.rawValue, UNError.Code.attachmentNotInDataStore.rawValue,
        UNError.Code.attachmentMoveIntoDataStoreFailed.rawValue, UNError.Code.attachmentCorrupt.rawValue:
        return .invalidAttachment(description)
      case UNError.Code.notificationInvalidNoDate.rawValue:
        return .invalidRequest(.refusedByPlatform("it should have a date but has none: \(description)"))
      case UNError.Code.notificationInvalidNoContent.rawValue:
        return .invalidRequest(.refusedByPlatform("it has no user-facing content: \(description)"))
      case 1500, 1501:
        return .invalidRequest(.refusedByPlatform("its content-providing object was refused: \(description)"))
      default:
        return .other(domain: nsError.domain, code: nsError.code, description: description)
      }
    }
  }
#endif
