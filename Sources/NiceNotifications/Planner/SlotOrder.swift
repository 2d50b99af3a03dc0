import Foundation

/// The one order in which requests compete for the pending slots: those with no fire date
/// (a location trigger, a request that delivers at once) first, then soonest first, then by
/// identifier, so that equal times never depend on the order the input came in.
///
/// ```swift
/// let a = SlotOrder(fireDate: nine, identifier: "pills:morning:…")
/// let b = SlotOrder(fireDate: ten, identifier: "water:0:…")
/// #expect(a < b)
/// ```
struct SlotOrder: Hashable, Sendable, Comparable {
  /// When the request fires first; `nil` for one that has no fire date.
  var fireDate: Date?
  /// The request identifier, the tie-break.
  var identifier: String

  /// Creates an ordering key.
  ///
  /// ```swift
  /// let key = SlotOrder(fireDate: date, identifier: "dailyQuote:0:20261122T090000")
  /// ```
  init(fireDate: Date?, identifier: String) {
    self.fireDate = fireDate
    self.identifier = identifier
  }

  /// Whether `lhs` takes a slot before `rhs`.
  static func < (lhs: SlotOrder, rhs: SlotOrder) -> Bool {
    precedes(lhs.fireDate, lhs.identifier, rhs.fireDate, rhs.identifier)
  }

  /// The order of ``<`` for a request firing at `first` and one firing at `second`, without
  /// making either key: the identifiers are read only when the fire dates tie.
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
