extension RequestIdentifier {
  /// The entry key of snoozed notifications: a snooze of `pills:evening:20261122T200000`
  /// is `pills:~snooze:evening:20261122T200000`, a managed request that the planner keeps,
  /// and that a second snooze replaces.
  ///
  /// ```swift
  /// RequestIdentifier("pills:~snooze:evening:20261122T200000")?.entry == RequestIdentifier.snoozeEntry // true
  /// ```
  public static let snoozeEntry = managedEntryPrefix + "snooze"

  /// Whether this is one of the framework's own requests inside its group — a snooze —
  /// rather than a timeline entry's.
  ///
  /// ```swift
  /// RequestIdentifier("pills:~snooze:evening:20261122T200000")?.isManaged // true
  /// ```
  public var isManaged: Bool { entry.hasPrefix(Self.managedEntryPrefix) }

  /// Whether this is a snoozed notification.
  ///
  /// ```swift
  /// RequestIdentifier("pills:evening:20261122T200000")?.isSnooze // false
  /// ```
  public var isSnooze: Bool { entry == Self.snoozeEntry }

  /// The identifier of this occurrence's snooze; a snooze's own snooze is itself.
  ///
  /// ```swift
  /// RequestIdentifier(group: "pills", entry: "evening", occurrence: "20261122T200000").snoozed.description
  /// // "pills:~snooze:evening:20261122T200000"
  /// ```
  public var snoozed: RequestIdentifier {
    guard !isSnooze else { return self }
    return RequestIdentifier(group: group, entry: Self.snoozeEntry, occurrence: "\(entry):\(occurrence)")
  }

  /// The occurrence a snooze was made for; any other identifier is its own occurrence.
  ///
  /// ```swift
  /// RequestIdentifier("pills:~snooze:evening:20261122T200000")?.occurrenceIdentifier.description
  /// // "pills:evening:20261122T200000"
  /// ```
  public var occurrenceIdentifier: RequestIdentifier {
    guard isSnooze else { return self }
    let parts = occurrence.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return self }
    return RequestIdentifier(group: group, entry: String(parts[0]), occurrence: String(parts[1]))
  }
}
