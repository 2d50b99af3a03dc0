import Foundation

/// The one order in which requests compete for slots: no fire date first, then soonest, then
/// by identifier, so that equal times never depend on the input's order.
struct SlotOrder: Hashable, Sendable, Comparable {
  var fireDate: Date?
  var identifier: String

  static func < (lhs: SlotOrder, rhs: SlotOrder) -> Bool {
    precedes(lhs.fireDate, lhs.identifier, rhs.fireDate, rhs.identifier)
  }

  /// Identifiers are read only on a tie.
  static func precedes(
    _ first: Date?, _ firstIdentifier: @autoclosure () -> String, _ second: Date?,
    _ secondIdentifier: @autoclosure () -> String
  ) -> Bool {
    switch (first, second) {
    case (nil, .some): true
    case (.some, nil): false
    case let (x?, y?) where x != y: x < y
    default: firstIdentifier() < secondIdentifier()
    }
  }
}
