/// Rules 3 and 4, the slots: the budget left beside what cannot move, reserved slots taken
/// first, then the cursors' heads soonest first while the budget lasts; the latest give way
/// when protection found later leaves fewer slots than were taken.
extension PlannerStateMachine {
  /// The slots left: the capacity, less what holds a slot untouched, what is admitted, what
  /// is protected, what is taken, and the tail notice's.
  var budget: Int {
    capacity - triage.untouchable - admitted.count - protected.count - slots.count - tailNoticeSlots
  }

  /// Takes candidates, soonest first, while there are slots; then gives back the latest
  /// slots if protection took more than was left.
  mutating func fill() {
    // A reserved slot freed by an occurrence left out (its maker returned `nil`, or made
    // invalid content) goes to its group's next occurrence first.
    if takeReservedSlots() { heapIsStale = true }
    var queue = heap
    heap = IndexHeap()
    if heapIsStale {
      queue = IndexHeap()
      for index in cursors.indices where advance(index) { queue.insert(index) { headPrecedes($0, $1) } }
      heapIsStale = false
    }
    while budget > 0, let index = queue.removeFirst(by: { headPrecedes($0, $1) }) {
      take(from: index)
      if advance(index) { queue.insert(index) { headPrecedes($0, $1) } }
    }
    heap = queue
    // Protection found while reading (a failing entry) can leave fewer slots than were
    // taken: the latest give theirs back, to be taken again if a slot frees up.
    while budget < 0, let latest = latestUnreservedSlot() {
      let slot = slots.values[latest]
      slots[slots.keys[latest]] = nil
      cursors[slot.cursor].giveBack(slot.candidate)
      heapIsStale = true
    }
    // What a failing entry keeps can leave no room for a request admitted before the failure
    // showed: it yields too, rather than going over the cap.
    while budget < 0, let request = admitted.popLast() {
      findings.deferrals.append(
        Deferral(
          identifier: request.identifier, group: request.requestIdentifier?.group,
          fireDate: request.trigger?.nextFireDate(after: context.now, in: context), reason: .capacity))
    }
  }

  /// How many slots the cursor's group holds: its slots (awaiting content, made, or left empty
  /// by a maker that threw) and its pending requests kept as they are.
  private func heldSlots(ofCursor index: Int) -> Int {
    let group = cursors[index].group
    var held = 0
    for slot in slots.values where slot.cursor == index { held += 1 }
    for identifier in protected {
      if let position = triage.owned[identifier], self.identifier(ofPending: position)?.group == group {
        held += 1
      }
    }
    return held
  }

  /// Gives each group with ``PlanningPolicy/reservedSlots`` its next occurrences while it
  /// holds fewer slots than it reserved and has occurrences left; whether it took any.
  ///
  /// A reserved slot belongs to its group until the group has nothing more to put in it:
  /// one freed by an occurrence its maker left out goes to the group's next occurrence, not
  /// to the shared slots.
  @discardableResult
  mutating func takeReservedSlots() -> Bool {
    guard !reservations.isEmpty else { return false }
    var took = false
    for index in cursors.indices {
      guard let reserved = reservations[cursors[index].group], reserved > 0 else { continue }
      // Taking may settle at once from a result made earlier, and free the slot again: each
      // round counts what the group holds afresh.
      while budget > 0, heldSlots(ofCursor: index) < reserved, advance(index) {
        if take(from: index) { took = true }
      }
    }
    return took
  }

  /// The slot that gives way when protection leaves fewer slots than were taken: the latest
  /// one, except a slot its group needs to hold its reservation, while another can go.
  private func latestUnreservedSlot() -> Int? {
    func latest(_ positions: some Sequence<Int>) -> Int? {
      positions.max(by: { slots.values[$0].order < slots.values[$1].order })
    }
    guard !reservations.isEmpty else { return latest(slots.values.indices) }
    let unreserved = slots.values.indices.filter { position in
      let cursor = slots.values[position].cursor
      let reserved = reservations[cursors[cursor].group] ?? 0
      return reserved == 0 || heldSlots(ofCursor: cursor) > reserved
    }
    return latest(unreserved) ?? latest(slots.values.indices)
  }

  /// Gives the cursor's next candidate a slot; `false` if it had none, or its identifier
  /// could not be made.
  @discardableResult
  private mutating func take(from index: Int) -> Bool {
    guard advance(index), let candidate = cursors[index].takeHead() else { return false }
    let holder: SlotHolder
    switch consume candidate {
    case .head(let head):
      // Identified only now that it takes a slot; one that cannot be is its entry's failure.
      let occurrence = cursors[index].timeline?.occurrence(for: head, reusing: triage.owned)
      noticeFailures(index)
      guard let occurrence else { return false }
      holder = .occurrence(occurrence)
    case .holder(let taken):
      holder = taken
    }
    let group = cursors[index].group
    switch consume holder {
    case .occurrence(let occurrence):
      guard let occurrence = paced(occurrence, group: group) else { return false }
      let identifier = occurrence.identifierText
      let position = slots.set(
        PlannerSlot(.occurrence(occurrence), group: group, cursor: index, state: .awaitingContent),
        forKey: identifier)
      if let result = ledger.result(for: identifier) {
        settle(at: position, with: result)
      } else {
        if awaiting.isEmpty { awaitingSince = slots.removals }
        awaiting.append(occurrence)
        awaitingPositions.append(position)
      }
    case .occupant(let occupant):
      pacingFixes(occupant)
      slots[occupant.identifierText] = PlannerSlot(
        .occupant(occupant), group: group, cursor: index, state: .occupant)
    }
    return true
  }

  /// Frees a slot; if the occurrence had a pending request, it is kept as it is.
  mutating func release(_ identifier: String) {
    slots[identifier] = nil
    if triage.owned[identifier] != nil { protected.insert(identifier) }
  }
}
