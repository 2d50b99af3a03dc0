public import DateBuilder

// The original's static calls whose shapes differ; each runs the new form on the default instance. Being
// `@_disfavoredOverload`, a completion reading only `isSuccess` resolves to the new form.

extension LocalNotifications {
  /// Schedules `timeline` as an ad-hoc group named `group` (new if `nil`) on the default instance.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "use 'schedule(timeline:groupIdentifier:permissionStrategy:completion:)'; its completion gets a RescheduleReport"
  )
  @discardableResult
  public static func schedule(
    timeline: NotificationsTimeline, group: String? = nil, permissionStrategy: PermissionStrategy,
    completion: @escaping @Sendable (SchedulingResult) -> Void = { _ in }
  ) -> AdHocGroup {
    schedule(timeline: timeline, groupIdentifier: group, permissionStrategy: permissionStrategy) { report in
      completion(logged(report, "schedule"))
    }
  }

  /// Schedules a timeline declared in place as an ad-hoc group named `group` on the default instance.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "use 'schedule(permissionStrategy:groupIdentifier:_:completion:)'; its completion gets a RescheduleReport"
  )
  @discardableResult
  public static func schedule(
    permissionStrategy: PermissionStrategy, group: String? = nil,
    @TimelineBuilder _ timeline: () -> [NotificationsTimeline.Entry],
    completion: @escaping @Sendable (SchedulingResult) -> Void = { _ in }
  ) -> AdHocGroup {
    schedule(
      permissionStrategy: permissionStrategy, groupIdentifier: group, timeline,
      completion: { report in completion(logged(report, "schedule")) })
  }

  /// Schedules one notification at a date as an ad-hoc group named `group` on the default instance.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "use 'schedule(timeline:groupIdentifier:permissionStrategy:completion:)'; its completion gets a RescheduleReport"
  )
  @discardableResult
  public static func schedule(
    content: NotificationContent, at date: DateBuilder.ResolvedDate, group: String? = nil,
    permissionStrategy: PermissionStrategy,
    completion: @escaping @Sendable (SchedulingResult) -> Void = { _ in }
  ) -> AdHocGroup {
    schedule(
      timeline: NotificationsTimeline { date.schedule(with: content) }, groupIdentifier: group,
      permissionStrategy: permissionStrategy
    ) { report in completion(logged(report, "schedule")) }
  }

  /// Reschedules `group` on the default instance; `completion` gets `false` for a denial, a refused add or no slot.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "the completion of 'reschedule(group:permissionStrategy:completion:)' gets a RescheduleReport: read 'report.isSuccess'"
  )
  public static func reschedule(
    group: some LocalNotificationsGroup, permissionStrategy: PermissionStrategy,
    completion: @escaping @Sendable (Bool) -> Void = { _ in }
  ) {
    reschedule(group: group, permissionStrategy: permissionStrategy) { report in
      completion(logged(report, "reschedule of \(group.groupIdentifier)").isSuccess)
    }
  }

  /// Runs `strategy` for `group` on the default instance, then `perform` if it allows, then `completion`.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "use 'withPermission(strategy:forGroup:_:)', or 'requestPermission(strategy:forGroup:)' for the decision"
  )
  public static func withPermission(
    strategy: PermissionStrategy, group: String? = nil, perform: @escaping @Sendable () -> Void,
    completion: @escaping @Sendable (_ isAllowed: PermissionResult) -> Void = { _ in }
  ) {
    submit { instance in
      let result = await instance.requestPermission(strategy: strategy, forGroup: group).permissionResult
      Log.info("permission for \(group ?? "no group"): \(result)")
      if result.isAllowed { perform() }
      completion(result)
    }
  }

  /// Runs `strategy` on the default instance without waiting for the answer:
  /// `LocalNotifications.requestPermission(strategy: .askSystemPermissionIfNeeded)`.
  public static func requestPermission(strategy: PermissionStrategy) {
    requestPermission(strategy: strategy, forGroup: nil) { _ in }
  }

  static func logged(_ report: RescheduleReport, _ call: String) -> SchedulingResult {
    let result = report.schedulingResult
    Log.info("\(call): \(result)")
    return result
  }
}
