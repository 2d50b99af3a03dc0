public import DateBuilder

// The README's static calls on `default`; the completion-handler forms take effect in call order.

extension LocalNotifications {
  /// Reschedules `group` on the default instance; `completion` gets the report:
  /// `LocalNotifications.reschedule(group: quotes, permissionStrategy: .scheduleIfSystemAllowed)`.
  public static func reschedule(
    group: some LocalNotificationsGroup, permissionStrategy: PermissionStrategy,
    completion: (@Sendable (RescheduleReport) -> Void)? = nil
  ) {
    submit(completion) { await $0.reschedule(group: group, permissionStrategy: permissionStrategy) }
  }

  /// Runs `call` on the default instance in static-call order and hands its report to `completion`.
  private static func submit(
    _ completion: (@Sendable (RescheduleReport) -> Void)?,
    _ call: @escaping @Sendable (LocalNotifications) async -> RescheduleReport
  ) {
    submit { instance in
      // Not `completion?(await …)`: without a completion that would skip the call.
      let report = await call(instance)
      completion?(report)
    }
  }

  /// Reschedules `group` on the default instance:
  /// `await LocalNotifications.reschedule(group: quotes, permissionStrategy: .scheduleIfSystemAllowed)`.
  @discardableResult
  public static func reschedule(
    group: some LocalNotificationsGroup, permissionStrategy: PermissionStrategy
  ) async -> RescheduleReport {
    await LocalNotifications.default.reschedule(group: group, permissionStrategy: permissionStrategy)
  }

  /// Schedules one notification at a date on the default instance:
  /// `LocalNotifications.schedule(content: content, at: evening, permissionStrategy: .scheduleIfSystemAllowed)`.
  @discardableResult
  public static func schedule(
    content: NotificationContent, at date: DateBuilder.ResolvedDate, permissionStrategy: PermissionStrategy,
    completion: (@Sendable (RescheduleReport) -> Void)? = nil
  ) -> AdHocGroup {
    schedule(
      timeline: NotificationsTimeline { date.schedule(with: content) },
      permissionStrategy: permissionStrategy, completion: completion)
  }

  /// Schedules a timeline declared in place, as an ad-hoc group, on the default instance:
  /// `LocalNotifications.schedule(permissionStrategy: .scheduleIfSystemAllowed) { evening.schedule(title: "Hi") }`.
  ///
  /// Without `groupIdentifier` each call adds a new group, as the original's did; code that runs at every
  /// launch names its group (`groupIdentifier: "showcase"`), so that each call replaces the last one's requests.
  @discardableResult
  public static func schedule(
    permissionStrategy: PermissionStrategy, groupIdentifier: String? = nil,
    @TimelineBuilder _ timeline: () -> [NotificationsTimeline.Entry],
    completion: (@Sendable (RescheduleReport) -> Void)? = nil
  ) -> AdHocGroup {
    schedule(
      timeline: NotificationsTimeline(entries: timeline()), groupIdentifier: groupIdentifier,
      permissionStrategy: permissionStrategy, completion: completion)
  }

  /// Schedules `timeline` as an ad-hoc group on the default instance:
  /// `let group = LocalNotifications.schedule(timeline: timeline, permissionStrategy: strategy)`.
  @discardableResult
  public static func schedule(
    timeline: NotificationsTimeline, groupIdentifier: String? = nil, permissionStrategy: PermissionStrategy,
    completion: (@Sendable (RescheduleReport) -> Void)? = nil
  ) -> AdHocGroup {
    let group = AdHocGroup(identifier: groupIdentifier, timeline: timeline)
    reschedule(group: group, permissionStrategy: permissionStrategy, completion: completion)
    return group
  }

  /// Adds a request you built on the default instance, after the strategy's system level:
  /// `LocalNotifications.directSchedule(request: request, permissionStrategy: .askSystemPermissionIfNeeded)`.
  public static func directSchedule(
    request: NiceNotifications.NotificationRequest, permissionStrategy: PermissionStrategy,
    completion: (@Sendable (RescheduleReport) -> Void)? = nil
  ) {
    submit(completion) { await $0.directSchedule(request: request, permissionStrategy: permissionStrategy) }
  }

  /// Disables `group` on the default instance: removes its pending requests and records the denial:
  /// `LocalNotifications.disable(group: DailyQuoteGroup())`.
  public static func disable(
    group: some LocalNotificationsGroup, completion: (@Sendable (RescheduleReport) -> Void)? = nil
  ) {
    submit(completion) { await $0.disable(group: group) }
  }

  /// Removes the group's pending requests on the default instance: `LocalNotifications.remove(group: group)`.
  public static func remove(
    group: some LocalNotificationsGroup, completion: (@Sendable (RescheduleReport) -> Void)? = nil
  ) {
    submit(completion) { await $0.remove(group: group) }
  }

  /// Runs `strategy` on the default instance; `completion` gets whether scheduling may go ahead:
  /// `LocalNotifications.requestPermission(strategy: .askSystemPermissionIfNeeded) { print($0) }`.
  public static func requestPermission(
    strategy: PermissionStrategy, forGroup groupIdentifier: String? = nil,
    completion: @escaping @Sendable (Bool) -> Void
  ) {
    submit { instance in
      completion(await instance.requestPermission(strategy: strategy, forGroup: groupIdentifier) == .allowed)
    }
  }

  /// Runs `strategy` on the default instance:
  /// `let decision = await LocalNotifications.requestPermission(strategy: .askSystemPermissionIfNeeded)`.
  public static func requestPermission(
    strategy: PermissionStrategy, forGroup groupIdentifier: String? = nil
  ) async -> PermissionDecision {
    await LocalNotifications.default.requestPermission(strategy: strategy, forGroup: groupIdentifier)
  }

  /// Runs `body` if `strategy` allows scheduling on the default instance:
  /// `LocalNotifications.withPermission(strategy: .askSystemPermissionIfNeeded) { scheduleWelcome() }`.
  public static func withPermission(
    strategy: PermissionStrategy, forGroup groupIdentifier: String? = nil,
    _ body: @escaping @Sendable () -> Void
  ) {
    requestPermission(strategy: strategy, forGroup: groupIdentifier) { allowed in if allowed { body() } }
  }

  /// The NiceNotifications name of ``GroupPermission``: `.allowed`, `.denied`, `.notAsked`.
  public typealias GroupLevelAuthorization = GroupPermission
}

extension GroupPermission {
  /// The group's stored decision on `instance` (by default the default instance):
  /// `let status = await LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "dailyQuote")`.
  public static func getCurrent(
    forGroup groupIdentifier: String, of instance: LocalNotifications = .default
  ) async -> GroupPermission {
    await instance.groupAuthorization(forGroup: groupIdentifier)
  }

  /// The group's stored decision on the default instance, delivered to `completion`:
  /// `LocalNotifications.GroupLevelAuthorization.getCurrent(forGroup: "quotes") { print($0) }`.
  public static func getCurrent(
    forGroup groupIdentifier: String, completion: @escaping @Sendable (GroupPermission) -> Void
  ) {
    LocalNotifications.submit { instance in
      completion(await instance.groupAuthorization(forGroup: groupIdentifier))
    }
  }
}
