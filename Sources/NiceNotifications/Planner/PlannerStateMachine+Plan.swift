import Foundation

extension PlannerStateMachine {
  mutating func finish() -> ReschedulePlan {
    var plan = ReschedulePlan(
      changes: [], kept: [], overflow: [:], rejections: findings.rejections, skippedPast: [:],
      refillDate: nil, scheduled: [:], foreignCount: triage.foreignCount)
    // Before the overflow is read: the list reads on from the same heads, in a copy.
    if listsCapDeferrals { plan.capDeferrals = capDeferrals() }
    // First: identifying a group's first occurrence left out may find its entry failing,
    // which frees slots.
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

  /// Returns how many owned requests hold a slot.
  private mutating func addScheduledSlots(
    to plan: inout ReschedulePlan, additions: inout [(SlotOrder, PlannedChange)]
  ) -> Int {
    // Ordered by cursor, cursors by prefix: a group's kept identifiers are then one run of
    // the sorted kept list, and the final sort only interleaves each group's entries.
    var scheduled: [Int] = []
    scheduled.reserveCapacity(slots.count)
    var ownedScheduled = 0
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
            identifier: slots.values[position].identifier, fireDate: slots.values[position].fireDate,
            repeatingPattern: pattern))
      }
      let group = cursors[cursor].group
      findings.summaries[group, default: GroupSlots()].scheduled += range.count
      findings.summaries[group, default: GroupSlots()].compressed += compressed
      if !list.isEmpty { plan.scheduled[group] = list }
    }
    return ownedScheduled
  }

  private mutating func addAdmitted(
    to plan: inout ReschedulePlan, additions: inout [(SlotOrder, PlannedChange)]
  ) {
    for request in admitted {
      let existing = pendingInput.first { $0.request.identifier.isSameIdentifier(as: request.identifier) }
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

  private mutating func removeUnscheduled(ownedScheduled: Int) {
    if ownedScheduled < triage.owned.count {
      for (identifier, _) in triage.owned.elements
      where !isScheduled(identifier) && !protected.contains(identifier) {
        triage.removals.insert(identifier)
      }
    }
    for (identifier, occupant) in triage.occupants where !isScheduled(identifier) {
      triage.removals.insert(identifier)
      // One a full day left out is in the plan's paced list: it made no room and waits for no refill.
      guard !pacingLeftOut(occupant) else { continue }
      findings.deferrals.append(
        Deferral(
          identifier: identifier, group: occupant.identifier.group, fireDate: occupant.fireDate,
          reason: .displaced))
    }
  }

  private mutating func countUntouched(in plan: inout ReschedulePlan) {
    for (group, count) in triage.untouchableByGroup where count > 0 {
      findings.summaries[group, default: GroupSlots()].scheduled += count
    }
    for (group, count) in triage.heldCompressedByGroup where count > 0 {
      findings.summaries[group, default: GroupSlots()].compressed += count
    }
    for index in cursors.indices {
      // Read in place: binding the timeline would copy it.
      guard let skipped = cursors[index].timeline?.skippedPast, skipped > 0 else { continue }
      plan.skippedPast[cursors[index].group] = skipped
      findings.summaries[cursors[index].group, default: GroupSlots()].skippedPast = skipped
    }
  }

  /// The refill date is never before now.
  private func placeRefillAndTail(in plan: inout ReschedulePlan) {
    plan.refillDate = findings.deferrals.first(where: \.bringsTheRefillDateForward)?.fireDate
    plan.refillDate = Self.sooner(Self.sooner(plan.refillDate, keptTailDate), otherGroupsRefillDate)
    if let refill = plan.refillDate, refill < context.now { plan.refillDate = context.now }
    // The notice's slot is there only when what keeps its slot leaves one: written into a full
    // center, it would be one over the cap, and the platform would drop someone else's request.
    let notice = budget >= 0 ? tailNotice : nil
    switch TailNotice.placement(
      notice, refillDate: plan.refillDate, quietHours: pacing?.snapshot.policy.pacing.quietHours,
      in: context, pending: triage.pendingTail)
    {
    case .nothing: break
    case .keep: plan.kept.append(TailNotice.identifier)
    case .write(let change):
      // A notice the center refused earlier in this reschedule is not asked again in it (its slot stays free).
      if refused[TailNotice.identifier] != nil, change != .remove(TailNotice.identifier) { break }
      plan.changes.append(change)
    }
  }

  private func isScheduled(_ identifier: String) -> Bool {
    guard let position = slots.position(of: identifier) else { return false }
    switch slots.values[position].state {
    case .ready, .unchanged, .occupant: return true
    case .awaitingContent, .empty: return false
    }
  }

  /// A cursor's slots keep the order they were taken in, which is the slot order unless one was
  /// freed or given back: a run is sorted only when out of order.
  private static func orderedByCursor(
    _ positions: [Int], in slots: KeyedValues<PlannerSlot>, cursors: [OccurrenceCursor]
  ) -> (positions: [Int], runs: [(cursor: Int, range: Range<Int>)]) {
    var next = [Int](repeating: 0, count: cursors.count)
    for position in positions { next[slots.values[position].cursor] += 1 }
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

  /// While groups are left out (or their one-shot requests pending), their window may end there.
  private var keptTailDate: Date? {
    guard tailNotice != nil, leavesGroupsOut || !triage.occupants.isEmpty else { return nil }
    return triage.pendingTail?.request.trigger?.nextFireDate(after: context.now, in: context)
  }

  private static func sooner(_ a: Date?, _ b: Date?) -> Date? {
    guard let a, let b else { return a ?? b }
    return min(a, b)
  }
}
