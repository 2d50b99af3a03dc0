#if !os(tvOS)
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension LocalNotifications {
    /// Adds a `UNNotificationRequest` you built on the default instance, after the strategy's system level:
    /// `LocalNotifications.directSchedule(request: request, permissionStrategy: strategy)`.
    public static func directSchedule(
      request: UNNotificationRequest, permissionStrategy: PermissionStrategy,
      completion: (@Sendable (RescheduleReport) -> Void)? = nil
    ) {
      directSchedule(
        request: NiceNotifications.NotificationRequest(request), permissionStrategy: permissionStrategy,
        completion: completion)
    }

    /// Adds a `UNNotificationRequest` you built on the default instance; `completion` gets the original's result.
    @_disfavoredOverload
    @available(
      *, deprecated,
      message:
        "use 'directSchedule(request:permissionStrategy:completion:)'; its completion gets a RescheduleReport"
    )
    public static func directSchedule(
      request: UNNotificationRequest, permissionStrategy: PermissionStrategy,
      completion: @escaping @Sendable (SchedulingResult) -> Void = { _ in }
    ) {
      directSchedule(request: request, permissionStrategy: permissionStrategy) { (report: RescheduleReport) in
        completion(logged(report, "directSchedule"))
      }
    }

    /// Adds a `UNNotificationRequest` you built through the planner, after the strategy's system level:
    /// `await notifications.directSchedule(request: request, permissionStrategy: .scheduleIfSystemAllowed)`.
    @discardableResult
    public func directSchedule(
      request: UNNotificationRequest, permissionStrategy: PermissionStrategy
    ) async -> RescheduleReport {
      let value = NiceNotifications.NotificationRequest(request)
      return await directSchedule(request: value, permissionStrategy: permissionStrategy)
    }
  }
#endif
