/// The identifier of a request the framework owns: `<group>:<entry>:<occurrence>`.
///
/// The same timeline evaluated twice gives the same identifiers, which is what lets a
/// reschedule keep what did not change. The group and entry parts cannot contain `:`; the
/// occurrence part is the occurrence's date (`20261122T090000` for a wall-clock 9:00) or
/// `trigger` for an entry with one trigger.
///
/// ```swift
/// let id = RequestIdentifier(group: "dailyQuote", entry: "0", occurrence: "20261122T090000")
/// id.description                                  // "dailyQuote:0:20261122T090000"
/// RequestIdentifier("dailyQuote:0:20261122T090000") == id // true
/// ```
public struct RequestIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The group's identifier.
  public var group: String
  /// The entry's key within the group's timeline.
  public var entry: String
  /// The occurrence's key within the entry.
  public var occurrence: String

  /// Creates an identifier from its parts.
  ///
  /// ```swift
  /// let id = RequestIdentifier(group: "medication", entry: "morning", occurrence: "20261122T080000")
  /// ```
  public init(group: String, entry: String, occurrence: String) {
    self.group = group
    self.entry = entry
    self.occurrence = occurrence
  }

  /// Parses `<group>:<entry>:<occurrence>`; `nil` for an identifier the framework did not
  /// make (fewer than two colons, or an empty group or entry).
  ///
  /// ```swift
  /// RequestIdentifier("someone-elses-reminder") // nil
  /// ```
  public init?(_ string: String) {
    let parts = string.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, !parts[2].isEmpty else { return nil }
    self.init(group: String(parts[0]), entry: String(parts[1]), occurrence: String(parts[2]))
  }

  /// `<group>:<entry>:<occurrence>`.
  public var description: String { "\(group):\(entry):\(occurrence)" }

  /// Orders by the identifier's text.
  public static func < (lhs: RequestIdentifier, rhs: RequestIdentifier) -> Bool {
    lhs.description < rhs.description
  }

  /// Entry keys that start with this are the framework's own requests inside a group — a
  /// snoozed reminder, `dailyQuote:~snooze:t1795000000` — rather than a timeline entry's;
  /// the planner keeps them until they fire.
  public static let managedEntryPrefix = "~"

  /// Checks that `identifier` can name a group: not empty, no `:`.
  ///
  /// ```swift
  /// try RequestIdentifier.validateGroup("daily:quote") // throws .invalidGroupIdentifier
  /// ```
  public static func validateGroup(_ identifier: String) throws(TimelineError) {
    guard !identifier.isEmpty, !identifier.contains(":") else { throw .invalidGroupIdentifier(identifier) }
  }
}
