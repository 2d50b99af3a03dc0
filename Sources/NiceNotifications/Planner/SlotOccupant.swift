import Foundation

/// Another group's pending one-shot request, holding its slot until sooner occurrences need it.
///
/// Shared by reference, so that moving it between a cursor and a slot copies no request.
///
/// ```swift
/// let occupant = SlotOccupant(identifierText: text, identifier: parsed, fireDate: date)
/// ```
final class SlotOccupant: Sendable {
  /// The request's identifier, as the center knows it.
  let identifierText: String
  /// The identifier, parsed.
  let identifier: RequestIdentifier
  /// When the request fires next.
  let fireDate: Date

  /// Creates an occupant for a pending request.
  init(identifierText: String, identifier: RequestIdentifier, fireDate: Date) {
    self.identifierText = identifierText
    self.identifier = identifier
    self.fireDate = fireDate
  }
}
