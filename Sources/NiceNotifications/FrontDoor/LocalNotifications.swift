public import DateBuilder
public import Foundation

/// The front door: reschedules groups under permission strategies, schedules one-off and
/// ad-hoc timelines, and manages group permissions — over any notification center, clock,
/// calendar and group-permission store.
///
/// Use the static calls, which go to a default instance:
///
/// ```swift
/// LocalNotifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .askSystemPermissionIfNeeded)
/// ```
///
/// or build an instance — in tests, over a simulator:
///
/// ```swift
/// let simulator = SimulatedNotificationCenter(now: start, timeZone: berlin)
/// let notifications = LocalNotifications(simulator: simulator)
/// let report = await notifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .askSystemPermissionIfNeeded)
/// #expect(report.added.count == 49)
/// ```
///
/// The calls on one instance are serialized, in the order they were made: concurrent
/// reschedules of a group end in the state of the last one, never with duplicates. Every
/// call returns a ``RescheduleReport`` (or a decision) rather than printing.
public final class LocalNotifications: Sendable {
  /// The center requests are written to.
  public let center: any NotificationCenterPort
  /// Where group-level decisions persist.
  public let permissionStore: any GroupPermissionStore
  /// How slots are shared when several groups are planned together.
  public let policy: PlanningPolicy
  /// Where "done" marks persist: occurrences that reschedules skip.
  public let handledStore: any HandledOccurrenceStore
  let context: @Sendable () async -> DateBuilder.Context
  let gate = SerialGate()
  let registered = Locked<
    [String: (group: any LocalNotificationsGroup, strategy: PermissionStrategy)]
  >([:])
  /// Whether the person denied the system prompt this instance showed.
  let deniedAtPrompt = Locked(false)

  /// Creates an instance over a center, a store, a clock and a calendar.
  ///
  /// ```swift
  /// let notifications = LocalNotifications(center: MyCenter(), permissionStore: InMemoryGroupPermissionStore())
  /// ```
  ///
  /// - Parameters:
  ///   - center: The notification center.
  ///   - permissionStore: Where group-level decisions persist.
  ///   - now: The clock; by default the evaluation context's (the system clock).
  ///   - calendar: The calendar and device time zone; by default the context's.
  ///   - policy: How slots are shared among groups planned together.
  ///   - handledStore: Where "done" marks persist; in memory by default.
  public convenience init(
    center: any NotificationCenterPort, permissionStore: any GroupPermissionStore,
    now: (@Sendable () async -> Date)? = nil, calendar: Calendar? = nil,
    policy: PlanningPolicy = .soonestFirst,
    handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore()
  ) {
    self.init(center: center, permissionStore: permissionStore, policy: policy, handledStore: handledStore) {
      var context = DateBuilder.Context.current
      if let now { context.now = await now() }
      if let calendar { context.calendar = calendar }
      return context
    }
  }

  /// Creates an instance that evaluates timelines in whatever `context` returns at the
  /// start of each reschedule.
  ///
  /// ```swift
  /// let notifications = LocalNotifications(center: center, permissionStore: store, policy: .soonestFirst) { fixedContext }
  /// ```
  public init(
    center: any NotificationCenterPort, permissionStore: any GroupPermissionStore, policy: PlanningPolicy,
    handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore(),
    context: @escaping @Sendable () async -> DateBuilder.Context
  ) {
    self.center = center
    self.permissionStore = permissionStore
    self.policy = policy
    self.handledStore = handledStore
    self.context = context
  }

  // MARK: Rescheduling

  /// Makes the group's pending requests equal its timeline, if `permissionStrategy` allows;
  /// removes them if it denies.
  ///
  /// ```swift
  /// let report = await notifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
  /// ```
  @discardableResult
  public func reschedule(
    group: some LocalNotificationsGroup, permissionStrategy: PermissionStrategy
  ) async -> RescheduleReport {
    await gate.run { await self.rescheduleUngated([(group, permissionStrategy)]) }
  }

  /// Registers `group` for ``rescheduleAll()`` with the strategy to use then.
  ///
  /// ```swift
  /// notifications.register(DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
  /// ```
  public func register(_ group: some LocalNotificationsGroup, permissionStrategy: PermissionStrategy) {
    registered.withLock { $0[group.groupIdentifier] = (group, permissionStrategy) }
  }

  /// Forgets a registered group; its pending requests stay.
  ///
  /// ```swift
  /// notifications.unregister(groupIdentifier: "dailyQuote")
  /// ```
  public func unregister(groupIdentifier: String) {
    registered.withLock { $0[groupIdentifier] = nil }
  }

  /// Reschedules every registered group in one plan, so that the groups share the pending
  /// slots soonest-first (or by the policy's reservations). Call it at launch, and when the
  /// time zone or the clock changes significantly.
  ///
  /// ```swift
  /// func applicationDidFinishLaunching() { Task { await notifications.rescheduleAll() } }
  /// ```
  @discardableResult
  public func rescheduleAll() async -> RescheduleReport {
    let groups = registered.withLock {
      $0.values.sorted { $0.group.groupIdentifier < $1.group.groupIdentifier }
    }
    return await gate.run { await self.rescheduleUngated(groups.map { ($0.group, $0.strategy) }) }
  }

  /// Schedules an ad-hoc timeline as a group of its own, and returns the group so that it
  /// can be removed later.
  ///
  /// ```swift
  /// let (group, report) = await notifications.schedule(timeline: timeline, permissionStrategy: .askSystemPermissionIfNeeded)
  /// await notifications.remove(group: group)
  /// ```
  public func schedule(
    timeline: NotificationsTimeline, groupIdentifier: String? = nil, permissionStrategy: PermissionStrategy
  ) async -> (group: AdHocGroup, report: RescheduleReport) {
    let group = AdHocGroup(identifier: groupIdentifier, timeline: timeline)
    return (group, await reschedule(group: group, permissionStrategy: permissionStrategy))
  }

  /// Schedules one notification at a date, as an ad-hoc group of one.
  ///
  /// ```swift
  /// await notifications.schedule(content: content, at: Tomorrow().at(hour: 20, minute: 15), permissionStrategy: .scheduleIfSystemAllowed)
  /// ```
  @discardableResult
  public func schedule(
    content: NotificationContent, at date: DateBuilder.ResolvedDate, permissionStrategy: PermissionStrategy
  ) async -> (group: AdHocGroup, report: RescheduleReport) {
    await schedule(
      timeline: NotificationsTimeline { date.schedule(with: content) }, permissionStrategy: permissionStrategy
    )
  }

  /// Adds a request you built yourself, after the system-level step of
  /// `permissionStrategy` (the group level is skipped: a direct request has no group).
  ///
  /// ```swift
  /// let request = NotificationRequest(identifier: "repeating_360", content: content, trigger: .timeInterval(360, repeats: true))
  /// await notifications.directSchedule(request: request, permissionStrategy: .askSystemPermissionIfNeeded)
  /// ```
  @discardableResult
  public func directSchedule(
    request: NotificationRequest, permissionStrategy: PermissionStrategy
  ) async -> RescheduleReport {
    await gate.run {
      var report = RescheduleReport()
      let key = request.identifier
      if case .denied(let level) = await self.decide(permissionStrategy.systemLevel) {
        report.outcomes[key] = .denied(level)
        return report
      }
      do throws(NotificationRequestError) {
        try request.validate()
      } catch {
        report.outcomes[key] = .failed(error.description)
        return report
      }
      do throws(NotificationCenterError) {
        try await self.center.add(request)
        report.added.append(key)
        report.outcomes[key] = .scheduled
      } catch {
        report.failedAdds.append(.init(identifier: key, error: error))
        report.outcomes[key] = .failed(error.description)
      }
      return report
    }
  }

  // MARK: Turning groups off

  /// Removes the group's pending requests and records its group-level denial, so that
  /// reschedules add nothing until it is allowed again.
  ///
  /// ```swift
  /// await notifications.disable(group: DailyQuoteGroup())
  /// ```
  @discardableResult
  public func disable(group: some LocalNotificationsGroup) async -> RescheduleReport {
    let identifier = group.groupIdentifier
    return await gate.run {
      var report = RescheduleReport()
      do throws(GroupPermissionStoreError) {
        try await self.permissionStore.setPermission(.denied, forGroup: identifier)
        report.outcomes[identifier] = .denied(.group)
      } catch {
        report.outcomes[identifier] = .failed(error.description)
      }
      report.removed = await self.removePending(ofGroups: [identifier])
      return report
    }
  }

  /// Removes the group's pending requests; its group-level permission stays as it is.
  ///
  /// ```swift
  /// await notifications.remove(group: adHocGroup)
  /// ```
  @discardableResult
  public func remove(group: some LocalNotificationsGroup) async -> RescheduleReport {
    let identifier = group.groupIdentifier
    return await gate.run {
      var report = RescheduleReport()
      report.removed = await self.removePending(ofGroups: [identifier])
      report.outcomes[identifier] = .scheduled
      return report
    }
  }

  /// Removes the group's delivered notifications from Notification Center; returns their
  /// identifiers.
  ///
  /// ```swift
  /// await notifications.removeDeliveredNotifications(ofGroup: "dailyQuote")
  /// ```
  @discardableResult
  public func removeDeliveredNotifications(ofGroup groupIdentifier: String) async -> [String] {
    await gate.run {
      let identifiers = await self.center.deliveredNotifications().map(\.request.identifier)
        .filter { RequestIdentifier($0)?.group == groupIdentifier }
      if !identifiers.isEmpty { await self.center.removeDeliveredNotifications(withIdentifiers: identifiers) }
      return identifiers
    }
  }

  // MARK: Permission

  /// Runs `permissionStrategy` without scheduling anything: asks what needs asking, records
  /// the group-level answer, and says whether notifications may be scheduled.
  ///
  /// ```swift
  /// let allowed = await notifications.requestPermission(strategy: .askSystemPermissionIfNeeded) == .allowed
  /// ```
  public func requestPermission(
    strategy: PermissionStrategy, forGroup groupIdentifier: String? = nil
  ) async -> PermissionDecision {
    await gate.run { await self.decide(strategy, group: groupIdentifier) }
  }

  /// Runs `body` if `strategy` allows scheduling, and returns its result; `nil` if denied.
  ///
  /// ```swift
  /// await notifications.withPermission(strategy: .askSystemPermissionIfNeeded) { await scheduleWelcome() }
  /// ```
  public func withPermission<T: Sendable>(
    strategy: PermissionStrategy, forGroup groupIdentifier: String? = nil, _ body: () async -> T
  ) async -> T? {
    guard await requestPermission(strategy: strategy, forGroup: groupIdentifier) == .allowed else {
      return nil
    }
    return await body()
  }

  /// Asks for full authorization when the app has provisional authorization: a request
  /// without `.provisional`, which prompts. Whether the app is fully authorized afterwards.
  ///
  /// ```swift
  /// if await notifications.systemAuthorization() == .provisional { await notifications.upgradeToFullAuthorization() }
  /// ```
  @discardableResult
  public func upgradeToFullAuthorization(options: AuthorizationOptions = .standard) async -> Bool {
    await gate.run {
      guard await self.center.authorizationStatus() == .provisional else {
        return await self.center.authorizationStatus() == .authorized
      }
      _ = try? await self.center.requestAuthorization(options: options.subtracting(.provisional))
      return await self.center.authorizationStatus() == .authorized
    }
  }

  /// The system's authorization status.
  ///
  /// ```swift
  /// let status = await notifications.systemAuthorization()
  /// ```
  public func systemAuthorization() async -> AuthorizationStatus {
    await center.authorizationStatus()
  }

  /// The group's stored group-level decision; `.notAsked` if the store cannot be read.
  ///
  /// ```swift
  /// let enabled = await notifications.groupAuthorization(forGroup: "dailyQuote") == .allowed
  /// ```
  public func groupAuthorization(forGroup groupIdentifier: String) async -> GroupPermission {
    (try? await permissionStore.permission(forGroup: groupIdentifier)) ?? .notAsked
  }

  // MARK: Internals

  private func rescheduleUngated(
    _ requests: [(group: any LocalNotificationsGroup, strategy: PermissionStrategy)]
  ) async -> RescheduleReport {
    var report = RescheduleReport()
    var planning: [PlanningGroup] = []
    var planned: [any LocalNotificationsGroup] = []
    var denied: [String] = []
    for (group, strategy) in requests {
      let identifier = group.groupIdentifier
      do throws(TimelineError) {
        try RequestIdentifier.validateGroup(identifier)
      } catch {
        report.outcomes[identifier] = .failed(error.description)
        continue
      }
      switch await decide(strategy, group: identifier) {
      case .denied(let level):
        report.outcomes[identifier] = .denied(level)
        denied.append(identifier)
      case .failed(let reason):
        report.outcomes[identifier] = .failed(reason)
      case .allowed:
        do {
          let handled = try await handledStore.handledOccurrences(inGroup: identifier)
          let timeline = try await group.timeline()
          planning.append(PlanningGroup(identifier: identifier, timeline: timeline, handled: handled))
          planned.append(group)
          report.outcomes[identifier] = .scheduled
        } catch let error as HandledOccurrenceStoreError {
          report.outcomes[identifier] = .failed(error.description)
        } catch {
          report.outcomes[identifier] = .failed("the timeline failed: \(error)")
        }
      }
    }
    report.removed = await removePending(ofGroups: Set(denied))
    guard !planning.isEmpty else { return report }
    let plan = await ReschedulePlanner.plan(
      planning, pending: await center.pendingRequests(), in: await context(),
      capacity: center.pendingCapacity,
      policy: policy, settings: await center.notificationSettings())
    await apply(plan, to: &report)
    report.removedDelivered = await removeDelivered(askingEachOf: planned)
    return report
  }

  private func apply(_ plan: ReschedulePlan, to report: inout RescheduleReport) async {
    report.plan = plan
    report.kept = plan.kept
    let removals = plan.removals
    if !removals.isEmpty {
      await center.removePendingRequests(withIdentifiers: removals)
      report.removed += removals
    }
    for change in plan.changes {
      switch change {
      case .remove:
        continue
      case .add(let request), .replace(let request):
        do throws(NotificationCenterError) {
          try await center.add(request)
          if case .add = change {
            report.added.append(request.identifier)
          } else {
            report.replaced.append(request.identifier)
          }
        } catch {
          report.failedAdds.append(.init(identifier: request.identifier, error: error))
        }
      }
    }
  }

  private func removePending(ofGroups groups: Set<String>) async -> [String] {
    guard !groups.isEmpty else { return [] }
    let identifiers = await center.pendingRequests().map(\.request)
      .filter { $0.requestIdentifier.map { groups.contains($0.group) } ?? false }
      .map(\.identifier).sorted()
    if !identifiers.isEmpty { await center.removePendingRequests(withIdentifiers: identifiers) }
    return identifiers
  }
}
