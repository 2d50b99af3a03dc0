#if !os(tvOS)
  #if canImport(UserNotifications)
    import UserNotifications
  #else
    import UserNotificationsShim
  #endif

  // Every call uses the completion-handler form and reads its results into values inside the
  // handler: that compiles against both the SDK and the shim, and no UserNotifications object
  // crosses tasks.

  extension SystemNotificationCenter {
    /// The person's settings, including the authorization status.
    public func notificationSettings() async -> NotificationSettings {
      await withCheckedContinuation { continuation in
        center.getNotificationSettings { settings in
          continuation.resume(returning: NotificationSettings(settings))
        }
      }
    }

    /// Asks the person for permission the first time, and answers with the stored decision after
    /// that; a request including `.provisional` is granted without a prompt.
    ///
    /// - Throws: `NotificationCenterError.notificationsNotAllowed` when the process may not post
    ///   notifications at all (an unsigned macOS tool, say).
    public func requestAuthorization(options: AuthorizationOptions) async throws(NotificationCenterError)
      -> Bool
    {
      let options = UNAuthorizationOptions(rawValue: options.rawValue)  // the bits are the same
      let result: Result<Bool, NotificationCenterError> = await withCheckedContinuation { continuation in
        center.requestAuthorization(options: options) { granted, error in
          continuation.resume(
            returning: error.map { .failure(NotificationCenterError(userNotificationsError: $0)) }
              ?? .success(granted))
        }
      }
      return try result.get()
    }

    /// Schedules `request`, replacing a pending one with the same identifier, with its fingerprint;
    /// an instant not after now is not added, and the pending one with its identifier is removed.
    ///
    /// - Throws: `NotificationCenterError.invalidRequest(_:)` for a request that `validate()`
    ///   rejects, whose `userInfo` uses the key `"NiceNotifications"`, or that the platform refuses;
    ///   `.invalidAttachment(_:)`; `.notificationsNotAllowed`; `.failed(_:)` for a location trigger
    ///   where the platform has none.
    public func add(_ request: NotificationRequest) async throws(NotificationCenterError) {
      guard let platformRequest = try request.userNotificationsRequest(now: now()) else {
        center.removePendingNotificationRequests(withIdentifiers: [request.identifier])
        return
      }
      let error: NotificationCenterError? = await withCheckedContinuation { continuation in
        center.add(platformRequest) { error in
          continuation.resume(returning: error.map(NotificationCenterError.init(userNotificationsError:)))
        }
      }
      if let error { throw error }
    }

    /// Every pending request, with the fingerprint stored when it was added (`nil` for requests
    /// that other code added).
    public func pendingRequests() async -> [PendingRequest] {
      await withCheckedContinuation { continuation in
        center.getPendingNotificationRequests { requests in
          continuation.resume(returning: requests.map(PendingRequest.init))
        }
      }
    }

    /// Removes the pending requests with these identifiers; unknown ones are ignored.
    public func removePendingRequests(withIdentifiers identifiers: [String]) async {
      center.removePendingNotificationRequests(withIdentifiers: identifiers)
    }

    /// Removes every pending request, the app's own and any others.
    public func removeAllPendingRequests() async {
      center.removeAllPendingNotificationRequests()
    }

    /// The notifications shown in Notification Center; those of location triggers are not
    /// reported by the platform.
    public func deliveredNotifications() async -> [DeliveredNotification] {
      await withCheckedContinuation { continuation in
        center.getDeliveredNotifications { notifications in
          continuation.resume(returning: notifications.map(DeliveredNotification.init))
        }
      }
    }

    /// Removes the delivered notifications with these identifiers; unknown ones are ignored.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
      center.removeDeliveredNotifications(withIdentifiers: identifiers)
    }

    /// Removes every delivered notification.
    public func removeAllDeliveredNotifications() async {
      center.removeAllDeliveredNotifications()
    }

    /// Replaces the registered categories.
    public func setCategories(_ categories: Set<NotificationCategory>) async {
      center.setNotificationCategories(Set(categories.map(\.userNotificationsCategory)))
    }

    /// The registered categories; action icons read as `nil`, since the platform does not report them.
    public func categories() async -> Set<NotificationCategory> {
      await withCheckedContinuation { continuation in
        center.getNotificationCategories { categories in
          continuation.resume(returning: Set(categories.map(NotificationCategory.init)))
        }
      }
    }

    /// Sets the app icon's badge; 0 clears it.
    ///
    /// - Throws: `NotificationCenterError.invalidBadge(_:)` for a negative count, without asking
    ///   the platform; `.failed(_:)` before iOS 16 and macOS 13, and on watchOS, which has no badge.
    public func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {
      guard count >= 0 else { throw .invalidBadge(count) }
      #if os(watchOS)
        throw .failed("watchOS apps have no badge")
      #else
        guard #available(iOS 16, macOS 13, *) else {
          throw .failed("setting the badge needs iOS 16 or macOS 13")
        }
        let error: NotificationCenterError? = await withCheckedContinuation { continuation in
          center.setBadgeCount(count) { error in
            continuation.resume(returning: error.map { .mapping($0, badgeCount: count) })
          }
        }
        if let error { throw error }
      #endif
    }
  }
#endif
