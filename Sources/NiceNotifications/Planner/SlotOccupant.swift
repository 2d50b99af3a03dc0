import Foundation

/// Another group's pending one-shot request, holding its slot until sooner occurrences need it.
///
/// Shared by reference, so that moving it between a cursor and a slot copies no request.
///
/// ```swift
/// let occupant = SlotOccupant(identifier: parsed, fireDate: date)
/// ```
final class SlotOccupant: Sendable {
  /// The request's identifier; its text is the one the center knows.
  let identifier: RequestIdentifier
  /// When the request fires next.
  let fireDate: Date

  /// Creates an occupant for a pending request.
  init(identifier: RequestIdentifier, fireDate: Date) {
    self.identifier = identifier
    self.fireDate = fireDate
  }
}
