import Foundation

/// The time zone of an evaluation context with the transitions it is known to have: it
/// converts between instants and wall-clock readings from a ``ZoneTransitions`` snapshot, and
/// asks Foundation whatever the snapshot cannot answer.
///
/// Each context makes one when it is made (or given a new calendar), taking the snapshot
/// ``TransitionCache`` has for the zone around its now (built then if need be), and a series
/// takes the latest one when it starts (``refreshed(around:keepingHeld:)``: a lazy walk keeps
/// the one held if it covers now). An instant outside it is read from the snapshot the zone
/// clock's last such lookup found, if that covers it, and otherwise looked up in the cache,
/// which grows the zone's snapshot for the evaluations after it.
///
/// ```swift
/// let zone = ZoneClock(TimeZone(identifier: "Europe/Berlin")!, arithmetic: .integers)
/// let reading = try WallClock(instant, in: zone)
/// ```
struct ZoneClock: Sendable {
  let timeZone: TimeZone
  /// Whether the zone's transitions may be used: the context asked for integer arithmetic and
  /// the cache has not left the zone to Foundation.
  let usesTransitions: Bool
  /// The zone's snapshot when the context was made or last refreshed, if there was one.
  private(set) var transitions: ZoneTransitions?
  /// The snapshot the last lookup outside ``transitions`` found in the cache, shared by the
  /// copies of this zone clock; `nil` where the transitions are not used.
  private let found: FoundTransitions?

  /// The zone with the cache's snapshot; with `instant`, one that covers it, built if the
  /// cache has none there (see ``refreshed(around:)``).
  ///
  /// A context passes its now, so that it carries the snapshot its series start from even when
  /// it was made before the cache knew the zone, and is kept (and copied) for long: every
  /// series it starts then finds the snapshot in hand instead of asking the cache.
  init(_ timeZone: TimeZone, arithmetic: Arithmetic, around instant: Date? = nil) {
    self.timeZone = timeZone
    guard arithmetic == .integers else {
      usesTransitions = false
      transitions = nil
      found = nil
      return
    }
    switch TransitionCache.knowledge(of: timeZone) {
    case .known(let snapshot):
      usesTransitions = true
      transitions = snapshot
    case .unknown:
      usesTransitions = true
      transitions = nil
    case .foundationOnly:
      usesTransitions = false
      transitions = nil
    }
    found = usesTransitions ? FoundTransitions() : nil
    if let instant, usesTransitions {
      // Kept if the cache's snapshot covers the instant already: a context is made often
      // (every `Context.current`), and only one lookup is needed then.
      transitions = Self.latest(of: timeZone, around: instant, holding: transitions, keepingHeld: true)
    }
  }

  /// This zone with the cache's latest snapshot; if the cache has none that covers `instant`
  /// (when one is given), one is built around it.
  ///
  /// With `keepingHeld`, the snapshot held is kept if it covers `instant`, without asking the
  /// cache: for a walk that reads a date or two (``DateBuilder/Occurrences``), where the cache's
  /// lock and lookup would cost more than the walk. The cache's snapshot may be larger, but
  /// both answer alike where both answer (each is checked against Foundation); a walk that
  /// reads many dates asks the cache, whose snapshot may already span them all.
  func refreshed(around instant: Date?, keepingHeld: Bool = false) -> ZoneClock {
    guard usesTransitions else { return self }
    var copy = self
    copy.transitions = Self.latest(
      of: timeZone, around: instant, holding: transitions, keepingHeld: keepingHeld)
    return copy
  }

  /// The snapshot to hold after `held`: the cache's latest, or one covering `instant` (when
  /// one is given) built if need be — or `held` itself if it covers `instant` and
  /// `keepingHeld`; `held` where the cache has nothing better.
  private static func latest(
    of timeZone: TimeZone, around instant: Date?, holding held: ZoneTransitions?, keepingHeld: Bool
  ) -> ZoneTransitions? {
    if let instant, CivilDay.representableSeconds.contains(instant.timeIntervalSince1970) {
      let utc = Int(instant.timeIntervalSince1970.rounded(.down))
      let window = ZoneTransitions.window
      if keepingHeld, let held, held.span.contains(utc - window), held.span.contains(utc + window) {
        return held
      }
      return TransitionCache.transitions(for: timeZone, covering: (utc - window)...(utc + window)) ?? held
    } else if case .known(let latest) = TransitionCache.knowledge(of: timeZone) {
      return latest
    }
    return held
  }

  /// The zone's offset from UTC at `utc` (whole seconds since 1970), in seconds.
  func offset(at utc: Int) -> Int {
    if usesTransitions {
      if let offset = transitions?.offset(at: utc) { return offset }
      if let offset = snapshot(covering: utc...utc)?.offset(at: utc) { return offset }
    }
    return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
  }

  /// The instants that show `local`, a wall-clock reading in seconds since 1970 read as UTC;
  /// ``ZoneTransitions/Resolution/unknown`` when the Foundation path must answer.
  func resolve(local: Int) -> ZoneTransitions.Resolution {
    guard usesTransitions else { return .unknown }
    // Read through the optional, not bound from it: no reference to count for each date.
    if let resolution = transitions?.resolve(local: local), resolution != .unknown { return resolution }
    let window = ZoneTransitions.window
    return snapshot(covering: (local - window)...(local + window))?.resolve(local: local) ?? .unknown
  }

  /// A snapshot that covers `range` (UTC seconds since 1970): the one the last lookup found if
  /// it does, else the cache's (built if need be), which is kept for the next lookup; `nil`
  /// where the Foundation path must answer.
  private func snapshot(covering range: ClosedRange<Int>) -> ZoneTransitions? {
    if let last = found?.covering(range) { return last }
    let covering = TransitionCache.transitions(for: timeZone, covering: range)
    if let covering { found?.keep(covering) }
    return covering
  }
}

extension WallClock {
  /// The reading a clock in `zone` shows at `instant`: the Foundation path's reading, from the
  /// zone's transitions.
  ///
  /// The zone is borrowed, not copied: a date read from an instant would otherwise copy the
  /// context's time zone and snapshot each time.
  ///
  /// - Throws: ``DateBuilderError/outOfRange`` for an instant outside the representable
  ///   days (or not a number), which `Int` could not hold.
  init(_ instant: Date, in zone: borrowing ZoneClock) throws(DateBuilderError) {
    guard CivilDay.representableSeconds.contains(instant.timeIntervalSince1970) else { throw .outOfRange }
    let whole = instant.timeIntervalSince1970.rounded(.down)
    // Offsets change on whole seconds, so the whole second has the instant's offset.
    let local = Int(whole) + zone.offset(at: Int(whole))
    let days = local.floorDivided(by: CivilDay.secondsPerDay)
    self.init(
      day: CivilDay(number: days),
      seconds: local - days * CivilDay.secondsPerDay,
      fraction: instant.timeIntervalSince1970 - whole)
  }

  /// The instant this reading names in `zone`, by DateBuilder's one policy for clock changes
  /// (see the Foundation path, `instant(in:labels:)` with a `TimeZone`), from the zone's
  /// transitions where they answer.
  ///
  /// - Throws: ``DateBuilderError/dayDoesNotExist(year:month:day:timeZone:)`` for a day the
  ///   zone skipped whole.
  func instant(in zone: ZoneClock, labels: CivilCalendar) throws(DateBuilderError) -> Date {
    let reading = try normalized()
    let local = reading.day.number * CivilDay.secondsPerDay + reading.seconds
    switch zone.resolve(local: local) {
    case .instant(let instant):
      return Date(timeIntervalSince1970: TimeInterval(instant) + reading.fraction)
    case let .gap(transition, before, after):
      // The day is gone if the clocks jumped from before its midnight to after its end.
      let lastBeforeGap = (transition - 1 + before).floorDivided(by: CivilDay.secondsPerDay)
      let firstAfterGap = (transition + after).floorDivided(by: CivilDay.secondsPerDay)
      if lastBeforeGap < reading.day.number && firstAfterGap > reading.day.number {
        let label = labels.components(of: reading.day)
        throw .dayDoesNotExist(
          year: label.year ?? 0, month: label.month ?? 0, day: label.day ?? 0,
          timeZone: zone.timeZone.identifier)
      }
      return Date(timeIntervalSince1970: TimeInterval(transition))
    case .unknown:
      return try reading.instant(in: zone.timeZone, labels: labels)
    }
  }
}
