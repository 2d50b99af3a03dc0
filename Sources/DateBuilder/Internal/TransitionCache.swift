import Foundation

/// One ``ZoneTransitions`` snapshot per zone evaluated so far, shared by every context and grown
/// in chunks of 2²⁵ seconds (about a year); at most ``maximumZones`` zones (oldest out) of
/// ``maximumChunks`` chunks each.
///
/// Process-wide state, safe: it lives in a ``Locked`` and hands out immutable snapshots; building
/// under the lock calls only `TimeZone`, which never calls back, so no thread takes it twice.
enum TransitionCache {
  enum Knowledge: Sendable {
    /// The snapshot built so far (it may not cover every instant).
    case known(ZoneTransitions)
    case unknown
    /// Foundation's answers for the zone cannot be cached.
    case foundationOnly
  }

  static let chunkShift = 25
  /// About 1,090 years; a date further out starts a new span.
  static let maximumChunks = 1 << 10
  static let maximumZones = 16

  private struct Entry: Sendable {
    /// As `TimeZone(identifier:)` gives it: only a zone equal to it is cached.
    let timeZone: TimeZone
    var transitions: ZoneTransitions?
    /// Chunks Foundation reported inconsistently: Foundation answers there.
    var failedChunks: Set<Int> = []
    /// False once too many chunks failed: Foundation answers for the whole zone.
    var isCacheable = true
  }

  static let maximumFailedChunks = 64

  private struct Storage: Sendable {
    var entries: [String: Entry] = [:]
    /// Oldest first.
    var order: [String] = []

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

  /// Builds nothing.
  static func knowledge(of timeZone: TimeZone) -> Knowledge {
    let identifier = timeZone.identifier
    return storage.withLock { storage in
      guard let entry = storage.entries[identifier] else { return .unknown }
      guard entry.timeZone == timeZone, entry.isCacheable else { return .foundationOnly }
      return entry.transitions.map { .known($0) } ?? .unknown
    }
  }

  /// A snapshot that covers `range` (UTC seconds), built if need be; `nil` where Foundation must answer.
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
        // Growing builds more than asked for; if that fails, the chunks asked for may still build.
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
        // Made outside the lock. Only the zone an identifier names is cached (not an autoupdating one).
        guard let zone = TimeZone(identifier: identifier), zone == timeZone else { return nil }
        newEntry = Entry(timeZone: zone)
      }
    }
  }

  private enum Lookup {
    case found(ZoneTransitions?)
    case needsEntry
  }

  /// `existing` grown to cover `range`, or a new one if it would span too many chunks (under the lock).
  private static func grow(
    _ existing: ZoneTransitions?, of zone: TimeZone, toCover range: ClosedRange<Int>
  ) -> ZoneTransitions? {
    let low = range.lowerBound >> chunkShift
    let high = range.upperBound >> chunkShift
    guard let existing else { return build(zone, chunks: (low - 1)...(high + 1)) }
    let first = existing.span.lowerBound >> chunkShift
    let end = existing.span.upperBound >> chunkShift  // one past the last chunk
    let count = end - first
    // Grow by half the span at least, so that a long walk rebuilds rarely; start afresh far away.
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
