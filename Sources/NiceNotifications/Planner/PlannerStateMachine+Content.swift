/// Rule 5, content: each occurrence that took a slot is settled by its maker's result — kept,
/// replaced, added, skipped or failed.
extension PlannerStateMachine {
  /// Hands back the content made for the occurrences of the last ``Action/makeContent(_:)``,
  /// in the batch's order.
  ///
  /// A result missing at the end counts as failed.
  ///
  /// ```swift
  /// if case .makeContent(let occurrences) = planner.next() {
  ///   planner.contentMade(inBatchOrder: occurrences.map { _ in .made(NotificationContent(title: "Hi")) })
  /// }
  /// ```
  mutating func contentMade(inBatchOrder results: [ContentResult]) {
    let positions = batchPositions
    var results = results
    if results.count < positions.count {
      results += repeatElement(.failed("no content was made"), count: positions.count - results.count)
    }
    // Kept whole, so that a slot given back and taken again is settled without its maker;
    // keyed by identifier only when a result is first looked up.
    ledger.record(batch, results)
    batch = []
    batchPositions = []
    // Settled from the highest position down: settling a slot may free it, which moves the
    // last slot into its place, and that one has been settled already. Slots taken one after
    // another are in ascending positions already.
    var order = Array(positions.indices.reversed())
    if zip(positions, positions.dropFirst()).contains(where: { $0 >= $1 }) {
      order.sort { positions[$0] > positions[$1] }
    }
    for index in order { settle(at: positions[index], with: results[index]) }
    fill()
  }

  /// Applies an occurrence's content result to its slot.
  ///
  /// A slot that gave way and is taken again is settled from the result already made, and reported once.
  mutating func settle(at position: Int, with result: consuming ContentResult) {
    guard let occurrence = slots.values[position].occurrence else { return }
    // The slot's identifier and group are read only where they are needed: an unchanged
    // request, the common case, needs neither.
    switch consume result {
    case .made(let content):
      // What is pending already was valid when it was added: an equal request is kept as it is,
      // without being made. The occurrence was made with `owned`, which no longer changes once
      // slots are taken: it found its pending request's position there already, and took the
      // request's identifier as its own (so comparing the two is comparing a string with itself).
      if let index = occurrence.known,
        pendingInput[index].request.identifier == occurrence.identifier.description,
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
      // The maker chose not to schedule it: a pending request for it goes, and the slot
      // goes to the next occurrence.
      let identifier = slots.keys[position]
      if findings.isFirstReport(of: identifier) {
        findings.summaries[slots.values[position].group, default: GroupSlots()].skippedByMaker += 1
      }
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
        // The slot waits for the refill date; no other occurrence takes it.
        slots.update(at: position) { $0.state = .empty }
      }
    }
  }
}
