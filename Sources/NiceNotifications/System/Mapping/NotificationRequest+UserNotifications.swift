#if !os(tvOS)
  import Foundation
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension NotificationRequest {
    /// The platform's request for this one, added at `now`, with its fingerprint (and what
    /// else the platform cannot report) in the content's metadata; `nil` for an instant
    /// that is not after `now`, which can never fire.
    ///
    /// - Throws: ``NotificationCenterError/invalidRequest(_:)`` for a request that
    ///   ``validate()`` rejects — checked here, because the platform traps on an invalid
    ///   time interval rather than reporting it — or whose `userInfo` uses the metadata's
    ///   key; ``NotificationCenterError/invalidAttachment(_:)`` for an attachment the
    ///   platform refuses; ``NotificationCenterError/failed(_:)`` for a trigger the platform
    ///   does not have.
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

    /// The request a platform request stands for, as this package describes it.
    ///
    /// ```swift
    /// let mine = await UNUserNotificationCenter.current().pendingNotificationRequests()
    ///   .map(NotificationRequest.init)
    ///   .filter { $0.requestIdentifier?.group == "dailyQuote" }
    /// ```
    ///
    /// A request the adapter added reads back as it was added (attachments aside: their
    /// files have moved into the system's store). Others read as described at
    /// ``NiceNotifications/NotificationContent/init(_:)``; their triggers read as
    /// `NotificationTrigger.timeInterval(_:repeats:)` rather than as an
    /// instant, and a trigger the package has no case for reads as `nil`.
    ///
    /// - Parameter request: The platform's request.
    public init(_ request: UNNotificationRequest) {
      self = PendingRequest(request).request
    }
  }

  extension PendingRequest {
    /// A pending platform request, with the fingerprint the adapter stored when it added it
    /// (`nil` for a request someone else added).
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
