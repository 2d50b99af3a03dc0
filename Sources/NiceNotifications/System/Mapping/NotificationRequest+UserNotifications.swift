#if !os(tvOS)
  import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension NotificationRequest {
    /// The platform's request, with what the platform cannot report in its metadata, validated
    /// first since the platform traps on an invalid interval; `nil` for an instant not after `now`.
    func userNotificationsRequest(now: Date) throws(NotificationCenterError) -> UNNotificationRequest? {
      do throws(NotificationRequestError) {
        try validate()
      } catch {
        throw .invalidRequest(error)
      }
      if case .instant(let date) = trigger, date <= now {
        return nil
      }
      let content = try UNMutableNotificationContent.make(content, metadata: RequestMetadata(for: self))
      return UNNotificationRequest(
        identifier: identifier, content: content, trigger: try trigger?.userNotificationsTrigger(now: now))
    }

    /// The request a platform request stands for, as this package describes it:
    /// `let requests = platformRequests.map(NotificationRequest.init)`.
    ///
    /// A request the adapter added reads back as it was added (attachments aside: their files have moved into
    /// the system's store). Others read as ``NiceNotifications/NotificationContent/init(_:)`` describes, with
    /// a time-interval rather than an instant trigger; a trigger the package has no case for reads as `nil`.
    public init(_ request: UNNotificationRequest) {
      self = PendingRequest(request).request
    }
  }

  extension PendingRequest {
    /// `fingerprint` is `nil` for a request someone else added.
    init(_ request: UNNotificationRequest) {
      let metadata = RequestMetadata.read(from: request.content)
      let trigger = request.trigger.flatMap { NotificationTrigger($0, instant: metadata.instant) }
      self.init(
        request: NotificationRequest(
          identifier: request.identifier, content: NotificationContent(request.content, metadata: metadata),
          trigger: trigger),
        fingerprint: metadata.fingerprint)
    }
  }
#endif
