#if !os(tvOS)
  #if canImport(UserNotifications)
    public import UserNotifications
  #else
    public import UserNotificationsShim
  #endif

  extension LocalNotifications {
    /// Adds a `UNNotificationRequest` you built, on the default instance, through the planner,
    /// after the strategy's system level — the original NiceNotifications' `directSchedule`.
    ///
    /// ```swift
    /// let request = UNNotificationRequest(identifier: "welcome", content: content, trigger: trigger)
    /// LocalNotifications.directSchedule(request: request, permissionStrategy: .askSystemPermissionIfNeeded) { report in
    ///   print(report.outcomes["welcome"] ?? .scheduled)
    /// }
    /// ```
    ///
    /// The request is read into a value (``NotificationRequest/init(_:)``) before this returns,
    /// and then planned like any request admitted directly: it takes a slot under the cap of
    /// 64, and an identifier of the form of a group's request identifier is refused, since
    /// those belong to the planner.
    public static func directSchedule(
      request: UNNotificationRequest, permissionStrategy: PermissionStrategy,
      completion: (@Sendable (RescheduleReport) -> Void)? = nil
    ) {
      directSchedule(
        request: NiceNotifications.NotificationRequest(request), permissionStrategy: permissionStrategy,
        completion: completion)
    }

    /// Adds a `UNNotificationRequest` you built on the default instance; `completion` gets
    /// the original's result.
    ///
    /// ```swift
    /// LocalNotifications.directSchedule(request: request, permissionStrategy: .scheduleIfSystemAllowed) {
    ///   (result: LocalNotifications.SchedulingResult) in print(result.isSuccess)
    /// }
    /// ```
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

    /// Adds a `UNNotificationRequest` you built through the planner, after the strategy's
    /// system level.
    ///
    /// ```swift
    /// let report = await notifications.directSchedule(request: request, permissionStrategy: .scheduleIfSystemAllowed)
    /// ```
    @discardableResult
    public func directSchedule(
      request: UNNotificationRequest, permissionStrategy: PermissionStrategy
    ) async -> RescheduleReport {
      let value = NiceNotifications.NotificationRequest(request)
      return await directSchedule(request: value, permissionStrategy: permissionStrategy)
    }
  }
#endif
