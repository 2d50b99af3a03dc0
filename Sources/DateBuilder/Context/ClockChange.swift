package import Foundation

extension DateBuilder {
  /// A change of a zone's offset from GMT, for NiceNotifications to tell whether a repeating
  /// trigger fires where a series does without Foundation's calendar search.
  package struct ClockChange: Hashable, Sendable {
    /// The first instant under the new offset, in whole seconds since 1970 (UTC).
    package var instant: Int
    /// Seconds east of GMT until then.
    package var before: Int
    /// Seconds east of GMT from then on.
    package var after: Int
  }

  /// The clock changes of a stretch of time, as far as the zone's transition snapshot knows them.
  package enum ClockChanges: Hashable, Sendable {
    case none(offset: Int)
    case one(ClockChange)
    case several
    /// Left to Foundation: by the zone, the stretch, the context's arithmetic or the range.
    case unknown
  }
}

extension DateBuilder.Context {
  /// The offset changes at whole seconds from `start` through `end`, a change at `start` included;
  /// ``DateBuilder/ClockChanges/unknown`` where only Foundation could tell, and for `end` before `start`.
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
  /// The changes at UTC seconds `low` through `high`, a change at `low` included.
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
