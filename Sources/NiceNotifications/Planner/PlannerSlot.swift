import Foundation

struct PlannerSlot {
  enum State {
    case awaitingContent
    /// Its request's position in the planner's made requests: moving the slot copies no request.
    case ready(Int)
    case unchanged
    /// Its maker threw and nothing was pending: it waits for the refill date.
    case empty
    case occupant
  }

  let holder: SlotHolder
  /// Kept beside the holder: sorting slots reads it for each comparison.
  let fireDate: Date?
  let group: String
  let cursor: Int
  var state: State

  init(_ holder: SlotHolder, group: String, cursor: Int, state: State) {
    fireDate = holder.fireDate
    self.holder = holder
    self.group = group
    self.cursor = cursor
    self.state = state
  }

  var candidate: SlotCandidate { .holder(holder) }
  var identifier: RequestIdentifier { holder.identifier }
  var order: SlotOrder { SlotOrder(fireDate: fireDate, identifier: identifier.description) }
  var occurrence: TimelineOccurrence? { holder.occurrence }
}
