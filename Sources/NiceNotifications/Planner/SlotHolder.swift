import Foundation

/// What can hold a slot: an identified occurrence of a planned group, or another group's
/// pending request (an occupant).
///
/// One reference either way, so that moving, copying and freeing a slot is cheap.
///
/// ```swift
/// let holder = SlotHolder.occurrence(occurrence)
/// holder.order  // its place in SlotOrder
/// ```
enum SlotHolder {
  /// An occurrence of a planned group's timeline, identified.
  case occurrence(TimelineOccurrence)
  /// Another group's pending one-shot request.
  case occupant(SlotOccupant)

  /// The identifier.
  var identifier: RequestIdentifier {
    switch self {
    case .occurrence(let occurrence): occurrence.identifier
    case .occupant(let occupant): occupant.identifier
    }
  }

  /// When it fires.
  var fireDate: Date? {
    switch self {
    case .occurrence(let occurrence): occurrence.fireDate
    case .occupant(let occupant): occupant.fireDate
    }
  }

  /// Its place in ``SlotOrder``.
  var order: SlotOrder { SlotOrder(fireDate: fireDate, identifier: identifier.description) }

  /// The occurrence it is, if it is one.
  var occurrence: TimelineOccurrence? {
    if case .occurrence(let occurrence) = self { occurrence } else { nil }
  }
}
