import Foundation

/// A time zone's UTC offsets over a span of time, as the instants where the offset changes:
/// an immutable snapshot that answers "what is the offset at this instant" and "which instant
/// shows this wall-clock reading" by array lookups instead of Foundation calls.
///
/// Built by ``build(_:from:to:)`` from Foundation's own answers, and checked against them (see
/// there); ``TransitionCache`` keeps one per zone and hands it to every evaluation context.
///
/// ```swift
/// let berlin = try #require(ZoneTransitions.build(berlinZone, from: start, to: end))
/// berlin.offset(at: 1_711_846_800)  // 7_200: summer time began at 01:00 UTC that day
/// ```
final class ZoneTransitions: Sendable {
  /// The UTC seconds (since 1970) the snapshot answers for.
  let span: Range<Int>
  /// Where each stretch of constant offset starts; the first is `span.lowerBound`.
  let starts: [Int]
  /// The offset of each stretch, in seconds east of UTC.
  let offsets: [Int]
  /// For each bucket of 2²³ seconds (about 97 days) of the span, the stretch in force at its
  /// start: a lookup starts there and steps over the few changes inside the bucket.
  private let bucketStarts: [Int32]

  private static let bucketShift = 23

  /// How far from a wall-clock reading read as UTC the instant it names can lie: every offset
  /// a snapshot holds is smaller (``build(_:from:to:)`` checks), as the Foundation path assumes.
  static let window = 16 * 3_600

  /// How far apart ``build(_:from:to:)`` checks the offsets it was told against Foundation's:
  /// five days, shorter than any period of summer time (or of its suspension) a zone has had,
  /// so that a change the transitions leave out cannot hide between two samples.
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

  /// The index of the stretch in force at `utc`, which must lie in ``span``.
  @inline(__always)
  func stretch(at utc: Int) -> Int {
    stretch(at: utc, from: Int(bucketStarts[(utc - span.lowerBound) >> Self.bucketShift]))
  }

  /// The index of the stretch in force at `utc`, found from stretch `index`, which starts at or
  /// before it.
  ///
  /// The starts are read in place: this runs for each date a walk resolves.
  @inline(__always)
  private func stretch(at utc: Int, from index: Int) -> Int {
    starts.withUnsafeBufferPointer { starts in
      var index = index
      while index &+ 1 < starts.count && starts[index &+ 1] <= utc { index &+= 1 }
      return index
    }
  }

  /// The offset in force at `utc`, or `nil` outside ``span``.
  func offset(at utc: Int) -> Int? {
    guard span.contains(utc) else { return nil }
    return offsets[stretch(at: utc)]
  }

  /// What a wall-clock reading names: an instant, a gap, or — outside the span, or with two
  /// changes of offset within ``window`` of it — nothing this snapshot can say.
  enum Resolution: Hashable, Sendable {
    /// The earliest instant (UTC seconds) that shows the reading.
    case instant(Int)
    /// No instant shows the reading: the clocks jumped over it at `transition`, from
    /// `before` to `after` seconds east of UTC.
    case gap(transition: Int, before: Int, after: Int)
    /// Outside the span, or more than one change near the reading: Foundation's to answer.
    case unknown
  }

  /// The instants that show `local` (a wall-clock reading, in seconds since 1970 read as UTC).
  ///
  /// Only the stretches within ``window`` of `local` can hold such an instant. With one stretch
  /// there, the instant is `local` minus its offset. With two, each offset gives a candidate
  /// that counts if it falls in its own stretch: both do when the clocks fell back (the earlier
  /// is the first instant), neither when they sprang forward (a gap). These are the answers of
  /// the Foundation path, which reads the offsets at the same two ends of the window and finds
  /// the same change by bisection; with more than one change in the window it is asked instead.
  func resolve(local: Int) -> Resolution {
    let low = local - Self.window
    let high = local + Self.window
    // The window lies in the span when both its ends do (`low` < `high`).
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

  /// The span `from`..<`to` of `timeZone`, from the transitions Foundation reports, each
  /// checked against `secondsFromGMT` on both sides and the whole span sampled every
  /// ``sampleSpacing``; `nil`
  /// if Foundation's answers disagree anywhere (a change the transitions do not report) or
  /// an offset reaches ``window``, so that the zone is left to the Foundation path.
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
      // Transitions fall on whole seconds, one after another; anything else is not understood.
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

  /// This snapshot and `other`, which must start where this one ends, as one.
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
