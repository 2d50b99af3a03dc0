extension PlannerStateMachine {
  var budget: Int {
    capacity - triage.untouchable - admitted.count - protected.count - slots.count - tailNoticeSlots
  }

  /// Soonest first while there are slots; gives back the latest if protection took more than was left.
  mutating func fill() {
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
    // A failing entry found while reading can leave fewer slots than were taken.
    while budget < 0, let latest = latestUnreservedSlot() {
      let slot = slots.values[latest]
      slots[slots.keys[latest]] = nil
      cursors[slot.cursor].giveBack(slot.candidate)
      heapIsStale = true
    }
    // Nor may a request admitted before the failure showed go over the cap.
    while budget < 0, let request = admitted.popLast() {
      findings.deferrals.append(
        Deferral(
          identifier: request.identifier, group: request.requestIdentifier?.group,
          fireDate: request.trigger?.nextFireDate(after: context.now, in: context), reason: .capacity))
    }
  }

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

  @discardableResult
  mutating func takeReservedSlots() -> Bool {
    guard !reservations.isEmpty else { return false }
    var took = false
    for index in cursors.indices {
      guard let reserved = reservations[cursors[index].group], reserved > 0 else { continue }
      // Taking may settle from an earlier result and free the slot: counted afresh each round.
      while budget > 0, heldSlots(ofCursor: index) < reserved, advance(index) {
        if take(from: index) { took = true }
      }
    }
    return took
  }

  /// Never one its group needs for its reservation while another can go.
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

  @discardableResult
  private mutating func take(from index: Int) -> Bool {
    guard advance(index), let candidate = cursors[index].takeHead() else { return false }
    let holder: SlotHolder
    switch consume candidate {
    case .head(let head):
      let occurrence = cursors[index].timeline?.occurrence(for: head, reusing: triage.owned)
      noticeFailures(index)
      guard let occurrence else { return false }
      holder = .occurrence(occurrence)
    case .holder(let taken):
      holder = taken
    }
    let group = cursors[index].group
    switch consume holder {
    case .occurrence(let read):
      guard let occurrence = paced(read, group: group) else {
        cursors[index].noteUnplaced(read.fireDate)
        return false
      }
      let position = slots.set(
        PlannerSlot(.occurrence(occurrence), group: group, cursor: index, state: .awaitingContent),
        forKey: occurrence.identifierDescription)
      if let result = ledger.result(for: occurrence) {
        settle(at: position, with: result)
      } else {
        if awaiting.isEmpty { awaitingSince = slots.removals }
        awaiting.append(occurrence)
        awaitingPositions.append(position)
      }
    case .occupant(let occupant):
      guard !pacingLeftOut(occupant) else { return false }
      slots[occupant.identifier.description] = PlannerSlot(
        .occupant(occupant), group: group, cursor: index, state: .occupant)
    }
    return true
  }

  mutating func release(_ identifier: String) {
    slots[identifier] = nil
    if triage.owned[identifier] != nil { protected.insert(identifier) }
  }
}
