public import Foundation

/// What the package planned to be delivered, and what its runs saw, for ``DeliveryAudit``:
/// `try await FileDeliveryRecordStore(fileURL: url).deliveryRecord().occurrences`.
public struct DeliveryRecord: Codable, Hashable, Sendable {
  /// At most this many occurrences are kept: a month of an app that fills the 64 slots daily, in
  /// about half a megabyte on file.
  public static let maximumOccurrences = 2_048
  /// At most this many runs are kept: more than one a day for a quarter of a year.
  public static let maximumRuns = 256

  /// One dated occurrence that took a slot, or that the cap deferred:
  /// `record.occurrences.filter { $0.fireDate > .now }`.
  public struct Occurrence: Codable, Hashable, Sendable {
    /// The request identifier the planner gave it (``RequestIdentifier/description``).
    public var identifier: String
    /// Its group, in NFC.
    public var group: String
    /// When it was planned to fire, as last planned.
    public var fireDate: Date
    /// Whether it is a wall-clock time that follows the device's time zone.
    public var isFloating: Bool
    /// The time zone of the plan that last placed it.
    public var plannedTimeZone: String
    /// Whether the cap kept it out: it never took a slot.
    public var isDeferred: Bool = false
    /// Whether its group was turned off while it was still ahead, and its request removed.
    public var removedWhileGroupOff: Bool = false
    /// Why it left the pending requests before its time, if a run found it gone.
    public var vanished: Vanishing? = nil
    /// The last run that saw it pending.
    public var pendingSeenAt: Date? = nil
    /// Whether a run saw it in Notification Center.
    public var seenDelivered: Bool = false
    /// Whether the person answered it, marked it done, or snoozed it.
    public var wasHandled: Bool = false
    /// Whether an audit already reported it as missed.
    public var isReported: Bool = false

    /// Creates a record of one planned occurrence: `DeliveryRecord.Occurrence(identifier: id,
    /// group: "pills", fireDate: date, isFloating: true, plannedTimeZone: "Europe/Paris")`.
    public init(identifier: String, group: String, fireDate: Date, isFloating: Bool, plannedTimeZone: String)
    {
      self.identifier = identifier
      self.group = group
      self.fireDate = fireDate
      self.isFloating = isFloating
      self.plannedTimeZone = plannedTimeZone
    }
  }

  /// Why an occurrence left the pending requests before its time.
  public enum Vanishing: String, Codable, Hashable, Sendable {
    /// The device reached a time zone whose clock had passed its wall-clock time.
    case clockChange
    /// Nothing the package saw explains it: other code removed it, or the system dropped it.
    case unexplained
  }

  /// What one run of the package saw of the settings, the zone and the group decisions:
  /// `record.runs.filter { !$0.authorization.allowsScheduling }`.
  public struct Run: Codable, Hashable, Sendable {
    /// When it ran.
    public var date: Date
    /// The device's time zone.
    public var timeZone: String
    /// The system authorization.
    public var authorization: AuthorizationStatus
    /// Whether banners and the lock screen were on.
    public var alerts: NotificationSetting
    /// Whether Notification Center kept notifications.
    public var notificationCenter: NotificationSetting
    /// The groups turned off, in NFC, sorted.
    public var groupsOff: [String]

    /// Creates the record of a run:
    /// `DeliveryRecord.Run(date: now, timeZone: "Asia/Tokyo", settings: settings, groupsOff: [])`.
    public init(date: Date, timeZone: String, settings: NotificationSettings, groupsOff: [String]) {
      self.date = date
      self.timeZone = timeZone
      self.authorization = settings.authorizationStatus
      self.alerts = settings.alertSetting
      self.notificationCenter = settings.notificationCenterSetting
      self.groupsOff = groupsOff.sorted()
    }
  }

  /// Planned and deferred occurrences, soonest first.
  public var occurrences: [Occurrence] = []
  /// The runs, oldest first.
  public var runs: [Run] = []
  /// The repeating requests placed, oldest first; a file without them has none.
  public var repeating: [RepeatingEntry] = []
  /// At most this many repeating entries are kept, the oldest dropped first, each with at most
  /// ``RepeatingEntry/maximumMarks`` marks of each kind.
  public static let maximumRepeatingEntries = 128

  /// Per group, the date before which every occurrence the cap kept out is recorded, when a plan's
  /// bound left later ones off its list: `record.deferralsCompleteBefore["water"]`.
  public var deferralsCompleteBefore: [String: Date] = [:]

  /// Creates an empty record.
  public init() {}

  /// Reads a record; one written before repeating requests or the cap's cuts were recorded has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    occurrences = try container.decode([Occurrence].self, forKey: .occurrences)
    runs = try container.decode([Run].self, forKey: .runs)
    repeating = try container.decodeIfPresent([RepeatingEntry].self, forKey: .repeating) ?? []
    deferralsCompleteBefore =
      try container.decodeIfPresent([String: Date].self, forKey: .deferralsCompleteBefore) ?? [:]
  }

  mutating func bound() {
    occurrences.sort { ($0.fireDate, $0.identifier) < ($1.fireDate, $1.identifier) }
    if occurrences.count > Self.maximumOccurrences {
      occurrences.removeFirst(occurrences.count - Self.maximumOccurrences)
    }
    if runs.count > Self.maximumRuns { runs.removeFirst(runs.count - Self.maximumRuns) }
    // An entry last seen before the oldest run has nothing left to expand.
    if let oldest = runs.first?.date { repeating.removeAll { !$0.isCurrent && $0.lastSeenPending < oldest } }
    if repeating.count > Self.maximumRepeatingEntries {
      repeating.removeFirst(repeating.count - Self.maximumRepeatingEntries)
    }
    for index in repeating.indices { repeating[index].bound() }
  }
}
