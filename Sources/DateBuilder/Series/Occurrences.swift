public import Foundation

extension DateBuilder {
  /// One date of a series: its position, the expression it came from, and the `Date` that names:
  /// `while let occurrence = try occurrences.next() { print(occurrence.index, occurrence.date) }`.
  public struct Occurrence: Hashable, Sendable {
    /// The element's position: stable across evaluations, with gaps where elements are skipped.
    public var index: Int
    /// The wall-clock time or instant the element is.
    public var resolvedDate: ResolvedDate
    /// In the context the series was evaluated in.
    public var date: Date
  }

  /// The occurrences of a series, one at a time, in order: the lazy way to read any series:
  /// `while let occurrence = try occurrences.next(), occurrence.date < horizon { … }`.
  public struct Occurrences: Sendable {
    private var walk: OccurrenceWalk
    private let context: Context

    init(_ walk: OccurrenceWalk, context: Context) {
      // Most walks read a date or two: a snapshot covering now serves, without the cache's lock.
      self.walk = walk
      self.context = context.forWalks()
    }

    /// The next occurrence, or `nil` at the end; throws ``DateBuilderError`` if the series is invalid:
    /// `while let occurrence = try occurrences.next() { print(occurrence.date) }`.
    public mutating func next() throws(DateBuilderError) -> Occurrence? {
      try walk.next(in: context)
    }
  }
}
