import Foundation

/// The UTC-offset transitions of the time zones evaluated so far, shared by every evaluation
/// context: one ``ZoneTransitions`` snapshot per zone, grown in chunks of 2²⁵ seconds (about
/// a year) as dates further out are asked for.
///
/// A context takes the zone's snapshot when it is made and reads it without a lock; it comes
/// back here only for an instant outside that snapshot. Memory is bounded: at most
/// ``maximumZones`` zones (the one added first makes room), each over at most
/// ``maximumChunks`` chunks (about 1,090 years; a date further out starts a new span).
///
/// Process-wide state, and safe: it lives in a ``Locked``, so every access is serialized by
/// its lock, and the snapshots handed out are immutable. Building a snapshot under the lock
/// calls only `TimeZone`, which never calls back into DateBuilder, so the lock is never
/// taken twice by one thread.
///
/// ```swift
/// let snapshot = TransitionCache.transitions(for: berlin, covering: instant...instant)
/// ```
enum TransitionCache {
  /// What the cache knows of a zone.
  enum Knowledge: Sendable {
    /// The snapshot built so far (it may not cover every instant).
    case known(ZoneTransitions)
    /// Nothing built yet.
    case unknown
    /// Foundation's answers for the zone cannot be cached: the Foundation path answers.
    case foundationOnly
  }

  /// About a year: the unit the snapshots grow by.
  static let chunkShift = 25
  /// The most chunks one zone's snapshot spans.
  static let maximumChunks = 1 << 10
  /// The most zones kept at once.
  static let maximumZones = 16

  private struct Entry: Sendable {
    /// The zone, as `TimeZone(identifier:)` gives it: only a zone equal to it is cached.
    let timeZone: TimeZone
    var transitions: ZoneTransitions?
    /// Chunks whose offsets Foundation reported inconsistently: the Foundation path answers there.
    var failedChunks: Set<Int> = []
    /// False once too many chunks failed: the Foundation path answers for the whole zone.
    var isCacheable = true
  }

  /// The most failed chunks remembered for a zone before it is left to Foundation altogether.
  static let maximumFailedChunks = 64

  /// The zones known, and their identifiers oldest first.
  private struct Storage: Sendable {
    var entries: [String: Entry] = [:]
    var order: [String] = []

    /// Keeps `entry`, dropping the oldest zone if there are too many.
    mutating func store(_ entry: Entry, as identifier: String) {
      if entries[identifier] == nil {
        if order.count >= maximumZones {
          entries[order.removeFirst()] = nil
        }
        order.append(identifier)
      }
      entries[identifier] = entry
    }
  }

  private static let storage = Locked(Storage())

  /// What is known of `timeZone` already; builds nothing.
  static func knowledge(of timeZone: TimeZone) -> Knowledge {
    let identifier = timeZone.identifier
    return storage.withLock { storage in
      guard let entry = storage.entries[identifier] else { return .unknown }
      guard entry.timeZone == timeZone, entry.isCacheable else { return .foundationOnly }
      return entry.transitions.map { .known($0) } ?? .unknown
    }
  }

  /// A snapshot of `timeZone` that covers `range` (UTC seconds since 1970), built if need be;
  /// `nil` if the Foundation path must answer for the zone.
  static func transitions(for timeZone: TimeZone, covering range: ClosedRange<Int>) -> ZoneTransitions? {
    let identifier = timeZone.identifier
    var newEntry: Entry?
    while true {
      let lookup = storage.withLock { storage -> Lookup in
        guard var entry = storage.entries[identifier] ?? newEntry else { return .needsEntry }
        guard entry.timeZone == timeZone, entry.isCacheable else { return .found(nil) }
        if let existing = entry.transitions, existing.span.contains(range.lowerBound),
          existing.span.contains(range.upperBound)
        {
          return .found(existing)
        }
        let chunks = (range.lowerBound >> chunkShift)...(range.upperBound >> chunkShift)
        guard !chunks.contains(where: entry.failedChunks.contains) else { return .found(nil) }
        // Growing builds more than the chunks asked for; if that fails, they may still do alone.
        if let grown = grow(entry.transitions, of: entry.timeZone, toCover: range)
          ?? build(entry.timeZone, chunks: chunks)
        {
          entry.transitions = grown
          storage.store(entry, as: identifier)
          return .found(grown)
        }
        entry.failedChunks.formUnion(chunks)
        entry.isCacheable = entry.failedChunks.count <= maximumFailedChunks
        storage.store(entry, as: identifier)
        return .found(nil)
      }
      switch lookup {
      case .found(let snapshot):
        return snapshot
      case .needsEntry:
        // Made outside the lock. Only the zone an identifier names is cached: not an
        // autoupdating zone, nor one made from other data under the same name.
        guard let zone = TimeZone(identifier: identifier), zone == timeZone else { return nil }
        newEntry = Entry(timeZone: zone)
      }
    }
  }

  private enum Lookup {
    case found(ZoneTransitions?)
    case needsEntry
  }

  /// The snapshot `existing` grown to cover `range`.
  ///
  /// A new snapshot around `range` if growing would span too many chunks; `nil` if
  /// Foundation's answers cannot be cached. Called under the lock.
  private static func grow(
    _ existing: ZoneTransitions?, of zone: TimeZone, toCover range: ClosedRange<Int>
  ) -> ZoneTransitions? {
    let low = range.lowerBound >> chunkShift
    let high = range.upperBound >> chunkShift
    guard let existing else { return build(zone, chunks: (low - 1)...(high + 1)) }
    let first = existing.span.lowerBound >> chunkShift
    let end = existing.span.upperBound >> chunkShift  // one past the last chunk
    let count = end - first
    // Grow towards an instant no further out than the span is long, by half the span at
    // least, so that walking a long series rebuilds rarely; start afresh around any other.
    let reach = max(count, 8)
    guard low >= first - reach, high < end + reach, max(end, high + 1) - min(first, low) <= maximumChunks
    else {
      return build(zone, chunks: (low - 1)...(high + 1))
    }
    let newFirst = low < first ? max(min(low - 1, first - count / 2), end - maximumChunks) : first
    let newEnd = high >= end ? min(max(high + 2, end + count / 2), newFirst + maximumChunks) : end
    var grown = existing
    if newFirst < first {
      guard let before = build(zone, chunks: newFirst...(first - 1)) else { return nil }
      grown = before.joined(to: grown)
    }
    if newEnd > end {
      guard let after = build(zone, chunks: end...(newEnd - 1)) else { return nil }
      grown = grown.joined(to: after)
    }
    return grown
  }

  private static func build(_ zone: TimeZone, chunks: ClosedRange<Int>) -> ZoneTransitions? {
    ZoneTransitions.build(
      zone, from: chunks.lowerBound << chunkShift, to: (chunks.upperBound + 1) << chunkShift)
  }
}
