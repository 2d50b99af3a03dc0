/// Read from a copy of the cursors past the heads the plan stopped at, so the plan is the same
/// with the list or without.
extension PlannerStateMachine {
  func capDeferrals() -> [String: CapDeferrals] {
    var reader = self
    var lists: [String: CapDeferrals] = [:]
    var heads = [SlotOrder?](repeating: nil, count: cursors.count)
    var identifiers = [RequestIdentifier?](repeating: nil, count: cursors.count)
    var queue = IndexHeap()
    func precedes(_ a: Int, _ b: Int) -> Bool {
      guard let x = heads[a] else { return false }
      guard let y = heads[b] else { return true }
      return x < y
    }
    for index in cursors.indices where cursors[index].timeline != nil {
      guard let (order, identifier) = reader.nextListed(index) else { continue }
      (heads[index], identifiers[index]) = (order, identifier)
      queue.insert(index, by: precedes)
    }
    var listed = 0
    while let index = queue.removeFirst(by: precedes) {
      guard let order = heads[index], let identifier = identifiers[index] else { continue }
      let group = cursors[index].group
      if listed >= CapDeferrals.total || lists[group]?.occurrences.count ?? 0 >= CapDeferrals.perGroup {
        lists[group, default: CapDeferrals()].cutAt = order.fireDate
        continue
      }
      lists[group, default: CapDeferrals()].occurrences.append(
        .init(identifier: identifier, fireDate: order.fireDate))
      listed += 1
      guard let (next, nextIdentifier) = reader.nextListed(index) else { continue }
      (heads[index], identifiers[index]) = (next, nextIdentifier)
      queue.insert(index, by: precedes)
    }
    return lists
  }

  /// Identified by its timeline as a slot would have it.
  private mutating func nextListed(_ index: Int) -> (SlotOrder, RequestIdentifier)? {
    while advance(index), let candidate = cursors[index].takeHead() {
      let occurrence: TimelineOccurrence?
      switch candidate {
      case .head(let head):
        guard let fireDate = head.fireDate else { continue }
        switch head.kind {
        case .repeating, .now:
          continue
        case .trigger:
          // A trigger of the app's own: only its trigger says whether it repeats.
          occurrence = cursors[index].timeline?.occurrence(for: head)
        case .dated, .instant:
          guard let identifier = cursors[index].timeline?.identifier(for: head) else { continue }
          return (SlotOrder(fireDate: fireDate, identifier: identifier.description), identifier)
        }
      case .holder(.occurrence(let held)):
        occurrence = held
      case .holder(.occupant):
        continue
      }
      guard let occurrence, !occurrence.repeats, let fireDate = occurrence.fireDate else { continue }
      return (
        SlotOrder(fireDate: fireDate, identifier: occurrence.identifierDescription), occurrence.identifier
      )
    }
    return nil
  }
}
