import Foundation

/// An immutable snapshot of a zone's UTC offsets over a span, answering offsets and wall-clock
/// readings by array lookups instead of Foundation calls; built from, and checked against,
/// Foundation's answers (``build(_:from:to:)``).
final class ZoneTransitions: Sendable {
  /// UTC seconds since 1970.
  let span: Range<Int>
  /// Where each stretch of constant offset starts; the first is `span.lowerBound`.
  let starts: [Int]
  /// Seconds east of UTC.
  let offsets: [Int]
  /// The stretch in force at the start of each 2²³-second bucket (about 97 days): a lookup steps
  /// from there over the few changes inside.
  private let bucketStarts: [Int32]

  private static let bucketShift = 23

  /// How far a reading (as UTC) can lie from its instant: every offset held is smaller, as the
  /// Foundation path assumes.
  static let window = 16 * 3_600

  /// Five days, shorter than any period of summer time (or its suspension), so that a change the
  /// transitions leave out cannot hide between two samples.
  static let sampleSpacing = 5 * 86_400

  init(span: Range<Int>, starts: [Int], offsets: [Int]) {
    self.span = span
    self.starts = starts
    self.offsets = offsets
    var buckets: [Int32] = []
    buckets.reserveCapacity((span.count >> Self.bucketShift) + 1)
    var stretch = 0
    var bucket = span.lowerBound
    while bucket < span.upperBound {
      while stretch + 1 < starts.count && starts[stretch + 1] <= bucket { stretch += 1 }
      buckets.append(Int32(stretch))
      bucket += 1 << Self.bucketShift
    }
    bucketStarts = buckets
  }

  /// `utc` must lie in ``span``.
  @inline(__always)
  func stretch(at utc: Int) -> Int {
    stretch(at: utc, from: Int(bucketStarts[(utc - span.lowerBound) >> Self.bucketShift]))
  }

  /// Reads the starts in place: this runs for each date a walk resolves.
  @inline(__always)
  private func stretch(at utc: Int, from index: Int) -> Int {
    starts.withUnsafeBufferPointer { starts in
      var index = index
      while index &+ 1 < starts.count && starts[index &+ 1] <= utc { index &+= 1 }
      return index
    }
  }

  func offset(at utc: Int) -> Int? {
    guard span.contains(utc) else { return nil }
    return offsets[stretch(at: utc)]
  }

  /// What a wall-clock reading names.
  enum Resolution: Hashable, Sendable {
    /// The earliest instant (UTC seconds) that shows the reading.
    case instant(Int)
    /// The clocks jumped over the reading at `transition`.
    case gap(transition: Int, before: Int, after: Int)
    /// Outside the span, or more than one change near the reading: Foundation's to answer.
    case unknown
  }

  /// The instants that show `local` (a reading as UTC seconds since 1970).
  ///
  /// With two stretches within ``window``, each offset's candidate counts if it falls in its own
  /// stretch: both after a fall back (the earlier wins), neither in a gap — as the Foundation path.
  func resolve(local: Int) -> Resolution {
    let low = local - Self.window
    let high = local + Self.window
    guard low >= span.lowerBound, high < span.upperBound else { return .unknown }
    let first = stretch(at: low)
    let last = stretch(at: high, from: first)
    switch last - first {
    case 0:
      return .instant(local - offsets[first])
    case 1:
      let (before, after, transition) = (offsets[first], offsets[last], starts[last])
      let early = local - before
      let late = local - after
      if early < transition { return .instant(early) }
      if late >= transition { return .instant(late) }
      return .gap(transition: transition, before: before, after: after)
    default:
      return .unknown
    }
  }

  /// The span from Foundation's transitions, each checked against `secondsFromGMT` and the span
  /// sampled every ``sampleSpacing``; `nil` (Foundation answers) on any disagreement or an offset
  /// reaching ``window``.
  static func build(_ timeZone: TimeZone, from start: Int, to end: Int) -> ZoneTransitions? {
    func offset(_ utc: Int) -> Int {
      timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
    }
    var starts = [start]
    var offsets = [offset(start)]
    var cursor = Date(timeIntervalSince1970: TimeInterval(start))
    while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSince1970 < TimeInterval(end)
    {
      let seconds = next.timeIntervalSince1970
      // Anything but whole seconds, one after another, is not understood.
      guard seconds > cursor.timeIntervalSince1970, seconds.rounded(.down) == seconds else { return nil }
      let transition = Int(seconds)
      guard let previous = offsets.last, offset(transition - 1) == previous else { return nil }
      let current = offset(transition)
      if current != previous {
        starts.append(transition)
        offsets.append(current)
      }
      cursor = next
    }
    guard offsets.allSatisfy({ abs($0) < window }) else { return nil }
    let snapshot = ZoneTransitions(span: start..<end, starts: starts, offsets: offsets)
    for sample in stride(from: start, to: end, by: sampleSpacing)
    where offset(sample) != snapshot.offsets[snapshot.stretch(at: sample)] {
      return nil
    }
    return snapshot
  }

  /// `other` must start where this one ends.
  func joined(to other: ZoneTransitions) -> ZoneTransitions {
    var starts = self.starts
    var offsets = self.offsets
    for (start, offset) in zip(other.starts, other.offsets) where offset != offsets.last {
      starts.append(start)
      offsets.append(offset)
    }
    return ZoneTransitions(span: span.lowerBound..<other.span.upperBound, starts: starts, offsets: offsets)
  }
}
