public import Foundation

extension DeliveryRecord {
  /// A repeating calendar request the package placed (a compressed series), whose occurrences each
  /// audit expands: `record.repeating.filter { $0.group == "pills" }`.
  public struct RepeatingEntry: Codable, Hashable, Sendable {
    /// The request identifier (`pills:evening:repeating`).
    public var identifier: String
    /// Its group, in NFC.
    public var group: String
    /// The trigger's date components; without a zone, it follows the device's.
    public var components: DateComponents
    /// When it was first due to fire.
    public var firstFireDate: Date
    /// When a plan placed it.
    public var placedAt: Date
    /// The last run that saw it pending, or the plan that placed or kept it.
    public var lastSeenPending: Date
    /// Whether it is the request pending under ``identifier``; a replaced trigger's entry is not.
    public var isCurrent: Bool = true
    /// The occurrences (one-shot identifiers) a run saw in Notification Center.
    public var seenDelivered: Set<String> = []
    /// The occurrences a run saw in Notification Center that a later run found gone, with no later
    /// one of the series listed, and when.
    public var seenGone: [String: Date] = [:]
    /// The occurrences answered, marked done, or snoozed.
    public var handled: Set<String> = []
    /// The occurrences an audit already reported as missed.
    public var reported: Set<String> = []

    /// Creates the record of a repeating request a plan placed at `placedAt`:
    /// `DeliveryRecord.RepeatingEntry(identifier: id, group: "pills", components: c,
    /// firstFireDate: d, placedAt: now)`.
    public init(
      identifier: String, group: String, components: DateComponents, firstFireDate: Date, placedAt: Date
    ) {
      self.identifier = identifier
      self.group = group
      self.components = components
      self.firstFireDate = firstFireDate
      self.placedAt = placedAt
      self.lastSeenPending = placedAt
    }

    /// Whether its time of day follows the device's time zone.
    public var isFloating: Bool { components.timeZone == nil }

    /// At most this many occurrences are expanded per entry at an audit, the latest kept.
    public static let maximumExpanded = 64
    /// At most this many marks of each kind are kept per entry, the latest kept.
    public static let maximumMarks = 64

    func owns(_ occurrence: String) -> Bool {
      guard let parsed = RequestIdentifier(occurrence), let mine = RequestIdentifier(identifier) else {
        return false
      }
      return parsed.group == mine.group && parsed.entry == mine.entry && !parsed.isSnooze
        && !parsed.isCompressedSeries
    }

    /// A delivery seen before is gone if no later one of the series is listed.
    mutating func observe(delivered: Set<String>, at date: Date) {
      let series = delivered.filter(owns)
      if let last = seenDelivered.max(), seenGone[last] == nil, !series.contains(where: { $0 >= last }) {
        seenGone[last] = date
      }
      seenDelivered.formUnion(series)
    }

    /// Identifiers of one series sort by their wall-clock keys.
    mutating func bound() {
      func latest(_ marks: Set<String>) -> Set<String> {
        marks.count > Self.maximumMarks ? Set(marks.sorted().suffix(Self.maximumMarks)) : marks
      }
      seenDelivered = latest(seenDelivered)
      let keptGone = latest(Set(seenGone.keys))
      seenGone = seenGone.filter { keptGone.contains($0.key) }
      (handled, reported) = (latest(handled), latest(reported))
    }
  }
}
