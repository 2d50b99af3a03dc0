extension PlannerStateMachine {
  var hasSkipRules: Bool {
    !deliveredOnce.isEmpty || !withdrawing.isEmpty || !admittedIdentifiers.isEmpty || !refused.isEmpty
  }

  mutating func identifiedHead(_ index: Int) -> (order: SlotOrder, identifier: RequestIdentifier?)? {
    while let candidate = peek(index) {
      guard case .head(let head) = candidate else { return (candidate.order, candidate.identifier) }
      let identified = cursors[index].timeline?.identifier(for: head)
      noticeFailures(index)
      cursors[index].setHead(nil)
      if let identified {
        return (SlotOrder(fireDate: head.fireDate, identifier: identified.description), identified)
      }
    }
    return nil
  }

  private mutating func peek(_ index: Int) -> SlotCandidate? {
    advance(index) ? cursors[index].head : nil
  }

  mutating func advance(_ index: Int) -> Bool {
    while cursors[index].headKey == nil, !cursors[index].returned.isEmpty || !cursors[index].exhausted {
      guard cursors[index].returned.isEmpty else {
        cursors[index].setHead(cursors[index].returned.removeFirst())
        orderPacedSeries(index)
        break
      }
      let group = cursors[index].group
      guard cursors[index].timeline != nil else {
        let next = cursors[index].nextOccupant
        guard next < cursors[index].occupants.count else {
          cursors[index].exhausted = true
          break
        }
        cursors[index].nextOccupant = next + 1
        cursors[index].setHead(cursors[index].occupants[next])
        continue
      }
      guard cursors[index].unplaced < OccurrenceCursor.unplacedLimit else {
        cursors[index].exhausted = true
        let awaited = slots.values.lazy.filter { $0.cursor == index }.compactMap(\.occurrence?.fireDate).max()
        findings.summaries[group, default: GroupSlots()].stoppedReadingAfter =
          [cursors[index].lastUnplaced, awaited].compactMap { $0 }.max()
        break
      }
      let next = cursors[index].timeline?.nextHead()
      noticeFailures(index)
      guard let head = next else {
        cursors[index].exhausted = true
        break
      }
      // Identified now only if a skip rule must look it up or pacing orders a series; else when it takes a slot.
      guard hasSkipRules || !cursors[index].handled.isEmpty || pacesSeries(head) else {
        cursors[index].setHead(.head(head))
        continue
      }
      let occurrence = cursors[index].timeline?.occurrence(for: head, reusing: triage.owned)
      noticeFailures(index)
      guard let occurrence else { continue }
      let identifier = occurrence.identifierDescription
      if cursors[index].handled.contains(identifier) {
        findings.summaries[group, default: GroupSlots()].skippedHandled += 1
      } else if deliveredOnce.contains(identifier), !occurrence.repeats {
        findings.summaries[group, default: GroupSlots()].skippedDelivered += 1
      } else if withdrawing.contains(identifier) || admittedIdentifiers.contains(identifier) {
        continue
      } else if let reason = refused[identifier] {
        findings.deferrals.append(
          Deferral(
            identifier: identifier, group: group, fireDate: occurrence.fireDate,
            reason: .refusedByCenter(reason)))
        if triage.owned[identifier] != nil { protected.insert(identifier) }
      } else {
        cursors[index].setHead(.holder(.occurrence(occurrence)))
        orderPacedSeries(index)
      }
    }
    return cursors[index].headKey != nil
  }

  /// A head not yet identified ties by its cursor's prefix, which orders it as its identifier
  /// would (two cursors never share a group).
  func headPrecedes(_ a: Int, _ b: Int) -> Bool {
    guard let x = cursors[a].headKey else { return false }
    guard let y = cursors[b].headKey else { return true }
    return SlotOrder.precedes(
      x.fireDate, x.identifier?.description ?? cursors[a].prefix, y.fireDate,
      y.identifier?.description ?? cursors[b].prefix)
  }

  mutating func noticeFailures(_ index: Int) {
    // Read in place: reading `failures` through the array would copy it.
    let failures = cursors[index].takeNewFailures()
    guard !failures.isEmpty else { return }
    for failure in failures { entryFailed(group: cursors[index].group, failure: failure) }
  }

  /// Its pending requests stay as they are, in their slots.
  private mutating func entryFailed(group: String, failure: TimelineFailure) {
    guard findings.entryFailed(group: group, failure: failure) else { return }
    for (identifier, index) in triage.owned.elements {
      guard let parsed = self.identifier(ofPending: index), parsed.group == group,
        parsed.entry == failure.entry
      else { continue }
      slots[identifier] = nil
      protected.insert(identifier)
    }
  }
}
