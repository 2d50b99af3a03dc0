import Foundation

/// The identifier of a request the framework owns: `<group>:<entry>:<occurrence>`.
///
/// The same timeline evaluated twice gives the same identifiers, which is what lets a
/// reschedule keep what did not change. Group and entry may be any Unicode text: they are
/// normalized to NFC, and `%` and `:` in them are escaped.
///
/// ```swift
/// let id = RequestIdentifier(group: "dailyQuote", entry: "0", occurrence: "20261122T090000")
/// id.description                                  // "dailyQuote:0:20261122T090000"
/// RequestIdentifier("dailyQuote:0:20261122T090000") == id // true
/// RequestIdentifier(group: "a:b", entry: "0", occurrence: "now").description // "a%3Ab:0:now"
/// ```
public struct RequestIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
  private var parts: RequestIdentifierGrammar.Parts

  /// The text iOS stores: `<group>:<entry>:<occurrence>`, each part escaped.
  ///
  /// Written once, when a part is set: the planner compares, hashes and sorts identifiers by it.
  ///
  /// ```swift
  /// RequestIdentifier(group: "a:b", entry: "0", occurrence: "now").description // "a%3Ab:0:now"
  /// ```
  public private(set) var description: String

  /// The group's identifier.
  ///
  /// ```swift
  /// RequestIdentifier("pills:evening:20261122T200000")?.group // "pills"
  /// ```
  public var group: String {
    get { parts.group }
    set {
      parts.group = newValue
      description = Self.text(of: parts)
    }
  }

  /// The entry's key within the group's timeline.
  ///
  /// ```swift
  /// RequestIdentifier("pills:evening:20261122T200000")?.entry // "evening"
  /// ```
  public var entry: String {
    get { parts.entry }
    set {
      parts.entry = newValue
      description = Self.text(of: parts)
    }
  }

  /// The occurrence's key within the entry.
  ///
  /// ```swift
  /// RequestIdentifier("pills:evening:20261122T200000")?.occurrence // "20261122T200000"
  /// ```
  public var occurrence: String {
    get { parts.occurrence }
    set {
      parts.occurrence = newValue
      description = Self.text(of: parts)
    }
  }

  /// Creates an identifier from its parts; the group and entry are normalized to NFC.
  ///
  /// ```swift
  /// let id = RequestIdentifier(group: "medication", entry: "morning", occurrence: "20261122T080000")
  /// ```
  public init(group: String, entry: String, occurrence: String) {
    self.init(normalizedGroup: Self.normalized(group), entry: Self.normalized(entry), occurrence: occurrence)
  }

  /// An identifier of parts already in NFC.
  init(normalizedGroup group: String, entry: String, occurrence: String) {
    parts = RequestIdentifierGrammar.Parts(group: group, entry: entry, occurrence: occurrence)
    description = Self.text(of: parts)
  }

  /// An identifier of parts already in NFC whose text `text` is, written by
  /// ``RequestIdentifierGrammar/identifier(prefix:entry:occurrence:reusing:)``.
  init(normalizedGroup group: String, entry: String, occurrence: String, text: String) {
    parts = RequestIdentifierGrammar.Parts(group: group, entry: entry, occurrence: occurrence)
    description = text
  }

  /// Parses an identifier of this framework — of any of its versions, or of the original
  /// NiceNotifications (`<group>:<UUID>`, read as the entry ``originalEntry``) — or returns
  /// `nil` for one it did not make.
  ///
  /// ```swift
  /// RequestIdentifier("someone-elses-reminder") // nil
  /// RequestIdentifier("dailyQuote:E621E1F8-C36C-495A-93FC-0C247A3E6E5F")?.entry // "~original"
  /// ```
  public init?(_ string: String) {
    guard let parts = try? RequestIdentifierGrammar.parts(of: string) else { return nil }
    self.parts = parts
    // ASCII text with no `%` is its own canonical text (nothing was unescaped or normalized),
    // unless it names the entry `~original`, which is written in the original format.
    let isCanonical =
      parts.entry != Self.originalEntry && !string.utf8.contains { $0 == UInt8(ascii: "%") || $0 >= 0x80 }
    description = isCanonical ? string : Self.text(of: parts)
  }

  private static func text(of parts: RequestIdentifierGrammar.Parts) -> String {
    RequestIdentifierGrammar.identifier(group: parts.group, entry: parts.entry, occurrence: parts.occurrence)
  }

  /// `text` in NFC.
  static func normalized(_ text: String) -> String {
    RequestIdentifierGrammar.normalizedName(text)
  }

  /// The group `string` names and whether it is one of the framework's own requests
  /// (``isManaged``), as ``init(_:)`` reads them; `nil` where it gives `nil`.
  static func groupAndManaged(_ string: String) -> (group: String, isManaged: Bool)? {
    guard let parts = try? RequestIdentifierGrammar.parts(of: string) else { return nil }
    return (parts.group, RequestIdentifierGrammar.isManagedEntry(parts.entry))
  }

  /// The occurrence key read into its form.
  var occurrenceKey: OccurrenceKey {
    get throws(RequestIdentifierSyntaxError) {
      try RequestIdentifierGrammar.occurrenceKey(parsing: occurrence, entry: entry)
    }
  }

  /// Whether two identifiers have the same text.
  public static func == (lhs: RequestIdentifier, rhs: RequestIdentifier) -> Bool {
    lhs.description == rhs.description
  }

  /// Hashes the identifier's text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(description)
  }

  /// Orders by the identifier's text.
  public static func < (lhs: RequestIdentifier, rhs: RequestIdentifier) -> Bool {
    lhs.description < rhs.description
  }

  /// Entry keys that start with this are the framework's own requests inside a group, such
  /// as a snooze; the planner keeps them until they fire.
  ///
  /// ```swift
  /// "~snooze".hasPrefix(RequestIdentifier.managedEntryPrefix) // true
  /// ```
  public static let managedEntryPrefix = "~"

  /// The entry of a request the original NiceNotifications made (`<group>:<UUID>`): no
  /// timeline entry claims it, so the first reschedule of its group replaces it.
  ///
  /// ```swift
  /// RequestIdentifier("news:E621E1F8-C36C-495A-93FC-0C247A3E6E5F")?.entry == RequestIdentifier.originalEntry // true
  /// ```
  public static let originalEntry = "~original"

  /// Checks that `identifier` can name a group: it is not empty.
  ///
  /// ```swift
  /// try RequestIdentifier.validateGroup("") // throws .invalidGroupIdentifier
  /// ```
  public static func validateGroup(_ identifier: String) throws(TimelineError) {
    guard !identifier.isEmpty else { throw .invalidGroupIdentifier(identifier) }
  }

  /// Checks that `key` can name a timeline entry: not empty, and not starting with
  /// ``managedEntryPrefix``.
  ///
  /// ```swift
  /// try RequestIdentifier.validateEntry("~snooze") // throws .invalidEntryIdentifier
  /// ```
  public static func validateEntry(_ key: String) throws(TimelineError) {
    guard !key.isEmpty, !key.hasPrefix(managedEntryPrefix) else { throw .invalidEntryIdentifier(key) }
  }

  // MARK: Snoozes

  /// The entry key of snoozed notifications, a managed request that a second snooze replaces.
  ///
  /// ```swift
  /// RequestIdentifier("pills:~snooze:evening:20261122T200000")?.entry == RequestIdentifier.snoozeEntry // true
  /// ```
  public static let snoozeEntry = managedEntryPrefix + "snooze"

  /// Whether this is one of the framework's own requests inside its group, such as a snooze.
  ///
  /// ```swift
  /// RequestIdentifier("pills:~snooze:evening:20261122T200000")?.isManaged // true
  /// ```
  public var isManaged: Bool { RequestIdentifierGrammar.isManagedEntry(entry) }

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
    return RequestIdentifier(
      group: group, entry: Self.snoozeEntry,
      occurrence: RequestIdentifierGrammar.snoozeOccurrence(entry: entry, occurrence: occurrence))
  }

  /// The occurrence a snooze was made for; any other identifier is its own occurrence.
  ///
  /// ```swift
  /// RequestIdentifier("pills:~snooze:evening:20261122T200000")?.occurrenceIdentifier.description
  /// // "pills:evening:20261122T200000"
  /// ```
  public var occurrenceIdentifier: RequestIdentifier {
    guard isSnooze,
      let (entry, occurrence) = try? RequestIdentifierGrammar.snoozedOccurrence(parsing: occurrence)
    else { return self }
    return RequestIdentifier(group: group, entry: entry, occurrence: occurrence)
  }
}
