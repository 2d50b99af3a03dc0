import Foundation

/// The plan, assembled from the result: each group's first occurrence left out, the
/// scheduled slots in order, what is admitted, kept and removed, each group's figures, and
/// the refill date with the tail notice it places.
extension PlannerStateMachine {
  /// The plan of the slots as they are.
  mutating func finish() -> ReschedulePlan {
    var plan = ReschedulePlan(
      changes: [], kept: [], overflow: [:], rejections: findings.rejections, skippedPast: [:],
      refillDate: nil,
      scheduled: [:], foreignCount: triage.foreignCount)
    // Read before the slots are: identifying a group's first occurrence left out may find
    // its entry failing, which frees slots.
    addOverflow(to: &plan)
    var additions: [(SlotOrder, PlannedChange)] = []
    additions.reserveCapacity(slots.count + admitted.count)
    plan.kept.reserveCapacity(slots.count + admitted.count + triage.keptHeld.count + protected.count)
    let ownedScheduled = addScheduledSlots(to: &plan, additions: &additions)
    addAdmitted(to: &plan, additions: &additions)
    plan.kept += triage.keptHeld
    addProtected(to: &plan)
    removeUnscheduled(ownedScheduled: ownedScheduled)
    countUntouched(in: &plan)
    plan.rejections = findings.rejections
    plan.changes =
      triage.removals.sorted().map(PlannedChange.remove)
      + additions.sorted { $0.0 < $1.0 }.map(\.1)
    RequestIdentifierText.sort(&plan.kept)
    findings.deferrals.sort { SlotOrder.precedes($0.fireDate, $0.identifier, $1.fireDate, $1.identifier) }
    for deferral in findings.deferrals {
      guard let group = deferral.group else { continue }
      findings.summaries[group, default: GroupSlots()].deferrals.append(deferral)
    }
    plan.deferrals = findings.deferrals
    placeRefillAndTail(in: &plan)
    recordPacing(in: &plan)
    plan.groups = findings.summaries
    return plan
  }

  /// Each planned group's first occurrence that got no slot (one cursor per group): a
  /// deferral for the capacity, and the group's overflow.
  private mutating func addOverflow(to plan: inout ReschedulePlan) {
    findings.deferrals.reserveCapacity(findings.deferrals.count + cursors.count)
    plan.overflow.reserveCapacity(cursors.count)
    for index in cursors.indices {
      guard cursors[index].timeline != nil, let (order, identifier) = identifiedHead(index) else { continue }
      let group = cursors[index].group
      findings.deferrals.append(
        Deferral(identifier: order.identifier, group: group, fireDate: order.fireDate, reason: .capacity))
      if let parsed = identifier ?? RequestIdentifier(order.identifier) {
        plan.overflow[group] = .init(identifier: parsed, fireDate: order.fireDate)
      }
    }
  }

  /// The scheduled slots: their changes in `additions`, their kept identifiers, and each
  /// group's scheduled list; how many owned requests hold a slot.
  private mutating func addScheduledSlots(
    to plan: inout ReschedulePlan, additions: inout [(SlotOrder, PlannedChange)]
  ) -> Int {
    // The scheduled slots, as positions, in one list: sorted by their cursors, cursors in the
    // order of their groups' identifier prefixes, and each cursor's in the slot order. Each
    // group's list and kept identifiers are then read off a run of it: a group's identifiers
    // are one range of the sorted kept list, so the sort at the end is left only each group's
    // entries to interleave.
    var scheduled: [Int] = []
    scheduled.reserveCapacity(slots.count)
    // How many owned requests hold a slot: when all of them do, none is to be removed.
    var ownedScheduled = 0
    // Each slot read where it lies: a copy of a slot is a copy of its holder.
    for position in slots.values.indices {
      let identifier = slots.keys[position]
      switch slots.values[position].state {
      case .ready(let made):
        let replaces = triage.owned[identifier] != nil
        if replaces { ownedScheduled += 1 }
        additions.append(
          (slots.values[position].order, replaces ? .replace(self.made[made]) : .add(self.made[made])))
      case .unchanged:
        ownedScheduled += 1
      case .occupant:
        break
      case .awaitingContent, .empty:
        continue
      }
      scheduled.append(position)
    }
    let (ordered, runs) = Self.orderedByCursor(scheduled, in: slots, cursors: cursors)
    for (cursor, range) in runs {
      var list: [ReschedulePlan.Scheduled] = []
      list.reserveCapacity(range.count)
      var compressed = 0
      for position in ordered[range] {
        switch slots.values[position].state {
        case .unchanged, .occupant: plan.kept.append(slots.keys[position])
        case .ready, .awaitingContent, .empty: break
        }
        let pattern = slots.values[position].occurrence?.repeatingPattern
        if pattern != nil { compressed += 1 }
        list.append(
          .init(
            identifier: slots.values[position].requestIdentifier, fireDate: slots.values[position].fireDate,
            repeatingPattern: pattern
          ))
      }
      // Every scheduled slot counts for its group.
      let group = cursors[cursor].group
      findings.summaries[group, default: GroupSlots()].scheduled += range.count
      findings.summaries[group, default: GroupSlots()].compressed += compressed
      if !list.isEmpty { plan.scheduled[group] = list }
    }
    return ownedScheduled
  }

  /// The admitted requests: kept if pending as they are, else added or replacing.
  private mutating func addAdmitted(
    to plan: inout ReschedulePlan, additions: inout [(SlotOrder, PlannedChange)]
  ) {
    for request in admitted {
      let existing = pendingInput.first { $0.request.identifier == request.identifier }
      if existing?.fingerprint == request.fingerprint, existing != nil {
        plan.kept.append(request.identifier)
      } else {
        let order = SlotOrder(
          fireDate: request.trigger?.nextFireDate(after: context.now, in: context),
          identifier: request.identifier)
        additions.append((order, existing == nil ? .add(request) : .replace(request)))
      }
      if let group = request.requestIdentifier?.group {
        findings.summaries[group, default: GroupSlots()].scheduled += 1
      }
    }
  }

  /// The protected requests that hold no slot of their own: kept, and counted for their group.
  private mutating func addProtected(to plan: inout ReschedulePlan) {
    for identifier in protected where !isScheduled(identifier) {
      plan.kept.append(identifier)
      if let index = triage.owned[identifier], let group = self.identifier(ofPending: index)?.group {
        findings.summaries[group, default: GroupSlots()].scheduled += 1
        if pendingInput[index].request.isCompressedSeries {
          findings.summaries[group, default: GroupSlots()].compressed += 1
        }
      }
    }
  }

  /// Removes the owned requests that are neither scheduled nor protected, and the occupants
  /// that lost their slots (reported displaced).
  private mutating func removeUnscheduled(ownedScheduled: Int) {
    if ownedScheduled < triage.owned.count {
      for (identifier, _) in triage.owned.elements
      where !isScheduled(identifier) && !protected.contains(identifier) {
        triage.removals.insert(identifier)
      }
    }
    for (identifier, occupant) in triage.occupants where !isScheduled(identifier) {
      triage.removals.insert(identifier)
      findings.deferrals.append(
        Deferral(
          identifier: identifier, group: occupant.identifier.group, fireDate: occupant.fireDate,
          reason: .displaced))
    }
  }

  /// Counts for each group what keeps its slot untouched, its compressed series, and the
  /// occurrences its timeline skipped as past.
  private mutating func countUntouched(in plan: inout ReschedulePlan) {
    for (group, count) in triage.untouchableByGroup where count > 0 {
      findings.summaries[group, default: GroupSlots()].scheduled += count
    }
    // A group's repeating requests that stand for a series count as compressed, whether or not
    // this plan read its timeline.
    for (group, count) in triage.heldCompressedByGroup where count > 0 {
      findings.summaries[group, default: GroupSlots()].compressed += count
    }
    for index in cursors.indices {
      // Read where the cursor lies: binding its timeline would copy it.
      guard let skipped = cursors[index].timeline?.skippedPast, skipped > 0 else { continue }
      plan.skippedPast[cursors[index].group] = skipped
      findings.summaries[cursors[index].group, default: GroupSlots()].skippedPast = skipped
    }
  }

  /// The refill date — the first deferral's, a kept tail notice's, or the groups left out's,
  /// whichever is soonest, never before now — and the tail notice it places.
  private func placeRefillAndTail(in plan: inout ReschedulePlan) {
    // Sorted soonest first (those without a date before them): the first date is the least.
    plan.refillDate = findings.deferrals.first { $0.fireDate != nil }?.fireDate
    // The groups left out need a refill no later than their own date, or a pending notice's
    // if that is sooner.
    plan.refillDate = Self.sooner(Self.sooner(plan.refillDate, keptTailDate), otherGroupsRefillDate)
    // A window that ended before now (the groups left out were last planned long ago) needs a
    // reschedule now: the refill date is never before the plan.
    if let refill = plan.refillDate, refill < context.now { plan.refillDate = context.now }
    // The tail notice goes where the refill date says the window ends.
    switch TailNotice.placement(
      tailNotice, refillDate: plan.refillDate, now: context.now, pending: triage.pendingTail)
    {
    case .nothing: break
    case .keep: plan.kept.append(TailNotice.identifier)
    case .write(let change): plan.changes.append(change)
    }
  }

  /// Whether `identifier` holds a slot with a request to keep or write (not one awaiting
  /// content, nor one left empty by a maker that threw).
  private func isScheduled(_ identifier: String) -> Bool {
    guard let position = slots.position(of: identifier) else { return false }
    switch slots.values[position].state {
    case .ready, .unchanged, .occupant: return true
    case .awaitingContent, .empty: return false
    }
  }

  /// `positions` of slots grouped by cursor, cursors in the order of their identifier
  /// prefixes, and each cursor's in the slot order; with each cursor's run in that list.
  ///
  /// Placed by counting, each cursor's slots keep the order they were taken in, which is
  /// the slot order unless a slot was freed (the last one takes its place) or given back:
  /// a cursor's run is sorted only when it is out of order.
  private static func orderedByCursor(
    _ positions: [Int], in slots: KeyedValues<PlannerSlot>, cursors: [OccurrenceCursor]
  ) -> (positions: [Int], runs: [(cursor: Int, range: Range<Int>)]) {
    var next = [Int](repeating: 0, count: cursors.count)
    for position in positions { next[slots.values[position].cursor] += 1 }
    // Each cursor's run, cursors taken in the order of their prefixes; `next` becomes where
    // the cursor's next slot goes.
    var byPrefix = Array(cursors.indices)
    byPrefix.sort { RequestIdentifierText.precedes(cursors[$0].prefix, cursors[$1].prefix) }
    var runs: [(cursor: Int, range: Range<Int>)] = []
    var start = 0
    for cursor in byPrefix where next[cursor] > 0 {
      runs.append((cursor, start..<(start + next[cursor])))
      (next[cursor], start) = (start, start + next[cursor])
    }
    var ordered = [Int](repeating: 0, count: positions.count)
    for position in positions {
      let cursor = slots.values[position].cursor
      ordered[next[cursor]] = position
      next[cursor] += 1
    }
    func precedes(_ a: Int, _ b: Int) -> Bool {
      SlotOrder.precedes(slots.values[a].fireDate, slots.keys[a], slots.values[b].fireDate, slots.keys[b])
    }
    for (_, range) in runs
    where zip(ordered[range], ordered[range].dropFirst()).contains(where: { !precedes($0, $1) }) {
      ordered[range].sort(by: precedes)
    }
    return (ordered, runs)
  }

  /// The date of the tail notice pending from an earlier plan, if it stays: while the app
  /// has groups this plan leaves out, or their one-shot requests are pending, their window
  /// may end there, and only a plan of every group can tell that it does not.
  private var keptTailDate: Date? {
    guard tailNotice != nil, leavesGroupsOut || !triage.occupants.isEmpty else { return nil }
    return triage.pendingTail?.request.trigger?.nextFireDate(after: context.now, in: context)
  }

  /// The sooner of two dates, either of which may be missing.
  private static func sooner(_ a: Date?, _ b: Date?) -> Date? {
    guard let a, let b else { return a ?? b }
    return min(a, b)
  }
}
