public import Foundation

extension DateBuilder {
  /// One date of a series: its position, its expression and its `Date`: `print(occurrence.date)`.
  public struct Occurrence: Hashable, Sendable {
    /// The element's position: stable across evaluations, with gaps where elements are skipped.
    public var index: Int
    /// The wall-clock time or instant the element is.
    public var resolvedDate: ResolvedDate
    /// In the context the series was evaluated in.
    public var date: Date
  }

  /// The occurrences of a series, one at a time, in order: `while let next = try occurrences.next() { … }`.
  public struct Occurrences: Sendable {
    private var walk: OccurrenceWalk
    private let context: Context

    init(_ walk: OccurrenceWalk, context: Context) {
      // Most walks read a date or two: a snapshot covering now serves, without the cache's lock.
      self.walk = walk
      self.context = context.forWalks()
    }

    /// The next occurrence, or `nil` at the end: `while let occurrence = try occurrences.next() { … }`.
    public mutating func next() throws(DateBuilderError) -> Occurrence? {
      try walk.next(in: context)
    }
  }
}
