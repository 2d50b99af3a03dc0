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
  /// How long a call to the center may take before the call that made it fails with
  /// ``LocalNotificationsError/centerTimedOut(_:)``; the instance goes on working.
  public let centerTimeLimit: TimeInterval
  /// How long a content maker that suspends, or a group's `getTimeline(completion:)`, may
  /// take before it counts as failed (what it had pending stays as it was): a completion
  /// handler that is never called fails its occurrence or its group instead of holding every
  /// later call.
  public let contentTimeLimit: TimeInterval
  let context: @Sendable () async -> DateBuilder.Context
  /// Shared with every instance over the same center: see ``CenterGates``.
  let gate: SerialGate
  /// A group with the permission strategy it is planned with.
  typealias StrategicGroup = (group: any LocalNotificationsGroup, strategy: PermissionStrategy)
  let registered = Locked<[String: StrategicGroup]>([:])
  /// The group each reschedule of this instance planned last, with its strategy: what a "done"
  /// or a snooze plans again when a repeating request would still deliver the occurrence it
  /// was about (a registered group is planned as it is registered).
  let lastRescheduled = Locked<[String: StrategicGroup]>([:])
  /// Whether the app declared every group it has with ``registerAll(_:permissionStrategy:)``: then
  /// ``rescheduleAll()`` removes the requests of groups that are not registered.
  let registersAllGroups = Locked(false)
  /// Whether the person denied the system prompt this instance showed.
  let deniedAtPrompt = Locked(false)
  /// The authorization status the last reschedule saw, to notice a change in Settings.
  let lastAuthorization = Locked<AuthorizationStatus?>(nil)
  /// When a mark last had the handled store forget old marks (see `forgetOldMarks(now:)`).
  let lastForgetting = Locked<Date?>(nil)
  /// The time zones seen at this instance's runs and those read from the handled store, and
  /// the sightings last saved there (see `seenZones(recording:)`); `nil` until the first run.
  let sightings = Locked<(seen: TimeZoneSightings, saved: TimeZoneSightings)?>(nil)
  /// What this instance's plans left unscheduled, per group, for ``diagnostics()``.
  let diagnosticsLedger = Locked(DiagnosticsLedger())

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
  ///   - centerTimeLimit: How long one call to the center may take; 10 seconds by default.
  ///   - contentTimeLimit: How long one content maker, or a group's completion-handler
  ///     timeline, may take; 30 seconds by default.
  public convenience init(
    center: any NotificationCenterPort, permissionStore: any GroupPermissionStore,
    now: (@Sendable () async -> Date)? = nil, calendar: Calendar? = nil,
    policy: PlanningPolicy = .soonestFirst,
    handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore(),
    centerTimeLimit: TimeInterval = 10, contentTimeLimit: TimeInterval = 30
  ) {
    self.init(
      center: center, permissionStore: permissionStore, policy: policy, handledStore: handledStore,
      centerTimeLimit: centerTimeLimit, contentTimeLimit: contentTimeLimit
    ) {
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
  ///
  /// Every instance over the same center (the same object, or decorators of it) shares one
  /// owner of the pending slots: their calls run one at a time, so together they never go
  /// over the cap.
  public init(
    center: any NotificationCenterPort, permissionStore: any GroupPermissionStore, policy: PlanningPolicy,
    handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore(),
    centerTimeLimit: TimeInterval = 10, contentTimeLimit: TimeInterval = 30,
    context: @escaping @Sendable () async -> DateBuilder.Context
  ) {
    self.center = center
    self.permissionStore = permissionStore
    self.policy = policy
    self.handledStore = handledStore
    self.centerTimeLimit = centerTimeLimit
    self.contentTimeLimit = contentTimeLimit
    self.context = context
    self.gate = CenterGates.gate(for: center)
  }

  // MARK: Rescheduling

  /// Makes the group's pending requests equal its timeline, if `permissionStrategy` allows;
  /// removes them if it denies.
  ///
  /// ```swift
  /// let report = await notifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
  /// ```
  ///
  /// The group competes for slots with every other group's pending requests, soonest
  /// first: a later one-shot request of another group makes room for a sooner occurrence of
  /// this one (it is reported in ``ReschedulePlan/deferrals`` as displaced, and the
  /// ``ReschedulePlan/refillDate`` says when to reschedule it). A group that wanted a slot
  /// and got none is reported `.failed`, not `.scheduled`.
  @discardableResult
  public func reschedule(
    group: some LocalNotificationsGroup, permissionStrategy: PermissionStrategy
  ) async -> RescheduleReport {
    await gated(failing: [group.groupIdentifier]) {
      await self.rescheduleUngated([(group, permissionStrategy)])
    }
  }

  /// Reschedules every registered group in one plan, so that the groups share the pending slots soonest-first
  /// (or by the policy's reservations).
  ///
  /// Call it at launch, and when the time zone or the clock changes significantly.
  ///
  /// ```swift
  /// func applicationDidFinishLaunching() { Task { await notifications.rescheduleAll() } }
  /// ```
  ///
  /// Once the app declared all its groups with ``registerAll(_:permissionStrategy:)``, it also removes
  /// the pending requests of groups that are not registered (``UnregisteredGroups/remove``); otherwise
  /// it leaves them (``UnregisteredGroups/keep``). ``rescheduleAll(unregisteredGroups:)`` chooses.
  @discardableResult
  public func rescheduleAll() async -> RescheduleReport {
    await rescheduleAll(unregisteredGroups: registersAllGroups.withLock { $0 } ? .remove : .keep)
  }

  /// Reschedules every registered group in one plan, and removes or keeps the pending requests of
  /// groups that are not registered, as `unregisteredGroups` says.
  ///
  /// ```swift
  /// let report = await notifications.rescheduleAll(unregisteredGroups: .remove)
  /// print("no longer declared:", report.unregisteredGroupsRemoved)
  /// ```
  ///
  /// Removing goes through the planner with the rest of the plan, so the slots it frees go to the
  /// registered groups in the same call. Only requests whose identifiers this package made are
  /// removed, and never those of a group scheduled ad hoc without an identifier (`adhoc-` and a UUID);
  /// requests of other code, direct requests and the tail notice stay.
  @discardableResult
  public func rescheduleAll(unregisteredGroups: UnregisteredGroups) async -> RescheduleReport {
    // In the order of their identifiers, the keys they are registered under.
    let (identifiers, groups) = registered.withLock { registered in
      let identifiers = registered.keys.sorted()
      return (identifiers, identifiers.compactMap { registered[$0] })
    }
    return await gated(failing: identifiers) {
      await self.rescheduleUngated(groups, removingUnregistered: unregisteredGroups == .remove)
    }
  }

  /// What ``rescheduleAll(unregisteredGroups:)`` does with the pending requests of groups that are
  /// not registered.
  ///
  /// ```swift
  /// await notifications.rescheduleAll(unregisteredGroups: .keep)
  /// ```
  public enum UnregisteredGroups: Hashable, Sendable {
    /// They stay: the app reschedules some groups on their own, and registers only the others.
    case keep
    /// They are removed: the registered groups are all the app has, and any other was deleted.
    case remove
  }

  /// Reschedules every registered group if the system authorization changed since the last reschedule — the
  /// person turned notifications on in Settings, or provisional became full — and returns the report; `nil`
  /// if nothing changed.
  ///
  /// Call it when the app becomes active (the Apple adapter's `observeAppActivation()` does).
  ///
  /// ```swift
  /// await notifications.applicationDidBecomeActive()
  /// ```
  @discardableResult
  public func applicationDidBecomeActive() async -> RescheduleReport? {
    let center = center
    guard let status = await withTimeLimit(centerTimeLimit, { await center.authorizationStatus() }) else {
      return nil
    }
    let previous = lastAuthorization.withLock { seen in
      defer { seen = status }
      return seen
    }
    guard let previous, previous != status else { return nil }
    return await rescheduleAll()
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
  ///
  /// The request goes through the planner like every write: no timeline can make it again,
  /// so it takes its slot before any timeline occurrence, and when every slot is taken the
  /// pending timeline request that fires last makes room (reported as displaced). When
  /// every slot is held by requests that cannot be moved, it is not added and its outcome
  /// says so. Its identifier may not have the form of a group's request identifier.
  @discardableResult
  public func directSchedule(
    request: NiceNotifications.NotificationRequest, permissionStrategy: PermissionStrategy
  ) async -> RescheduleReport {
    let key = request.identifier
    return await gated(failing: [key]) {
      var report = RescheduleReport()
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
      guard request.requestIdentifier == nil else {
        report.outcomes[key] = .failed(
          "\"\(key)\" has the form of a group's request identifier; choose another")
        return report
      }
      do throws(LocalNotificationsError) {
        try await self.write(into: &report) { $0.admitting = [request] }
      } catch {
        report.outcomes[key] = .failed(error.description)
        return report
      }
      report.outcomes[key] = Self.admissionOutcome(of: key, in: report)
      return report
    }
  }

  // MARK: Internals

  /// Runs `body` holding the center's gate; a re-entrant call gets a report that says so
  /// for `identifiers`, instead of waiting for itself.
  func gated(failing identifiers: [String], _ body: () async -> RescheduleReport) async -> RescheduleReport {
    do throws(LocalNotificationsError) {
      return try await gate.run(body)
    } catch {
      var report = RescheduleReport()
      for identifier in identifiers { report.outcomes[identifier] = .failed(error.description) }
      return report
    }
  }

  /// What reads the center and carries plans out for this instance.
  var executor: RescheduleExecutor {
    RescheduleExecutor(
      center: center, timeLimit: centerTimeLimit, contentConcurrency: 16, contentTimeLimit: contentTimeLimit,
      gate: gate, context: context)
  }

  /// Reads the center, plans with `configure`'s additions to the snapshot, and applies the
  /// plan: the one path every write to the center takes.
  ///
  /// Returns the delivered notifications it read and the time it planned at. Groups in
  /// `awaitingPermission` are held because the system denies them: one never planned adds no
  /// refill date (see ``GroupRefillDates/soonest(of:in:awaitingPermission:)``).
  @discardableResult
  func write(
    into report: inout RescheduleReport, awaitingPermission: Set<String> = [],
    _ configure: (inout PlanningSnapshot) -> Void
  ) async throws(LocalNotificationsError) -> (delivered: [DeliveredNotification], now: Date) {
    let reading = try await executor.read()
    lastAuthorization.withLock { $0 = reading.settings.authorizationStatus }
    let context = await context()
    var snapshot = PlanningSnapshot(
      pending: reading.pending, context: context, capacity: center.pendingCapacity)
    snapshot.delivered = reading.delivered
    snapshot.timeZoneSightings = await seenZones(recording: context)
    snapshot.policy = policy
    configure(&snapshot)
    // The registered groups this plan leaves out; none, without a set made, when it plans them all.
    let (planned, removing) = (snapshot.groups, snapshot.removing)
    snapshot.otherGroups = registered.withLock { registered in
      var others: Set<String> = []
      for identifier in registered.keys
      where !removing.contains(identifier) && !planned.contains(where: { $0.identifier == identifier }) {
        others.insert(identifier)
      }
      return others
    }
    snapshot.otherGroupsRefillDate = gate.refillDates.soonest(
      of: snapshot.otherGroups, in: snapshot.context, awaitingPermission: awaitingPermission)
    try await executor.run(snapshot, settings: reading.settings, into: &report)
    if let plan = report.plan {
      gate.refillDates.record(
        plan, planned: planned.lazy.map(\.identifier), removed: removing, in: snapshot.context.timeZone)
      diagnosticsLedger.withLock {
        $0.record(plan, planned: planned.lazy.map(\.identifier), removed: removing, at: snapshot.context.now)
      }
    }
    return (reading.delivered, snapshot.context.now)
  }

  /// The outcome for the group a snooze or done mark wrote for: scheduled, unless the center
  /// refused an add of one of its requests (one that made room, say, and was not put back).
  static func writeOutcome(ofGroup group: String, in report: RescheduleReport) -> RescheduleReport.Outcome {
    let normalized = RequestIdentifier.normalized(group)
    guard
      let failed = report.failedAdds.first(where: { RequestIdentifier($0.identifier)?.group == normalized })
    else { return .scheduled }
    return .failed("\(failed.identifier): the center did not add it: \(failed.error)")
  }

  /// The outcome of a request admitted directly: scheduled, or why not.
  static func admissionOutcome(of identifier: String, in report: RescheduleReport) -> RescheduleReport.Outcome
  {
    if let failed = report.failedAdds.first(where: { $0.identifier == identifier }) {
      return .failed(failed.error.description)
    }
    if report.plan?.deferrals.contains(where: { $0.identifier == identifier && $0.reason == .capacity })
      == true
    {
      return .failed("no slot: every pending slot is held by a request that cannot be moved")
    }
    return .scheduled
  }

  func rescheduleUngated(
    _ requests: [StrategicGroup],
    removingUnregistered: Bool = false
  ) async -> RescheduleReport {
    var report = RescheduleReport()
    var planning: [PlanningGroup] = []
    var planned: [any LocalNotificationsGroup] = []
    var denied: Set<String> = []
    var holding: Set<String> = []
    // Groups the system denies: their requests stay pending, since the system shows nothing meanwhile
    // and brings them back when the person allows notifications again.
    var systemDenied: Set<String> = []
    // The system's authorization, read by the first group that needs it.
    var status: AuthorizationStatus?
    // The instance's evaluation context, read once by the first group planned.
    var timelineContext: DateBuilder.Context?
    for (group, strategy) in requests {
      let identifier = group.groupIdentifier
      do throws(TimelineError) {
        try RequestIdentifier.validateGroup(identifier)
      } catch {
        report.outcomes[identifier] = .failed(error.description)
        continue
      }
      lastRescheduled.withLock { $0[identifier] = (group, strategy) }
      switch await decide(strategy, group: identifier, knownStatus: &status) {
      case .denied(.system):
        report.outcomes[identifier] = .denied(.system)
        systemDenied.insert(identifier)
      case .denied(let level):
        report.outcomes[identifier] = .denied(level)
        denied.insert(identifier)
      case .failed(let reason):
        report.outcomes[identifier] = .failed(reason)
        holding.insert(identifier)
      case .allowed:
        do {
          let handled = try await handledStore.handledOccurrences(inGroup: identifier)
          if timelineContext == nil { timelineContext = await context() }
          let timeline = try await timeline(of: group, in: timelineContext ?? .current)
          planning.append(PlanningGroup(identifier: identifier, timeline: timeline, handled: handled))
          planned.append(group)
          report.outcomes[identifier] = .scheduled
        } catch let error as HandledOccurrenceStoreError {
          report.outcomes[identifier] = .failed(error.description)
          holding.insert(identifier)
        } catch {
          report.outcomes[identifier] = .failed("the timeline failed: \(error)")
          holding.insert(identifier)
        }
      }
    }
    if let status { lastAuthorization.withLock { $0 = status } }
    guard !planning.isEmpty || !denied.isEmpty || !systemDenied.isEmpty || removingUnregistered else {
      return report
    }
    let read: (delivered: [DeliveredNotification], now: Date)
    var unregistered: Set<String> = []
    var keptWhileSystemDenies: [String] = []
    let systemDeniedGroups = Set(systemDenied.map(RequestIdentifier.normalized))
    let registeredGroups = Set(requests.map { RequestIdentifier.normalized($0.group.groupIdentifier) })
    do throws(LocalNotificationsError) {
      read = try await write(into: &report, awaitingPermission: systemDenied) { snapshot in
        snapshot.groups = planning
        snapshot.removing = denied
        snapshot.holding = holding.union(systemDenied)
        // The requests of groups the system denies stay; those of groups no longer registered go
        // (never a group made ad hoc without an identifier, which no app declares).
        for pending in snapshot.pending {
          guard let group = RequestIdentifier.groupAndManaged(pending.request.identifier)?.group else {
            continue
          }
          if systemDeniedGroups.contains(group) {
            keptWhileSystemDenies.append(pending.request.identifier)
          } else if removingUnregistered, !registeredGroups.contains(group),
            !group.hasPrefix(AdHocGroup.generatedPrefix)
          {
            unregistered.insert(group)
          }
        }
        snapshot.removing.formUnion(unregistered)
      }
    } catch {
      for group in planning { report.outcomes[group.identifier] = .failed(error.description) }
      return report
    }
    report.keptWhileSystemDenies = keptWhileSystemDenies.sorted()
    if !unregistered.isEmpty {
      let removed = Set(report.removed.compactMap { RequestIdentifier.groupAndManaged($0)?.group })
      report.unregisteredGroupsRemoved = unregistered.filter(removed.contains).sorted()
    }
    if let plan = report.plan {
      for group in planning {
        if let failure = Self.failure(ofGroup: group.identifier, in: plan, report: report) {
          report.outcomes[group.identifier] = .failed(failure)
        }
      }
    }
    report.removedDelivered = await removeDelivered(
      askingEachOf: planned, from: read.delivered, now: read.now)
    return report
  }

  /// The group's timeline, a completion-handler one called back within ``contentTimeLimit``,
  /// made in the instance's evaluation context: `Today()` in it is the instance's day, in its
  /// calendar and time zone (the simulator's, in tests), not the system's.
  ///
  /// The closure given to the task-local's `withValue` captures `isolation`, so it runs on the
  /// caller's actor rather than a switch of threads away (see ``SerialGate/run(isolation:_:)``).
  private func timeline(
    of group: any LocalNotificationsGroup, in context: DateBuilder.Context,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> NotificationsTimeline {
    try await TimelineBridge.$timeLimit.withValue(contentTimeLimit) {
      _ = isolation  // captured: the closure keeps the caller's isolation
      return try await DateBuilder.withContext(context) { () async throws -> NotificationsTimeline in
        _ = isolation
        return try await group.timeline()
      }
    }
  }

  /// Why a planned group did not get what it asked for, or `nil` if it did: an invalid
  /// entry, a content maker that failed, an add the center refused or failed, or no slot at all.
  private static func failure(ofGroup group: String, in plan: ReschedulePlan, report: RescheduleReport)
    -> String?
  {
    if let rejection = plan.rejections.first(where: { $0.group == group }) {
      return rejection.entry.map { "entry \($0): \(rejection.reason)" } ?? rejection.reason
    }
    let slots = plan.groups[group] ?? GroupSlots()
    for deferral in slots.deferrals {
      switch deferral.reason {
      case .refusedByCenter where report.failedAdds.contains(where: { $0.identifier == deferral.identifier }):
        continue  // refused in the last round: said below, with the center's error
      case .contentFailed, .refusedByCenter: return "\(deferral.identifier): \(deferral.reason)"
      case .capacity, .displaced: continue
      }
    }
    // An add the center failed as a whole (not a refusal of that request, which is
    // re-planned and deferred above): its request was not written (one it replaces may
    // still be pending as it was).
    let normalized = RequestIdentifier.normalized(group)
    if let failed = report.failedAdds.first(where: { RequestIdentifier($0.identifier)?.group == normalized })
    {
      return "\(failed.identifier): the center did not add it: \(failed.error)"
    }
    if slots.gotNoSlot {
      return "no slot: every pending slot is taken by sooner requests (its next occurrence waits)"
    }
    return nil
  }
}
