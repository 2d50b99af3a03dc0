public import Foundation

/// The time zones the device was in at the package's runs, oldest first, for reading which day a
/// delivery stands for: `let seen = TimeZoneSightings().recording(.current, at: Date())`.
public struct TimeZoneSightings: Sendable, Equatable, Codable {
  /// One stay: the zone seen at every run from ``since`` through ``through``:
  /// `TimeZoneSightings.Stay(zone: "Europe/Berlin", since: monday, through: friday)`.
  public struct Stay: Sendable, Equatable, Codable {
    /// The zone's identifier (`Europe/Berlin`, or `GMT+0100` for a fixed offset).
    public var zone: String
    /// The first run that saw it.
    public var since: Date
    /// The last run that saw it.
    public var through: Date

    /// A stay in `zone` from `since` through `through`.
    public init(zone: String, since: Date, through: Date) {
      self.zone = zone
      self.since = since
      self.through = max(since, through)
    }
  }

  /// How many stays are kept; the oldest is forgotten when a new zone is seen beyond them.
  public static let limit = 32
  /// The stays, oldest first; neighbours are in different zones and do not overlap.
  public private(set) var stays: [Stay]

  /// No sightings yet: `TimeZoneSightings().stays.isEmpty`.
  public init() {
    stays = []
  }

  /// The sightings of `stays`, ordered as ``recording(_:at:)`` would:
  /// `TimeZoneSightings(stays: [.init(zone: "Pacific/Pago_Pago", since: monday, through: monday)])`.
  public init(stays: [Stay]) {
    var seen = TimeZoneSightings()
    for stay in stays.sorted(by: { $0.since < $1.since }) {
      seen = seen.recording(zoneNamed: stay.zone, at: stay.since).recording(
        zoneNamed: stay.zone, at: stay.through)
    }
    self = seen
  }

  /// These sightings with a run in `zone` at `date` added: `seen.recording(.current, at: Date())`.
  ///
  /// A run in the zone of the stay it falls in or next to lengthens that stay; one in another
  /// zone starts a stay; one inside another zone's stay (the clock was set back) is not recorded.
  public func recording(_ zone: TimeZone, at date: Date) -> TimeZoneSightings {
    recording(zoneNamed: zone.identifier, at: date)
  }

  private func recording(zoneNamed zone: String, at date: Date) -> TimeZoneSightings {
    guard date.timeIntervalSince1970.isFinite else { return self }
    var next = self
    let index = stays.lastIndex { $0.since <= date }
    if let index, stays[index].through >= date {
      return self  // inside a stay: its zone's, or a clock set back into another's
    }
    if let index, stays[index].zone == zone {
      next.stays[index].through = date
    } else if let following = index.map({ $0 + 1 }) ?? (stays.isEmpty ? nil : 0),
      following < stays.count, stays[following].zone == zone
    {
      next.stays[following].since = date
    } else {
      next.stays.insert(Stay(zone: zone, since: date, through: date), at: index.map { $0 + 1 } ?? 0)
    }
    if next.stays.count > Self.limit { next.stays.removeFirst(next.stays.count - Self.limit) }
    return next
  }

  /// The zones seen at the last run at or before `date` and the first at or after it, without
  /// repeats: `seen.zones(around: delivery.date).map(\.identifier)`.
  public func zones(around date: Date) -> [TimeZone] {
    var names: [String] = []
    if let before = stays.last(where: { $0.since <= date }) { names.append(before.zone) }
    if let after = stays.first(where: { $0.through >= date }), !names.contains(after.zone) {
      names.append(after.zone)
    }
    return names.compactMap { TimeZone(identifier: $0) }
  }

  /// Whether a run saw a zone at or after `date`: `seen.hasRun(atOrAfter: delivery.date)`.
  public func hasRun(atOrAfter date: Date) -> Bool {
    stays.last.map { $0.through >= date } ?? false
  }

  /// Whether these sightings say more than `saved` (a last run under an hour later does not, or
  /// every launch would write): `if seen.isNewer(than: saved) { … }`.
  public func isNewer(than saved: TimeZoneSightings) -> Bool {
    guard stays.count == saved.stays.count, let last = stays.last, let savedLast = saved.stays.last else {
      return stays != saved.stays
    }
    let sameStarts = zip(stays, saved.stays).allSatisfy { $0.zone == $1.zone && $0.since == $1.since }
    return !sameStarts || last.through.timeIntervalSince(savedLast.through) >= 3_600
      || last.through < savedLast.through
  }
}
