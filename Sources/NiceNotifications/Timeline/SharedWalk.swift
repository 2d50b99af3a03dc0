import DateBuilder

/// An entry's walk, shared by reference, since copying it retains and releases closures at each date read.
final class SharedWalk: Sendable {
  let walk: DateBuilder.OccurrenceWalk

  init(_ walk: DateBuilder.OccurrenceWalk) {
    self.walk = walk
  }

  /// Whether the walk reads the entry's dates in date order (an array's may not be).
  var isInDateOrder: Bool { walk.isInDateOrder }

  func next(at position: inout Int, in context: DateBuilder.Context) throws(DateBuilderError)
    -> DateBuilder.Occurrence?
  {
    try walk.next(at: &position, in: context)
  }

  func nextDate(
    at position: inout Int, in context: DateBuilder.Context, prepared: DateBuilder.PreparedWalk
  ) throws(DateBuilderError) -> DateBuilder.WalkedDate? {
    try walk.nextDate(at: &position, in: context, prepared: prepared)
  }

  func prepared(in context: DateBuilder.Context) -> DateBuilder.PreparedWalk {
    walk.prepared(in: context)
  }

  func elementsBeforeYesterday(in context: DateBuilder.Context, prepared: DateBuilder.PreparedWalk) -> Int {
    walk.elementsBeforeYesterday(in: context, prepared: prepared)
  }
}
