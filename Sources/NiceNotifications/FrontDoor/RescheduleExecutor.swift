import DateBuilder
import Foundation

/// Carries a plan out against a center: reads the snapshot, runs the planner state machine, makes the content
/// it asks for (concurrently, a bounded number at a time, each occurrence once), writes removals and then
/// additions, and re-plans once if the center refused an add, so that the refused request's slot goes to the
/// next occurrence and whatever made room for it comes back.
///
/// Every call to the center has a time limit. A write that outlives it is counted in the
/// gate's ``SerialGate/lateWrites`` until it returns, and no reschedule reads the center before
/// it has.
struct RescheduleExecutor: Sendable {
  let center: any NotificationCenterPort
  let timeLimit: Double
  let contentConcurrency: Int
  /// How long one content maker that suspends may take.
  let contentTimeLimit: Double
  /// The center's gate, whose late writes count the writes that timed out.
  let gate: SerialGate
  /// The instance's evaluation context, whose clock is read again before writing: content
  /// makers may take long enough for an occurrence's time to come. (The instance's own
  /// closure, passed on: wrapping it would allocate at every reschedule.)
  let context: @Sendable () async -> DateBuilder.Context

  /// What the center said at the start of a reschedule.
  struct Reading: Sendable {
    var pending: [PendingRequest]
    var delivered: [DeliveredNotification]
    var settings: NotificationSettings
  }

  /// Reads what the planner needs from the center.
  func read() async throws(LocalNotificationsError) -> Reading {
    try await lateWritesLanded()
    let settings = try await notificationSettings()
    let pending = try await pendingRequests()
    return Reading(pending: pending, delivered: try await deliveredNotifications(), settings: settings)
  }

  /// The answer of `call` to the center, under the time limit.
  ///
  /// - Throws: ``LocalNotificationsError/centerTimedOut(_:)``, naming `call`, when the center
  ///   does not answer in time.
  private func timed<T: Sendable>(_ call: String, _ operation: @escaping @Sendable () async -> T)
    async throws(LocalNotificationsError) -> T
  {
    guard let answer = await withTimeLimit(timeLimit, operation) else { throw .centerTimedOut(call) }
    return answer
  }

  /// The person's settings, under the time limit.
  func notificationSettings() async throws(LocalNotificationsError) -> NotificationSettings {
    let center = center
    return try await timed("notificationSettings()") { await center.notificationSettings() }
  }

  /// The center's authorization status (read from its settings), under the time limit.
  func authorizationStatus() async throws(LocalNotificationsError) -> AuthorizationStatus {
    try await notificationSettings().authorizationStatus
  }

  /// The center's pending requests, under the time limit.
  func pendingRequests() async throws(LocalNotificationsError) -> [PendingRequest] {
    let center = center
    return try await timed("pendingRequests()") { await center.pendingRequests() }
  }

  /// The center's delivered notifications, under the time limit.
  func deliveredNotifications() async throws(LocalNotificationsError) -> [DeliveredNotification] {
    let center = center
    return try await timed("deliveredNotifications()") { await center.deliveredNotifications() }
  }

  /// Removes delivered notifications, under the time limit; whether the center answered in
  /// time. (A removal from Notification Center that lands late changes no slot.)
  @discardableResult
  func removeDelivered(_ identifiers: [String]) async -> Bool {
    guard !identifiers.isEmpty else { return true }
    let center = center
    return await withTimeLimit(
      timeLimit, { await center.removeDeliveredNotifications(withIdentifiers: identifiers) })
      != nil
  }

  /// Removes the delivered notifications whose identifiers `matching` picks, under the time
  /// limit; the identifiers removed, none when the center did not answer in time (the
  /// notifications stay shown).
  func clearDelivered(where matching: (String) -> Bool) async -> [String] {
    let shown = (try? await deliveredNotifications()) ?? []
    let identifiers = shown.map(\.request.identifier).filter(matching)
    return await removeDelivered(identifiers) ? identifiers : []
  }

  /// Returns once every write that timed out has landed (see ``LateWrites``): what is
  /// pending is read only then.
  ///
  /// - Throws: ``LocalNotificationsError/centerTimedOut(_:)`` if one is still out after the
  ///   time limit.
  func lateWritesLanded() async throws(LocalNotificationsError) {
    guard await gate.lateWrites.landed(within: timeLimit) else {
      throw .centerTimedOut("an earlier write, which may still change what is pending,")
    }
  }

  /// Plans from `snapshot` and applies the plan, adding what it did to `report`.
  func run(_ snapshot: PlanningSnapshot, settings: NotificationSettings?, into report: inout RescheduleReport)
    async throws(LocalNotificationsError)
  {
    var snapshot = snapshot
    // What the first round made, keyed for the second: its occurrences are not made again.
    // Each batch is kept as it came (two arrays) and keyed only if there is a second round.
    var made: [RequestIdentifier: PlannerStateMachine.ContentResult] = [:]
    var madeInRound: [ContentBatch.Made] = []
    // What was pending before the call, and what is pending as the writes land: when the
    // center refuses an add, the report is settled against it.
    let marks = ReportMarks(report)
    let before = snapshot.pending
    var pending = PendingModel(snapshot.pending)
    // Requests a first round displaced: a second round no longer sees them pending.
    var displacedEarlier: [Deferral] = []
    for round in 1...2 {
      let plan = await plan(snapshot, settings: settings, reusing: made, recording: &madeInRound)
      // A second round reads what the first wrote as pending: reported once, as written.
      let writtenBefore = Set(report.added + report.replaced)
      let refused = try await apply(
        plan, madeIn: snapshot, listedAlready: writtenBefore, to: &report, pending: &pending)
      report.kept = writtenBefore.isEmpty ? plan.kept : plan.kept.filter { !writtenBefore.contains($0) }
      // The plan as carried out: what the center refused is not scheduled (a second round
      // re-plans without it, and its plan replaces this one).
      report.plan = plan.refusing(refused, in: snapshot.context)
      guard !refused.isEmpty, round == 1 else { break }
      // Re-plan without what the center refused: its slot goes to the next occurrence, and
      // requests that made room for it (displaced, no timeline here to bring them back)
      // return, soonest first, as many as the refusals freed. When the center failed as a
      // whole rather than refusing these requests, and nothing was displaced, another round
      // would only fail again: the next reschedule converges instead.
      let displacedAny = plan.deferrals.contains { $0.reason == .displaced }
      let requestSpecific = refused.values.contains {
        switch $0 {
        case .invalidRequest, .invalidAttachment: true
        default: false
        }
      }
      guard displacedAny || requestSpecific else { break }
      let read = try await pendingRequests()
      pending = PendingModel(read)
      let stillPending = Set(read.map(\.request.identifier))
      let displaced = plan.deferrals.filter {
        $0.reason == .displaced && !stillPending.contains($0.identifier)
      }
      // Only a refused new request leaves a slot that a request which made room may take back:
      // a refused replacement leaves the request it replaces pending, and the tail notice's
      // slot is its own. (Counting those would put a later request back ahead of a sooner
      // one, which would then make room in its turn.)
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
      // The first round's makers and writes took time: what fired meanwhile is past now, and
      // shown, not to be added again.
      snapshot.context.now = await context().now
      snapshot.delivered = try await deliveredNotifications()
      snapshot.refused.merge(refused.mapValues(\.description)) { first, _ in first }
      snapshot.admitting += returning
    }
    // Without a refused add every write landed as planned, and the plan's figures are what is
    // pending; with one, they are settled against what is.
    guard report.failedAdds.count > marks.failedAdds else { return }
    try await settle(
      &report, since: marks, before: before, pending: &pending, displaced: displacedEarlier,
      snapshot: snapshot)
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

  /// What the center holds once the writes so far have landed: the requests read, and the
  /// writes it accepted since (kept as a list, so that a run that writes nothing pays nothing).
  struct PendingModel {
    var read: [PendingRequest]
    var writes: [PlannedChange] = []

    init(_ read: [PendingRequest]) { self.read = read }

    /// Records a write the center accepted.
    mutating func record(_ change: PlannedChange) { writes.append(change) }

    /// The pending requests by identifier.
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

  /// Makes the report say what the run changed and what is pending after it, once the center
  /// refused some adds: the tail notice is moved to the refill date they brought forward, a
  /// request taken out and put back is neither added nor removed, and each group's figures
  /// count what is pending.
  private func settle(
    _ report: inout RescheduleReport, since marks: ReportMarks, before: [PendingRequest],
    pending: inout PendingModel, displaced: [Deferral], snapshot: PlanningSnapshot
  ) async throws(LocalNotificationsError) {
    guard var plan = report.plan else { return }
    let now = snapshot.context.now
    // What a first round displaced and a second did not put back is still deferred: the
    // second round's plan no longer saw it pending.
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
    // The tail notice where the refill date now says the window ends; one the center refused
    // in this run is not asked again, and one left at another date is taken away.
    let tailRefused = report.failedAdds[marks.failedAdds...].contains {
      $0.identifier == TailNotice.identifier
    }
    let tail = pending.requests[TailNotice.identifier]
    let placement = TailNotice.placement(
      snapshot.policy.tailNotice, refillDate: plan.refillDate, now: now, pending: tail)
    if case .write(let change) = placement {
      var writes = [change]
      if tailRefused, change != .remove(TailNotice.identifier) {
        writes = tail == nil ? [] : [.remove(TailNotice.identifier)]
      }
      for write in writes {
        let refused = try await apply(
          .writing(write), madeIn: snapshot, listedAlready: [], to: &report, pending: &pending)
        // A refused replacement leaves the notice at its old date: it goes.
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

  /// Runs the state machine, making the content it asks for, except what `made` holds
  /// already; each batch it makes is appended to `recording`.
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
        // The batch's results in its order: made before, or made now (`missing` keeps the order).
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

  /// Writes the plan: removals first, so the cap is never exceeded, then additions soonest first.
  ///
  /// Returns the adds the center refused, with its reasons.
  ///
  /// A request in `written` (added or replaced by a first round) is not listed again.
  private func apply(
    _ plan: ReschedulePlan, madeIn snapshot: PlanningSnapshot, listedAlready written: Set<String>,
    to report: inout RescheduleReport, pending: inout PendingModel
  ) async throws(LocalNotificationsError) -> [String: NotificationCenterError] {
    let center = center
    let removals = plan.removals
    // A plan that adds nothing needs no clock (an unchanged launch reads none).
    var changes = plan.changes
    var late: [String] = []
    if changes.contains(where: { if case .remove = $0 { false } else { true } }) {
      (changes, late) = plan.changes(
        writtenAt: await context().now, madeIn: snapshot.context, replacing: snapshot.pending)
    }
    if !removals.isEmpty {
      guard
        await withTimeLimit(
          timeLimit, late: gate, { await center.removePendingRequests(withIdentifiers: removals) })
          != nil
      else { throw .centerTimedOut("removePendingRequests(withIdentifiers:)") }
      report.removed += removals
      for identifier in removals { pending.record(.remove(identifier)) }
    }
    var refused: [String: NotificationCenterError] = [:]
    for change in changes {
      let request: NotificationRequest
      switch change {
      case .remove: continue
      case .add(let added), .replace(let added): request = added
      }
      let outcome = await withTimeLimit(timeLimit, late: gate) { () async -> NotificationCenterError? in
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
        pending.record(change)
        // Written again in a second round (a tail notice moved once more, say): listed once.
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
