/// Content: each occurrence that took a slot is settled by its maker's result.
extension PlannerStateMachine {
  /// A result missing at the end of the batch counts as failed.
  mutating func contentMade(inBatchOrder results: [ContentResult]) {
    let positions = batchPositions
    var results = results
    if results.count < positions.count {
      results += repeatElement(.failed("no content was made"), count: positions.count - results.count)
    }
    ledger.record(batch, results)
    batch = []
    batchPositions = []
    // Highest position first: freeing a slot moves the last slot, settled already, into its place.
    var order = Array(positions.indices.reversed())
    if zip(positions, positions.dropFirst()).contains(where: { $0 >= $1 }) {
      order.sort { positions[$0] > positions[$1] }
    }
    for index in order { settle(at: positions[index], with: results[index]) }
    fill()
  }

  mutating func settle(at position: Int, with result: consuming ContentResult) {
    guard let occurrence = slots.values[position].occurrence else { return }
    switch consume result {
    case .made(let content):
      cursors[slots.values[position].cursor].unplaced = 0
      // An equal pending request is kept unmade. `known` came from `owned`, fixed once slots are
      // taken, so the identifier's text is the pending one's.
      if let index = occurrence.known,
        pendingInput[index].request.identifier == occurrence.identifierDescription,
        let pending = pendingInput[index].fingerprint, pending == occurrence.fingerprint(with: content)
      {
        slots.update(at: position) { $0.state = .unchanged }
        return
      }
      let identifier = slots.keys[position]
      let request = NotificationRequest(identifier: identifier, content: content, trigger: occurrence.trigger)
      do throws(NotificationRequestError) {
        try request.validate()
        made.append(request)
        slots.update(at: position) { $0.state = .ready(made.count - 1) }
      } catch {
        if findings.isFirstReport(of: identifier) { findings.reject(occurrence, reason: error.description) }
        release(identifier)
      }
    case .skipped:
      let identifier = slots.keys[position]
      if findings.isFirstReport(of: identifier) {
        findings.summaries[slots.values[position].group, default: GroupSlots()].skippedByMaker += 1
      }
      cursors[slots.values[position].cursor].noteUnplaced(occurrence.fireDate)
      slots[identifier] = nil
    case .failed(let reason):
      let identifier = slots.keys[position]
      if findings.isFirstReport(of: identifier) {
        findings.deferrals.append(
          Deferral(
            identifier: identifier, group: slots.values[position].group, fireDate: occurrence.fireDate,
            reason: .contentFailed(reason)))
      }
      if triage.owned[identifier] != nil {
        release(identifier)
      } else {
        slots.update(at: position) { $0.state = .empty }
      }
    }
  }
}
