import Foundation

/// One of the pending slots a plan fills: what holds it, where it came from, and how far its
/// request has got.
///
/// ```swift
/// let slot = PlannerSlot(.occurrence(occurrence), group: "quotes", cursor: 0, state: .awaitingContent)
/// ```
struct PlannerSlot {
  /// How far a slot's request has got.
  enum State {
    /// Its occurrence's content is not made yet.
    case awaitingContent
    /// Its request, made and valid: its position in the planner's made requests (moving the
    /// slot copies no request).
    case ready(Int)
    /// Its request, made and equal to the one pending: kept as it is.
    case unchanged
    /// Its maker threw and no request was pending: it waits for the refill date.
    case empty
    /// Another group's pending request holds it.
    case occupant
  }

  /// What holds the slot.
  let holder: SlotHolder
  /// The holder's fire date, kept beside it: sorting slots reads it for each comparison.
  let fireDate: Date?
  /// The holder's group.
  let group: String
  /// The position of the cursor it was taken from.
  let cursor: Int
  /// How far its request has got.
  var state: State

  /// Creates a slot held by `holder`.
  init(_ holder: SlotHolder, group: String, cursor: Int, state: State) {
    fireDate = holder.fireDate
    self.holder = holder
    self.group = group
    self.cursor = cursor
    self.state = state
  }

  /// The holder, as the candidate it was before it took the slot.
  var candidate: SlotCandidate { .holder(holder) }
  /// The holder's identifier.
  var identifier: RequestIdentifier { holder.identifier }
  /// Its place in ``SlotOrder``.
  var order: SlotOrder { SlotOrder(fireDate: fireDate, identifier: identifier.description) }
  /// The occurrence holding it, if an occurrence does.
  var occurrence: TimelineOccurrence? { holder.occurrence }
}
