import Foundation

/// What can hold a slot: an identified occurrence, or an occupant; one reference either way,
/// so that moving a slot is cheap.
enum SlotHolder {
  case occurrence(TimelineOccurrence)
  case occupant(SlotOccupant)

  var identifier: RequestIdentifier {
    switch self {
    case .occurrence(let occurrence): occurrence.identifier
    case .occupant(let occupant): occupant.identifier
    }
  }

  var fireDate: Date? {
    switch self {
    case .occurrence(let occurrence): occurrence.fireDate
    case .occupant(let occupant): occupant.fireDate
    }
  }

  var order: SlotOrder { SlotOrder(fireDate: fireDate, identifier: identifier.description) }

  var occurrence: TimelineOccurrence? {
    if case .occurrence(let occurrence) = self { occurrence } else { nil }
  }
}
