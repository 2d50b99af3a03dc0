import Foundation

/// Another group's pending one-shot request, holding its slot until sooner occurrences need
/// it; a reference, so that moving it copies no request.
final class SlotOccupant: Sendable {
  let identifier: RequestIdentifier
  let fireDate: Date

  init(identifier: RequestIdentifier, fireDate: Date) {
    self.identifier = identifier
    self.fireDate = fireDate
  }
}
