import Foundation

/// Carries a plan out against a center: makes the content it asks for, removes then adds, and re-plans
/// once after a refused add or after adds that found requests it counts on gone; every center call is
/// time-limited (see ``LateWrites``).
struct RescheduleExecutor: Sendable {
  let center: any NotificationCenterPort
  let timeLimit: Double
  let contentConcurrency: Int
  let contentTimeLimit: Double
  let gate: SerialGate
  /// Read again before writing, since content makers may take long enough for an occurrence's time to come.
  let context: @Sendable () async -> DateBuilder.Context

  struct Reading: Sendable {
    var pending: [PendingRequest]
    var delivered: [DeliveredNotification]
    var settings: NotificationSettings
  }

  func read() async throws(LocalNotificationsError) -> Reading {
    try await lateWritesLanded()
    let settings = try await notificationSettings()
    let pending = try await pendingRequests()
    return Reading(pending: pending, delivered: try await deliveredNotifications(), settings: settings)
  }

  private func timed<T: Sendable>(_ call: String, _ operation: @escaping @Sendable () async -> T)
    async throws(LocalNotificationsError) -> T
  {
    guard let answer = await withTimeLimit(timeLimit, ending: .onTheCallersActor, operation) else {
      throw .centerTimedOut(call)
    }
    return answer
  }

  // Each read captures `center` through a local constant: a capture list instead cost 43 allocations and
  // about 100 µs a launch (benchmark 8).
  func notificationSettings() async throws(LocalNotificationsError) -> NotificationSettings {
    let center = center
    return try await timed("notificationSettings()") { await center.notificationSettings() }
  }

  func authorizationStatus() async throws(LocalNotificationsError) -> AuthorizationStatus {
    try await notificationSettings().authorizationStatus
  }

  func pendingRequests() async throws(LocalNotificationsError) -> [PendingRequest] {
    let center = center
    return try await timed("pendingRequests()") { await center.pendingRequests() }
  }

  func deliveredNotifications() async throws(LocalNotificationsError) -> [DeliveredNotification] {
    let center = center
    return try await timed("deliveredNotifications()") { await center.deliveredNotifications() }
  }

  func removeDelivered(_ identifiers: [String]) async -> Bool {
    guard !identifiers.isEmpty else { return true }
    let center = center
    return await withTimeLimit(
      timeLimit, ending: .onTheCallersActor,
      { await center.removeDeliveredNotifications(withIdentifiers: identifiers) })
      != nil
  }

  /// Removes the delivered notifications `matching` picks under the time limit; none if the center is late.
  func clearDelivered(where matching: (DeliveredNotification) -> Bool) async -> [String] {
    let shown = (try? await deliveredNotifications()) ?? []
    let identifiers = shown.filter(matching).map(\.request.identifier)
    return await removeDelivered(identifiers) ? identifiers : []
  }

  func lateWritesLanded() async throws(LocalNotificationsError) {
    guard await gate.lateWrites.landed(within: timeLimit) else {
      throw .centerTimedOut("an earlier write, which may still change what is pending,")
    }
  }

  func run(_ snapshot: PlanningSnapshot, settings: NotificationSettings?, into report: inout RescheduleReport)
    async throws(LocalNotificationsError)
  {
    var snapshot = snapshot
    // The first round's content, keyed only if there is a second round.
    var made: [RequestIdentifier: PlannerStateMachine.ContentResult] = [:]
    var madeInRound: [ContentBatch.Made] = []
    let marks = ReportMarks(report)
    let before = snapshot.pending
    var pending = PendingModel(snapshot.pending)
    var displacedEarlier: [Deferral] = []
    var pushedOut = false
    var droppedLast: [Deferral] = []
    for round in 1...2 {
      let plan = await plan(snapshot, settings: settings, reusing: made, recording: &madeInRound)
      // A second round reads what the first wrote as pending: reported once.
      let writtenBefore = Set(report.added + report.replaced)
      let refused = try await apply(
        plan, madeIn: snapshot, listedAlready: writtenBefore, to: &report, pending: &pending)
      report.kept = writtenBefore.isEmpty ? plan.kept : plan.kept.filter { !writtenBefore.contains($0) }
      report.plan = plan.refusing(refused, in: snapshot.context)
      guard round == 1 else {
        // A second round's adds read the center once more: what other code pushed out again is
        // deferred, so the report lists what is pending and the refill date comes no later.
        if !plan.additions.isEmpty {
          let read = try await pendingRequests()
          droppedLast = Self.dropped(
            from: pending.requests, read: read, plan: report.plan, firingAfter: await context().now)
          if !droppedLast.isEmpty { pending = PendingModel(read) }
        }
        break
      }
      let read: [PendingRequest]
      let stillPending: Set<String>
      if refused.isEmpty {
        // Adds the center took: requests other code added after the read can fill it, and the system then
        // drops one this plan counts as pending. Re-planned from what is there, the soonest get the slots.
        guard !plan.additions.isEmpty else { break }
        read = try await pendingRequests()
        stillPending = Set(read.map(\.request.identifier))
        pushedOut = pending.requests.keys.contains { !stillPending.contains($0) }
        guard pushedOut else { break }
      } else {
        // Re-plan: refused slots go to the next occurrences and displaced requests return; a center failing
        // as a whole with nothing displaced would only fail again.
        let displacedAny = plan.deferrals.contains { $0.reason == .displaced }
        let requestSpecific = refused.values.contains {
          switch $0 {
          case .invalidRequest, .invalidAttachment: true
          default: false
          }
        }
        guard displacedAny || requestSpecific else { break }
        read = try await pendingRequests()
        stillPending = Set(read.map(\.request.identifier))
      }
      pending = PendingModel(read)
      let displaced = plan.deferrals.filter {
        $0.reason == .displaced && !stillPending.contains($0.identifier)
      }
      // Only a refused new request frees a slot (a refused replacement's old request stays pending).
      let freed = plan.changes.filter { change in
        guard case .add(let request) = change else { return false }
        return request.identifier != TailNotice.identifier && refused[request.identifier] != nil
      }.count
      displacedEarlier = displaced
      let returning = displaced.prefix(freed).compactMap { deferral in
        snapshot.pending.first { $0.request.identifier == deferral.identifier }?.request
      }
      ContentBatch.key(madeInRound, into: &made)
      madeInRound = []
      snapshot.pending = read
      // Makers and writes took time: what fired meanwhile is past and shown, not to be added again.
      snapshot.context.now = await context().now
      snapshot.delivered = try await deliveredNotifications()
      snapshot.refused.merge(refused.mapValues(\.description)) { first, _ in first }
      snapshot.admitting += returning
    }
    // Without a refused add or a request pushed out the plan's figures are what is pending; else they are settled.
    guard report.failedAdds.count > marks.failedAdds || pushedOut else { return }
    try await settle(
      &report, since: marks, before: before, pending: &pending, displaced: displacedEarlier + droppedLast,
      snapshot: snapshot)
  }

  /// The requests of the planned groups in `expected` that `read` lacks and that were still to fire after
  /// `now` (not delivered meanwhile), as deferrals at their fire dates.
  ///
  /// ```swift
  /// let lost = Self.dropped(from: pending.requests, read: read, plan: report.plan, firingAfter: now)
  /// ```
  static func dropped(
    from expected: [String: PendingRequest], read: [PendingRequest], plan: ReschedulePlan?,
    firingAfter now: Date
  ) -> [Deferral] {
    let stillPending = Set(read.map(\.request.identifier))
    var planned: [String: (group: String, fireDate: Date?)] = [:]
    for (group, list) in plan?.scheduled ?? [:] {
      for slot in list { planned[slot.identifier.description] = (group, slot.fireDate) }
    }
    return expected.values.compactMap { pending in
      let identifier = pending.request.identifier
      guard !stillPending.contains(identifier), let (group, fireDate) = planned[identifier],
        fireDate.map({ $0 > now }) ?? true
      else { return nil }
      return Deferral(identifier: identifier, group: group, fireDate: fireDate, reason: .capacity)
    }
    .sorted(by: Deferral.soonerFirst)
  }

  /// Where this run's entries of a report's lists begin (a report may gather several runs).
  struct ReportMarks {
    let added: Int
    let replaced: Int
    let removed: Int
    let deliveredLate: Int
    let failedAdds: Int

    init(_ report: RescheduleReport) {
      added = report.added.count
      replaced = report.replaced.count
      removed = report.removed.count
      deliveredLate = report.deliveredLate.count
      failedAdds = report.failedAdds.count
    }
  }

  /// What the center holds as writes land: the requests read plus the accepted writes (free when none).
  struct PendingModel {
    var read: [PendingRequest]
    var writes: [PlannedChange] = []

    init(_ read: [PendingRequest]) { self.read = read }

    var requests: [String: PendingRequest] {
      var requests = Dictionary(
        read.map { ($0.request.identifier, $0) }, uniquingKeysWith: { first, _ in first })
      for change in writes {
        switch change {
        case .remove(let identifier):
          requests[identifier] = nil
        case .add(let request), .replace(let request):
          // A request without a trigger is delivered at once, not pending.
          requests[request.identifier] =
            request.trigger == nil ? nil : PendingRequest(request: request, fingerprint: request.fingerprint)
        }
      }
      return requests
    }
  }

  /// Settles the report after refused adds: the tail notice moves, and the lists and figures become net.
  private func settle(
    _ report: inout RescheduleReport, since marks: ReportMarks, before: [PendingRequest],
    pending: inout PendingModel, displaced: [Deferral], snapshot: PlanningSnapshot
  ) async throws(LocalNotificationsError) {
    guard var plan = report.plan else { return }
    let now = snapshot.context.now
    // A request the first round displaced and the second did not put back is still deferred.
    let current = pending.requests
    for deferral in displaced
    where current[deferral.identifier] == nil
      && !plan.deferrals.contains(where: { $0.identifier == deferral.identifier })
    {
      plan.deferrals.append(deferral)
      if let group = deferral.group { plan.groups[group, default: GroupSlots()].deferrals.append(deferral) }
      if let fire = deferral.fireDate { plan.refillDate = min(plan.refillDate ?? fire, fire) }
    }
    plan.deferrals.sort(by: Deferral.soonerFirst)
    if let refill = plan.refillDate, refill < now { plan.refillDate = now }
    // A tail notice refused in this run is not asked again; one left at another date goes.
    let tailRefused = report.failedAdds[marks.failedAdds...].contains {
      $0.identifier == TailNotice.identifier
    }
    let tail = pending.requests[TailNotice.identifier]
    // As in the plan, a notice has a slot only where one is free or it holds one already.
    let hasSlot = tail != nil || pending.requests.count < snapshot.capacity
    let placement = TailNotice.placement(
      hasSlot ? snapshot.policy.tailNotice : nil, refillDate: plan.refillDate,
      quietHours: snapshot.policy.pacing.quietHours, in: snapshot.context, pending: tail)
    if case .write(let change) = placement {
      var writes = [change]
      if tailRefused, change != .remove(TailNotice.identifier) {
        writes = tail == nil ? [] : [.remove(TailNotice.identifier)]
      }
      for write in writes {
        let refused = try await apply(
          .writing(write), madeIn: snapshot, listedAlready: [], to: &report, pending: &pending)
        if !refused.isEmpty, tail != nil {
          _ = try await apply(
            .writing(.remove(TailNotice.identifier)), madeIn: snapshot, listedAlready: [], to: &report,
            pending: &pending)
        }
      }
    }
    let after = pending.requests
    report.netChanges(since: marks, before: before, after: after)
    plan.settleFigures(against: after)
    report.plan = plan
  }

  /// Runs the state machine, making the content it asks for except what `made` holds; each batch goes to `recording`.
  private func plan(
    _ snapshot: PlanningSnapshot, settings: NotificationSettings?,
    reusing made: [RequestIdentifier: PlannerStateMachine.ContentResult],
    recording: inout [ContentBatch.Made]
  ) async -> ReschedulePlan {
    var machine = PlannerStateMachine(snapshot)
    while true {
      switch machine.next() {
      case .makeContent(let occurrences):
        let missing = made.isEmpty ? occurrences : occurrences.filter { made[$0.identifier] == nil }
        let fresh = await ContentBatch.make(
          missing, settings: settings, concurrency: contentConcurrency, timeLimit: contentTimeLimit,
          in: snapshot.context)
        recording.append((missing, fresh))
        guard !made.isEmpty else {
          machine.contentMade(inBatchOrder: fresh)
          continue
        }
        var madeNow = fresh.makeIterator()
        machine.contentMade(
          inBatchOrder: occurrences.map {
            made[$0.identifier] ?? madeNow.next() ?? .failed("no content was made")
          })
      case .finished(let plan):
        return plan
      }
    }
  }

  /// Writes the plan, removals first so the cap is never exceeded, then additions soonest first; returns
  /// the refused adds, and does not list again a request in `written` (by a first round).
  private func apply(
    _ plan: ReschedulePlan, madeIn snapshot: PlanningSnapshot, listedAlready written: Set<String>,
    to report: inout RescheduleReport, pending: inout PendingModel
  ) async throws(LocalNotificationsError) -> [String: NotificationCenterError] {
    let center = center
    let removals = plan.removals
    // A plan that adds nothing reads no clock.
    var changes = plan.changes
    var late: [String] = []
    if changes.contains(where: { if case .remove = $0 { false } else { true } }) {
      (changes, late) = plan.changes(
        writtenAt: await context().now, madeIn: snapshot.context, replacing: snapshot.pending)
    }
    if !removals.isEmpty {
      guard
        await withTimeLimit(
          timeLimit, late: gate, ending: .onTheCallersActor,
          { await center.removePendingRequests(withIdentifiers: removals) })
          != nil
      else { throw .centerTimedOut("removePendingRequests(withIdentifiers:)") }
      report.removed += removals
      for identifier in removals { pending.writes.append(.remove(identifier)) }
    }
    var refused: [String: NotificationCenterError] = [:]
    for change in changes {
      let request: NotificationRequest
      switch change {
      case .remove: continue
      case .add(let added), .replace(let added): request = added
      }
      let outcome = await withTimeLimit(timeLimit, late: gate, ending: .onTheCallersActor) {
        () async -> NotificationCenterError? in
        do throws(NotificationCenterError) {
          try await center.add(request)
          return nil
        } catch {
          return error
        }
      }
      switch outcome {
      case nil:
        throw .centerTimedOut("add(_:) of \(request.identifier)")
      case .some(nil):
        pending.writes.append(change)
        if written.contains(request.identifier) {
          break
        } else if case .add = change {
          report.added.append(request.identifier)
          if late.contains(request.identifier) { report.deliveredLate.append(request.identifier) }
        } else {
          report.replaced.append(request.identifier)
        }
      case .some(let error?):
        report.failedAdds.append(.init(identifier: request.identifier, error: error))
        refused[request.identifier] = error
      }
    }
    return refused
  }
}
