package import Foundation

extension DateBuilder {
  /// A change of a time zone's offset from GMT: the instant the clocks moved, and the offsets
  /// before and after it (`package`: for NiceNotifications, which decides from it whether a
  /// repeating trigger fires where a series does, without Foundation's calendar search).
  ///
  /// ```swift
  /// if case .one(let change) = context.clockChanges(from: previous, through: first) {
  ///   change.after - change.before  // 3_600: the clocks sprang forward an hour
  /// }
  /// ```
  package struct ClockChange: Hashable, Sendable {
    /// The first instant under the new offset, in whole seconds since 1970 (UTC).
    package var instant: Int
    /// The offset until then, in seconds east of GMT.
    package var before: Int
    /// The offset from then on, in seconds east of GMT.
    package var after: Int
  }

  /// The clock changes of a stretch of time, as far as DateBuilder's snapshot of the zone's
  /// transitions knows them.
  ///
  /// ```swift
  /// switch context.clockChanges(from: start, through: end) {
  /// case .none(let offset): print("one offset", offset)
  /// case .one(let change): print("one change at", change.instant)
  /// case .several, .unknown: break  // ask Foundation
  /// }
  /// ```
  package enum ClockChanges: Hashable, Sendable {
    /// No change: the zone keeps this offset throughout.
    case none(offset: Int)
    /// Exactly one change.
    case one(ClockChange)
    /// More than one change.
    case several
    /// The snapshot cannot say (a zone or a stretch left to Foundation, a context that asked
    /// for Foundation's arithmetic, instants beyond the representable days).
    case unknown
  }
}

extension DateBuilder.Context {
  /// The changes of the zone's offset from GMT at instants from `start` through `end` (both
  /// taken to the whole second below them), from the zone's transitions; ``DateBuilder/ClockChanges/unknown``
  /// wherever only Foundation could tell, and for `end` before `start`.
  ///
  /// `package`, for NiceNotifications' repeating-trigger test; its answers are the offsets the
  /// snapshot gives `secondsFromGMT`'s answers for (checked when it was built), and a change at
  /// `start` itself counts.
  ///
  /// ```swift
  /// let changes = context.clockChanges(from: monday, through: nextMonday)
  /// ```
  package func clockChanges(from start: Date, through end: Date) -> DateBuilder.ClockChanges {
    let limit = CivilDay.representableSeconds
    guard limit.contains(start.timeIntervalSince1970), limit.contains(end.timeIntervalSince1970) else {
      return .unknown
    }
    let low = Int(start.timeIntervalSince1970.rounded(.down))
    let high = Int(end.timeIntervalSince1970.rounded(.down))
    guard low <= high else { return .unknown }
    return zone.changes(from: low, through: high)
  }
}

extension ZoneClock {
  /// The changes of offset at instants `low` through `high` (UTC seconds); a change at `low`
  /// counts (its instant is the first under the new offset, which `low` then shows).
  func changes(from low: Int, through high: Int) -> DateBuilder.ClockChanges {
    guard usesTransitions else { return .unknown }
    let snapshot: ZoneTransitions
    if let transitions, transitions.span.contains(low - 1), transitions.span.contains(high) {
      snapshot = transitions
    } else if let covering = TransitionCache.transitions(for: timeZone, covering: (low - 1)...high) {
      snapshot = covering
    } else {
      return .unknown
    }
    // The stretch in force just before `low`, so that a change at `low` itself is found.
    let first = snapshot.stretch(at: low - 1)
    let last = snapshot.stretch(at: high)
    switch last - first {
    case 0:
      return .none(offset: snapshot.offsets[first])
    case 1:
      return .one(
        DateBuilder.ClockChange(
          instant: snapshot.starts[last], before: snapshot.offsets[first], after: snapshot.offsets[last]))
    default:
      return .several
    }
  }
}
