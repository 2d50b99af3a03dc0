public import DateBuilder

// The original NiceNotifications' static calls whose shapes differ from this package's: a
// `group:` label, a `SchedulingResult` or `Bool` completion, `perform:` blocks. Each goes to
// the default instance through the same calls as the new forms (so through the planner),
// in the order the static calls were made, and reports what the planner reported. The
// result-typed overloads are `@_disfavoredOverload`: a completion that reads only
// `isSuccess`, or none, resolves to the new form with its `RescheduleReport`.

extension LocalNotifications {
  /// Schedules `timeline` as an ad-hoc group named `group` (a new name if `nil`) on the
  /// default instance; `completion` gets the original's result.
  ///
  /// ```swift
  /// LocalNotifications.schedule(timeline: timeline, group: "welcome", permissionStrategy: .scheduleIfSystemAllowed) { result in
  ///   if case .deniedOnSystemLevel = result { showSettingsHint() }
  /// }
  /// ```
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

  /// Schedules a timeline declared in place as an ad-hoc group named `group` on the default
  /// instance; `completion` gets the original's result.
  ///
  /// ```swift
  /// LocalNotifications.schedule(permissionStrategy: .askSystemPermissionIfNeeded, group: "hello") {
  ///   Today().at(hour: 20, minute: 30).schedule(title: "Hello today")
  /// } completion: { result in print(result.isSuccess) }
  /// ```
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

  /// Schedules one notification at a date, as an ad-hoc group named `group`, on the default
  /// instance; `completion` gets the original's result.
  ///
  /// ```swift
  /// LocalNotifications.schedule(content: content, at: Tomorrow().at(hour: 20, minute: 15), group: "reminder", permissionStrategy: .scheduleIfSystemAllowed)
  /// ```
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

  /// Reschedules `group` on the default instance; `completion` gets whether everything was
  /// scheduled — `false` for a denial, a refused add or what did not fit.
  ///
  /// ```swift
  /// LocalNotifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed) { success in
  ///   if !success { print("not scheduled") }
  /// }
  /// ```
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

  /// Runs `strategy` for `group` on the default instance; runs `perform` if it allows, then
  /// `completion` with the original's result.
  ///
  /// ```swift
  /// LocalNotifications.withPermission(strategy: .askSystemPermissionIfNeeded, group: "tips", perform: { showTip() }) { result in
  ///   if result.isDenied { print("denied") }
  /// }
  /// ```
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

  /// Runs `strategy` on the default instance without waiting for the answer: the original's
  /// call with no completion.
  ///
  /// ```swift
  /// LocalNotifications.requestPermission(strategy: .askSystemPermissionIfNeeded)
  /// ```
  public static func requestPermission(strategy: PermissionStrategy) {
    requestPermission(strategy: strategy, forGroup: nil) { _ in }
  }

  /// Hands a report's original result to ``Log`` and returns it.
  static func logged(_ report: RescheduleReport, _ call: String) -> SchedulingResult {
    let result = report.schedulingResult
    Log.info("\(call): \(result)")
    return result
  }
}
