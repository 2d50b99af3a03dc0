import Foundation

/// A cursor's next contender for a slot: an occurrence read but not yet identified (a
/// head), or a ``SlotHolder`` ready to take a slot.
///
/// A head is identified only when it takes a slot; until then it competes by its fire date
/// and its cursor's prefix (``Key``).
///
/// ```swift
/// let candidate = SlotCandidate.holder(.occupant(occupant))
/// candidate.precedes(other)
/// ```
enum SlotCandidate {
  /// An occurrence read but not yet identified.
  case head(OccurrenceHead)
  /// An identified occurrence or an occupant.
  case holder(SlotHolder)

  /// Its place in ``SlotOrder`` (a head's identifier is empty).
  var order: SlotOrder {
    switch self {
    case .head(let head): SlotOrder(fireDate: head.fireDate, identifier: "")
    case .holder(let holder): holder.order
    }
  }

  /// The identifier; `nil` for a head.
  var identifier: RequestIdentifier? {
    switch self {
    case .head: nil
    case .holder(let holder): holder.identifier
    }
  }

  /// When it fires.
  var fireDate: Date? {
    switch self {
    case .head(let head): head.fireDate
    case .holder(let holder): holder.fireDate
    }
  }

  /// ``SlotOrder``, comparing identifiers only when the fire dates tie.
  func precedes(_ other: SlotCandidate) -> Bool {
    SlotOrder.precedes(
      fireDate, identifier?.description ?? "", other.fireDate, other.identifier?.description ?? "")
  }

  /// What a cursor's heap compares of its candidate, kept small so that comparing copies no
  /// candidate: its fire date, and its identifier's text once it has one (a head ties by its
  /// cursor's prefix instead).
  struct Key {
    /// The candidate's fire date.
    var fireDate: Date?
    /// The candidate's identifier; `nil` for a head.
    var identifier: RequestIdentifier?

    /// The key of `candidate`.
    init(_ candidate: SlotCandidate) {
      fireDate = candidate.fireDate
      identifier = candidate.identifier
    }
  }
}
