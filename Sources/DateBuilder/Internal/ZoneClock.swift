import Foundation

/// A context's time zone: converts instants and wall-clock readings from a ``ZoneTransitions``
/// snapshot, asking Foundation what the snapshot cannot answer.
///
/// A context takes the cache's snapshot around its now; a series takes the latest when it starts.
/// An instant outside it is read from the last snapshot found, else looked up in the cache.
struct ZoneClock: Sendable {
  let timeZone: TimeZone
  /// Integer arithmetic, and a zone the cache has not left to Foundation.
  let usesTransitions: Bool
  private(set) var transitions: ZoneTransitions?
  /// What the last lookup outside ``transitions`` found, shared by the copies of this clock.
  private let found: FoundTransitions?

  /// With `instant` (a context's now), the snapshot covers it, built if need be, so that every
  /// series the context starts finds it in hand.
  init(_ timeZone: TimeZone, arithmetic: Arithmetic, around instant: Date? = nil) {
    self.timeZone = timeZone
    guard arithmetic == .integers else {
      usesTransitions = false
      found = nil
      return
    }
    switch TransitionCache.knowledge(of: timeZone) {
    case .known(let snapshot):
      usesTransitions = true
      transitions = snapshot
    case .unknown:
      usesTransitions = true
    case .foundationOnly:
      usesTransitions = false
    }
    found = usesTransitions ? FoundTransitions() : nil
    if let instant, usesTransitions {
      // A context is made often (every `Context.current`): keep a covering snapshot, one lookup.
      transitions = Self.latest(of: timeZone, around: instant, holding: transitions, keepingHeld: true)
    }
  }

  /// This zone with the cache's latest snapshot, built around `instant` if none covers it.
  ///
  /// `keepingHeld` keeps a held snapshot that covers `instant` without the cache's lock, for a walk
  /// of a date or two; every snapshot is checked against Foundation, so both answer alike.
  func refreshed(around instant: Date?, keepingHeld: Bool = false) -> ZoneClock {
    guard usesTransitions else { return self }
    var copy = self
    copy.transitions = Self.latest(
      of: timeZone, around: instant, holding: transitions, keepingHeld: keepingHeld)
    return copy
  }

  /// The cache's latest (covering `instant`, if given), or `held` if kept or nothing is better.
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

  /// The offset from UTC at `utc` (whole seconds since 1970).
  func offset(at utc: Int) -> Int {
    if usesTransitions {
      if let offset = transitions?.offset(at: utc) ?? found?.offset(at: utc) { return offset }
      if let offset = snapshot(covering: utc...utc)?.offset(at: utc) { return offset }
    }
    return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
  }

  /// The instants that show `local` (a reading as UTC seconds); `.unknown` leaves it to Foundation.
  func resolve(local: Int) -> ZoneTransitions.Resolution {
    guard usesTransitions else { return .unknown }
    // Read through the optional, not bound from it: no reference to count for each date.
    if let resolution = transitions?.resolve(local: local), resolution != .unknown { return resolution }
    if let resolution = found?.resolve(local: local), resolution != .unknown { return resolution }
    let window = ZoneTransitions.window
    return snapshot(covering: (local - window)...(local + window))?.resolve(local: local) ?? .unknown
  }

  /// The cache's snapshot that covers `range`, built if need be and kept for the next lookups.
  private func snapshot(covering range: ClosedRange<Int>) -> ZoneTransitions? {
    let covering = TransitionCache.transitions(for: timeZone, covering: range)
    if let covering { found?.keep(covering) }
    return covering
  }
}

extension WallClock {
  /// The reading a clock in `zone` shows at `instant`; ``DateBuilderError/outOfRange`` outside the
  /// representable days (`borrowing`, so that no read copies the zone and its snapshot).
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

  /// The instant this reading names in `zone`, by the policy of `instant(in:labels:)` with a `TimeZone`.
  func instant(in zone: ZoneClock, labels: CivilCalendar) throws(DateBuilderError) -> Date {
    let reading = try normalized()
    let local = reading.day.number * CivilDay.secondsPerDay + reading.seconds
    switch zone.resolve(local: local) {
    case .instant(let instant):
      return Date(timeIntervalSince1970: TimeInterval(instant) + reading.fraction)
    case let .gap(transition, before, after):
      return try reading.instant(
        afterGapAt: transition, before: before, after: after, in: zone.timeZone, labels: labels)
    case .unknown:
      return try reading.instant(in: zone.timeZone, labels: labels)
    }
  }
}
