public import DateBuilder
public import Foundation

/// The front door: reschedules groups and ad-hoc timelines under permission strategies, over any center:
/// `await LocalNotifications.system().reschedule(group: quotes, permissionStrategy: .scheduleIfSystemAllowed)`.
///
/// Calls on all instances over one center run one at a time in call order: never duplicates, never over the cap.
public final class LocalNotifications: Sendable {
  /// The center requests are written to.
  public let center: any NotificationCenterPort
  /// Where group-level decisions persist.
  public let permissionStore: any GroupPermissionStore
  /// How slots are shared when several groups are planned together.
  public let policy: PlanningPolicy
  /// Where "done" marks persist: occurrences that reschedules skip.
  public let handledStore: any HandledOccurrenceStore
  /// Where what was planned to be delivered persists, for ``deliveryAudit()``; `nil` keeps no record.
  public let deliveryRecordStore: (any DeliveryRecordStore)?
  /// How long one call to the center may take before it fails with ``LocalNotificationsError/centerTimedOut(_:)``;
  /// `.infinity`, or a value not above zero (`0`, negative, NaN), sets no limit.
  ///
  /// An answer that came in time counts, though the caller's actor (the main actor, say) was too busy
  /// to take it before the limit.
  public let centerTimeLimit: TimeInterval
  /// How long a suspending content maker or completion-handler timeline may take before it fails (what it had
  /// stays); `.infinity`, or a value not above zero, sets no limit.
  public let contentTimeLimit: TimeInterval
  let context: @Sendable () async -> DateBuilder.Context
  let gate: SerialGate
  typealias StrategicGroup = (group: any LocalNotificationsGroup, strategy: PermissionStrategy)
  let registered = Locked<[String: StrategicGroup]>([:])
  /// The group each reschedule planned last, with its strategy: what a "done" or a snooze plans again.
  let lastRescheduled = Locked<[String: StrategicGroup]>([:])
  let registersAllGroups = Locked(false)
  /// Whether the status is denied because the person answered this instance's prompt so, not Settings.
  let deniedAtPrompt = Locked(false)
  let lastAuthorization = Locked<AuthorizationStatus?>(nil)
  /// The groups whose last permission decision was the system's denial.
  let deniedBySystem = Locked<Set<String>>([])
  let lastForgetting = Locked<Date?>(nil)
  /// The time zones seen at runs and read from the handled store, and those last saved; `nil` before a run.
  let sightings = Locked<(seen: TimeZoneSightings, saved: TimeZoneSightings)?>(nil)
  let diagnosticsLedger = Locked(DiagnosticsLedger())
  /// Answers (handled or not, by identifier) not yet in the delivery record: each save carries them until
  /// one succeeds, so a save that failed once does not turn an answer into a finding.
  let unsavedAnswers = Locked<[String: Bool]>([:])

  /// Creates an instance over a center, a store, a clock and a calendar (by default the system's):
  /// `LocalNotifications(center: MyCenter(), permissionStore: InMemoryGroupPermissionStore())`.
  public convenience init(
    center: any NotificationCenterPort, permissionStore: any GroupPermissionStore,
    now: (@Sendable () async -> Date)? = nil, calendar: Calendar? = nil,
    policy: PlanningPolicy = .soonestFirst,
    handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore(),
    deliveryRecordStore: (any DeliveryRecordStore)? = nil,
    centerTimeLimit: TimeInterval = 10, contentTimeLimit: TimeInterval = 30
  ) {
    self.init(
      center: center, permissionStore: permissionStore, policy: policy, handledStore: handledStore,
      deliveryRecordStore: deliveryRecordStore, centerTimeLimit: centerTimeLimit,
      contentTimeLimit: contentTimeLimit
    ) {
      var context = DateBuilder.Context.current
      if let now { context.now = await now() }
      if let calendar { context.calendar = calendar }
      return context
    }
  }

  /// Creates an instance that evaluates timelines in whatever `context` returns at the start of each
  /// reschedule:
  /// `LocalNotifications(center: center, permissionStore: store, policy: .soonestFirst) { context }`.
  public init(
    center: any NotificationCenterPort, permissionStore: any GroupPermissionStore, policy: PlanningPolicy,
    handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore(),
    deliveryRecordStore: (any DeliveryRecordStore)? = nil,
    centerTimeLimit: TimeInterval = 10, contentTimeLimit: TimeInterval = 30,
    context: @escaping @Sendable () async -> DateBuilder.Context
  ) {
    self.center = center
    self.permissionStore = permissionStore
    self.policy = policy
    self.handledStore = handledStore
    self.deliveryRecordStore = deliveryRecordStore
    self.centerTimeLimit = centerTimeLimit
    self.contentTimeLimit = contentTimeLimit
    self.context = context
    self.gate = CenterGates.gate(for: center)
    if deliveryRecordStore != nil, let center = center as? any ResponseRecordingCenter {
      center.responseRecorders.add(self)
    }
  }

  /// Makes the group's pending requests equal its timeline if `permissionStrategy` allows; removes them if it
  /// denies: `await notifications.reschedule(group: quotes, permissionStrategy: .scheduleIfSystemAllowed)`.
  ///
  /// Under a daily limit or a minimum gap (``Pacing``) the other registered groups are planned with it.
  @discardableResult
  public func reschedule(
    group: some LocalNotificationsGroup, permissionStrategy: PermissionStrategy
  ) async -> RescheduleReport {
    await gated(failing: [group.groupIdentifier]) {
      await self.rescheduleUngated([(group, permissionStrategy)])
    }
  }

  /// Reschedules every registered group in one plan, sharing the slots soonest first (or by the policy):
  /// `func applicationDidFinishLaunching() { Task { await notifications.rescheduleAll() } }`.
  ///
  /// After ``registerAll(_:permissionStrategy:)`` it also removes the requests of unregistered groups.
  @discardableResult
  public func rescheduleAll() async -> RescheduleReport {
    await rescheduleAll(unregisteredGroups: registersAllGroups.withLock { $0 } ? .remove : .keep)
  }

  /// Reschedules every registered group in one plan, and removes or keeps unregistered groups' requests:
  /// `let report = await notifications.rescheduleAll(unregisteredGroups: .remove)`.
  ///
  /// Only this package's group requests are removed, never an unnamed ad-hoc group's (`adhoc-` and a
  /// UUID), direct requests or the tail notice.
  @discardableResult
  public func rescheduleAll(unregisteredGroups: UnregisteredGroups) async -> RescheduleReport {
    let (identifiers, groups) = registered.withLock { registered in
      let identifiers = registered.keys.sorted()
      return (identifiers, identifiers.compactMap { registered[$0] })
    }
    return await gated(failing: identifiers) {
      await self.rescheduleUngated(groups, removingUnregistered: unregisteredGroups == .remove)
    }
  }

  /// What ``rescheduleAll(unregisteredGroups:)`` does with unregistered groups' pending requests:
  /// `await notifications.rescheduleAll(unregisteredGroups: .keep)`.
  public enum UnregisteredGroups: Hashable, Sendable {
    /// They stay: the app reschedules some groups on their own, and registers only the others.
    case keep
    /// They are removed: the registered groups are all the app has, and any other was deleted.
    case remove
  }

  /// Reschedules every registered group if the system authorization changed since the last reschedule
  /// (Settings, or provisional became full), or allows a registered group it denied at that group's last
  /// reschedule (another group's prompt was allowed); `nil` if nothing changed:
  /// `await notifications.applicationDidBecomeActive()`.
  @discardableResult
  public func applicationDidBecomeActive() async -> RescheduleReport? {
    let center = center
    guard
      let status = await withTimeLimit(
        centerTimeLimit, ending: .onTheCallersActor, { await center.authorizationStatus() })
    else {
      return nil
    }
    let previous = lastAuthorization.withLock { seen in
      defer { seen = status }
      return seen
    }
    guard let previous else { return nil }
    let registered = registered.withLock { Set($0.keys) }
    // Groups no longer registered (ad-hoc ones among them) are forgotten here.
    let waiting = deniedBySystem.withLock { groups in
      groups.formIntersection(registered)
      return !groups.isEmpty
    }
    guard previous != status || status.allowsScheduling && waiting else { return nil }
    return await rescheduleAll()
  }

  /// Schedules an ad-hoc timeline as a group of its own, and returns the group for removing it later:
  /// `let (group, _) = await notifications.schedule(timeline: timeline, permissionStrategy: strategy)`.
  ///
  /// Without `groupIdentifier` each call makes a new group, whose requests join those of earlier calls;
  /// code that runs at every launch names its group, so that each call replaces the last one's requests.
  public func schedule(
    timeline: NotificationsTimeline, groupIdentifier: String? = nil, permissionStrategy: PermissionStrategy
  ) async -> (group: AdHocGroup, report: RescheduleReport) {
    let group = AdHocGroup(identifier: groupIdentifier, timeline: timeline)
    return (group, await reschedule(group: group, permissionStrategy: permissionStrategy))
  }

  /// Schedules one notification at a date, as an ad-hoc group of one:
  /// `await notifications.schedule(content: content, at: evening, permissionStrategy: .scheduleIfSystemAllowed)`.
  @discardableResult
  public func schedule(
    content: NotificationContent, at date: DateBuilder.ResolvedDate, permissionStrategy: PermissionStrategy
  ) async -> (group: AdHocGroup, report: RescheduleReport) {
    await schedule(
      timeline: NotificationsTimeline { date.schedule(with: content) }, permissionStrategy: permissionStrategy
    )
  }

  /// Adds a request you built after the system-level step of `permissionStrategy` (it has no group):
  /// `await notifications.directSchedule(request: request, permissionStrategy: strategy)`.
  ///
  /// Its outcome fails when no slot can be freed, when its date has passed, or when its identifier has the
  /// form of one the framework writes (a group request's, or the tail notice's `~tail`). One whose time comes
  /// while the center is read is delivered at once and listed in ``RescheduleReport/deliveredLate``.
  @discardableResult
  public func directSchedule(
    request: NiceNotifications.NotificationRequest, permissionStrategy: PermissionStrategy
  ) async -> RescheduleReport {
    let key = request.identifier
    return await gated(failing: [key]) {
      var report = RescheduleReport()
      func ending(with outcome: RescheduleReport.Outcome) -> RescheduleReport {
        report.outcomes[key] = outcome
        return report
      }
      var pass = PermissionPass()
      if case .denied(let level) = await self.decide(permissionStrategy.systemLevel, pass: &pass) {
        return ending(with: .denied(level))
      }
      do throws(NotificationRequestError) {
        try request.validate()
      } catch {
        return ending(with: .failed(error.description))
      }
      guard request.requestIdentifier == nil else {
        return ending(
          with: .failed("\"\(key)\" has the form of a group's request identifier; choose another"))
      }
      guard key != TailNotice.identifier else {
        return ending(with: .failed("\"\(key)\" is the tail notice's identifier; choose another"))
      }
      let context = await self.context()
      switch request.trigger {
      case .calendar?, .instant?:
        guard request.trigger?.nextFireDate(after: context.now, in: context) != nil else {
          return ending(with: .failed("\"\(key)\" would never fire: its trigger's date has passed"))
        }
      default: break
      }
      do throws(LocalNotificationsError) {
        try await self.write(into: &report) { $0.admitting = [request] }
      } catch {
        return ending(with: .failed(error.description))
      }
      return ending(with: Self.admissionOutcome(of: key, in: report))
    }
  }

  /// Runs `body` holding the center's gate; a re-entrant call fails for `identifiers` instead of deadlocking.
  func gated(failing identifiers: [String], _ body: () async -> RescheduleReport) async -> RescheduleReport {
    do throws(LocalNotificationsError) {
      return try await gate.run(body)
    } catch {
      var report = RescheduleReport()
      for identifier in identifiers { report.outcomes[identifier] = .failed(error.description) }
      return report
    }
  }

  /// Runs a response action's `body` holding the center's gate; a re-entrant call is refused.
  func gatedAction(
    _ body: () async -> Result<RescheduleReport, ResponseActionError>
  ) async throws(ResponseActionError) -> RescheduleReport {
    let result: Result<RescheduleReport, ResponseActionError>
    do throws(LocalNotificationsError) {
      result = try await gate.run(body)
    } catch {
      throw .refused(error)
    }
    return try result.get()
  }

  var executor: RescheduleExecutor {
    RescheduleExecutor(
      center: center, timeLimit: centerTimeLimit, contentConcurrency: 16, contentTimeLimit: contentTimeLimit,
      gate: gate, context: context)
  }

  /// The one path every write to the center takes; groups in `awaitingPermission` add no refill date.
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
    snapshot.listsCapDeferrals = deliveryRecordStore != nil
    configure(&snapshot)
    let (planned, removing) = (snapshot.groups, snapshot.removing)
    let plannedIdentifiers = Set(planned.lazy.map(\.identifier))
    snapshot.otherGroups = registered.withLock { registered in
      Set(registered.keys.lazy.filter { !removing.contains($0) && !plannedIdentifiers.contains($0) })
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
      await recordDeliveries(
        plan, reading: reading, snapshot: snapshot, planned: planned.lazy.map(\.identifier),
        removed: removing, into: &report)
    }
    return (reading.delivered, snapshot.context.now)
  }

  /// The outcome for the group a snooze or done mark wrote for: scheduled unless an add of it was refused.
  static func writeOutcome(ofGroup group: String, in report: RescheduleReport) -> RescheduleReport.Outcome {
    let normalized = RequestIdentifier.normalized(group)
    guard
      let failed = report.failedAdds.first(where: { RequestIdentifier($0.identifier)?.group == normalized })
    else { return .scheduled }
    return .failed("\(failed.identifier): the center did not add it: \(failed.error)")
  }

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

  /// Plans `requests` and removes the groups in `removing`; under pacing that shares days between groups,
  /// the other registered groups are planned with them, since what one gives up another may take.
  ///
  /// A reschedule the person did not ask for (`followingDecisions`: a decision from another device, a "done")
  /// follows the stored decisions, records none, and shows no pre-permission screen and no system prompt.
  func rescheduleUngated(
    _ requests: [StrategicGroup], removing removed: Set<String> = [],
    removingUnregistered: Bool = false, followingDecisions: Bool = false
  ) async -> RescheduleReport {
    let requests = followingDecisions ? requests.map { ($0.group, $0.strategy.followingDecisions) } : requests
    var report = RescheduleReport()
    var planning: [PlanningGroup] = []
    var planned: [any LocalNotificationsGroup] = []
    var denied: Set<String> = []
    var holding: Set<String> = []
    // Their requests stay pending: the system shows nothing meanwhile and brings them back once allowed.
    var systemDenied: Set<String> = []
    var pass = PermissionPass(mayAsk: !followingDecisions)
    var decisions: [(request: StrategicGroup, decision: PermissionDecision)] = []
    for (group, strategy) in requests {
      let identifier = group.groupIdentifier
      do throws(TimelineError) {
        try RequestIdentifier.validateGroup(identifier)
      } catch {
        report.outcomes[identifier] = .failed(error.description)
        continue
      }
      lastRescheduled.withLock { $0[identifier] = (group, strategy) }
      decisions.append(((group, strategy), await decide(strategy, group: identifier, pass: &pass)))
    }
    // What the person answered may change what was decided before: every group is decided again, from what is
    // stored and allowed now, without asking. A decision that failed keeps its reason.
    if pass.asked {
      pass = PermissionPass(mayAsk: false)
      for index in decisions.indices {
        if case .failed = decisions[index].decision { continue }
        let (group, strategy) = decisions[index].request
        decisions[index].decision = await decide(strategy, group: group.groupIdentifier, pass: &pass)
      }
    }
    // Decided after any answer and never asking: a group that is not allowed keeps what is pending.
    var quiet = PermissionPass(mayAsk: false)
    for (group, strategy) in groupsSharingDays(
      besides: Set(requests.map(\.group.groupIdentifier)).union(removed))
    {
      if case .allowed = await decide(strategy, group: group.groupIdentifier, pass: &quiet) {
        decisions.append(((group, strategy), .allowed))
      } else {
        holding.insert(group.groupIdentifier)
      }
    }
    deniedBySystem.withLock { groups in
      for ((group, _), decision) in decisions {
        switch decision {
        case .denied(.system): groups.insert(group.groupIdentifier)
        case .failed: continue
        case .allowed, .denied(.group): groups.remove(group.groupIdentifier)
        }
      }
    }
    var allowed: [(group: any LocalNotificationsGroup, handled: Set<String>)] = []
    for ((group, _), decision) in decisions {
      let identifier = group.groupIdentifier
      switch decision {
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
        do throws(HandledOccurrenceStoreError) {
          let marks = try await handledStore.handledOccurrences(
            inGroup: RequestIdentifier.normalized(identifier))
          allowed.append((group, marks))
        } catch {
          report.outcomes[identifier] = .failed(error.description)
          holding.insert(identifier)
        }
      }
    }
    if !allowed.isEmpty {
      let timelines = await timelines(of: allowed.map(\.group), in: await context())
      for ((group, handled), timeline) in zip(allowed, timelines) {
        let identifier = group.groupIdentifier
        switch timeline {
        case .success(let timeline):
          planning.append(PlanningGroup(identifier: identifier, timeline: timeline, handled: handled))
          planned.append(group)
          report.outcomes[identifier] = .scheduled
        case .failure(let error):
          report.outcomes[identifier] = .failed("the timeline failed: \(error)")
          holding.insert(identifier)
        }
      }
    }
    if let status = pass.status { lastAuthorization.withLock { $0 = status } }
    guard
      !planning.isEmpty || !denied.isEmpty || !systemDenied.isEmpty || !removed.isEmpty
        || removingUnregistered
    else {
      return report
    }
    let read: (delivered: [DeliveredNotification], now: Date)
    var unregistered: Set<String> = []
    var keptWhileSystemDenies: [String] = []
    let systemDeniedGroups = Set(systemDenied.map(RequestIdentifier.normalized))
    let registeredGroups =
      removingUnregistered ? Set(requests.map { RequestIdentifier.normalized($0.group.groupIdentifier) }) : []
    do throws(LocalNotificationsError) {
      read = try await write(into: &report, awaitingPermission: systemDenied) { snapshot in
        snapshot.groups = planning
        snapshot.removing = denied.union(removed)
        snapshot.holding = holding.union(systemDenied)
        guard !systemDeniedGroups.isEmpty || removingUnregistered else { return }
        // Never remove an unnamed ad-hoc group's requests: no app declares one.
        for index in snapshot.pending.indices {
          let identifier = snapshot.pending[index].request.identifier
          guard let group = RequestIdentifier.groupAndManaged(identifier)?.group else { continue }
          if systemDeniedGroups.contains(group) {
            keptWhileSystemDenies.append(identifier)
          } else if removingUnregistered, !registeredGroups.contains(group),
            !AdHocGroup.isGenerated(group)
          {
            unregistered.insert(group)
          }
        }
        snapshot.removing.formUnion(unregistered)
      }
    } catch {
      for group in planning.map(\.identifier) + removed {
        report.outcomes[group] = .failed(error.description)
      }
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
    await recordHandled(report.removedDelivered)
    return report
  }

  /// The registered groups with valid identifiers not in `identifiers`, when the policy's pacing shares
  /// days between groups.
  private func groupsSharingDays(besides identifiers: Set<String>) -> [StrategicGroup] {
    guard policy.pacing.sharesDaysBetweenGroups else { return [] }
    return registered.withLock { registered in
      registered.keys.sorted().filter { !identifiers.contains($0) }.compactMap { registered[$0] }
    }.filter { (try? RequestIdentifier.validateGroup($0.group.groupIdentifier)) != nil }
  }

  /// The closures capture `isolation` to stay on the caller's actor.
  private func timelines(
    of groups: [any LocalNotificationsGroup], in context: DateBuilder.Context,
    isolation: isolated (any Actor)? = #isolation
  ) async -> [Result<NotificationsTimeline, any Error>] {
    typealias Made = Result<NotificationsTimeline, any Error>
    return await TimelineBridge.$timeLimit.withValue(contentTimeLimit) {
      _ = isolation  // captured: the closure keeps the caller's isolation
      return await DateBuilder.withContext(context) { () async -> [Made] in
        _ = isolation
        var timelines: [Made] = []
        timelines.reserveCapacity(groups.count)
        for group in groups {
          do {
            timelines.append(.success(try await group.timeline()))
          } catch {
            timelines.append(.failure(error))
          }
        }
        return timelines
      }
    }
  }

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
    // A whole add that failed (a refused request is deferred above): one it replaces may still be pending.
    if case .failed(let reason) = writeOutcome(ofGroup: group, in: report) { return reason }
    if slots.gotNoSlot {
      return
        "no slot: every pending slot is taken by sooner requests or ones that cannot move "
        + "(its next occurrence waits)"
    }
    return nil
  }
}
