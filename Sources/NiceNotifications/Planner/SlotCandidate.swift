import Foundation

/// A cursor's next contender for a slot: a head, identified only when it takes a slot (it
/// competes by its fire date and its cursor's prefix), or a ``SlotHolder``.
enum SlotCandidate {
  case head(OccurrenceHead)
  case holder(SlotHolder)

  /// A head's identifier is empty.
  var order: SlotOrder {
    switch self {
    case .head(let head): SlotOrder(fireDate: head.fireDate, identifier: "")
    case .holder(let holder): holder.order
    }
  }

  var identifier: RequestIdentifier? {
    switch self {
    case .head: nil
    case .holder(let holder): holder.identifier
    }
  }

  var fireDate: Date? {
    switch self {
    case .head(let head): head.fireDate
    case .holder(let holder): holder.fireDate
    }
  }

  func precedes(_ other: SlotCandidate) -> Bool {
    SlotOrder.precedes(
      fireDate, identifier?.description ?? "", other.fireDate, other.identifier?.description ?? "")
  }

  /// Kept small so that comparing copies no candidate.
  struct Key {
    var fireDate: Date?
    var identifier: RequestIdentifier?

    init(_ candidate: SlotCandidate) {
      fireDate = candidate.fireDate
      identifier = candidate.identifier
    }
  }
}
