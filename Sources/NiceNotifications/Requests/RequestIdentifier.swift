import Foundation

/// The identifier of a request the framework owns, `<group>:<entry>:<occurrence>` with group and
/// entry in NFC and escaped: `RequestIdentifier(group: "a:b", entry: "0", occurrence: "now")`.
public struct RequestIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
  private var parts: RequestIdentifierGrammar.Parts {
    didSet { description = Self.text(of: parts) }
  }

  /// The text iOS stores, each part escaped; written once, when a part is set:
  /// `RequestIdentifier(group: "a:b", entry: "0", occurrence: "now").description`.
  public private(set) var description: String

  /// The group's identifier, in NFC also when set: `RequestIdentifier("pills:evening:now")?.group` is `"pills"`.
  public var group: String {
    get { parts.group }
    set { parts.group = Self.normalized(newValue) }
  }

  /// The entry's key in the group's timeline, in NFC also when set:
  /// `RequestIdentifier("pills:evening:now")?.entry` is `"evening"`.
  public var entry: String {
    get { parts.entry }
    set { parts.entry = Self.normalized(newValue) }
  }

  /// The occurrence's key in the entry: `RequestIdentifier("pills:evening:now")?.occurrence` is `"now"`.
  public var occurrence: String {
    get { parts.occurrence }
    set { parts.occurrence = newValue }
  }

  /// Creates an identifier from its parts; the group and entry are normalized to NFC:
  /// `let id = RequestIdentifier(group: "medication", entry: "morning", occurrence: "20261122T080000")`.
  public init(group: String, entry: String, occurrence: String) {
    parts = .init(group: Self.normalized(group), entry: Self.normalized(entry), occurrence: occurrence)
    description = Self.text(of: parts)
  }

  /// An identifier of parts in NFC and the text the grammar wrote for them.
  init(normalizedGroup group: String, entry: String, occurrence: String, text: String) {
    parts = RequestIdentifierGrammar.Parts(group: group, entry: entry, occurrence: occurrence)
    description = text
  }

  /// Parses an identifier of any version of this framework, or of the original NiceNotifications;
  /// `nil` for one it did not make: `RequestIdentifier("someone-elses-reminder")`.
  public init?(_ string: String) {
    guard let parts = try? RequestIdentifierGrammar.parts(of: string) else { return nil }
    self.parts = parts
    // ASCII with no `%` is canonical, but for `~original`, which is written in the original format.
    let isCanonical =
      parts.entry != Self.originalEntry
      && RequestIdentifierText.withUTF8(string) {
        RequestIdentifierText.isASCII($0) && !$0.contains(UInt8(ascii: "%"))
      }
    description = isCanonical ? string : Self.text(of: parts)
  }

  private static func text(of parts: RequestIdentifierGrammar.Parts) -> String {
    RequestIdentifierGrammar.identifier(group: parts.group, entry: parts.entry, occurrence: parts.occurrence)
  }

  static func normalized(_ text: String) -> String {
    RequestIdentifierGrammar.normalizedName(text)
  }

  static func groupAndManaged(_ string: String) -> (group: String, isManaged: Bool)? {
    try? RequestIdentifierGrammar.groupAndManagedEntry(of: string)
  }

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

  /// Entry keys that start with this are the framework's own requests inside a group (a snooze).
  public static let managedEntryPrefix = "~"

  /// The entry of a request the original NiceNotifications made (`<group>:<UUID>`).
  public static let originalEntry = "~original"

  /// Checks that `identifier` can name a group: it is not empty: `try RequestIdentifier.validateGroup("")`.
  public static func validateGroup(_ identifier: String) throws(TimelineError) {
    guard !identifier.isEmpty else { throw .invalidGroupIdentifier(identifier) }
  }

  /// Checks that `key` can name a timeline entry: not empty, not starting with ``managedEntryPrefix``:
  /// `try RequestIdentifier.validateEntry("~snooze")`.
  public static func validateEntry(_ key: String) throws(TimelineError) {
    guard !key.isEmpty, !key.hasPrefix(managedEntryPrefix) else { throw .invalidEntryIdentifier(key) }
  }

  /// The entry key of snoozed notifications.
  public static let snoozeEntry = managedEntryPrefix + "snooze"

  /// Whether this is one of the framework's own requests inside its group, such as a snooze:
  /// `RequestIdentifier("pills:~snooze:evening:20261122T200000")?.isManaged`.
  public var isManaged: Bool { RequestIdentifierGrammar.isManagedEntry(entry) }

  /// Whether this is a snoozed notification: `RequestIdentifier("pills:evening:20261122T200000")?.isSnooze`.
  public var isSnooze: Bool { entry == Self.snoozeEntry }

  /// The identifier of this occurrence's snooze (`pills:~snooze:evening:20261122T200000`); a
  /// snooze's own snooze is itself: `id.snoozed.description`.
  public var snoozed: RequestIdentifier {
    guard !isSnooze else { return self }
    return RequestIdentifier(
      group: group, entry: Self.snoozeEntry,
      occurrence: RequestIdentifierGrammar.snoozeOccurrence(entry: entry, occurrence: occurrence))
  }

  /// The occurrence a snooze was made for; any other identifier is its own occurrence:
  /// `RequestIdentifier("pills:~snooze:evening:20261122T200000")?.occurrenceIdentifier`.
  public var occurrenceIdentifier: RequestIdentifier {
    guard isSnooze,
      let (entry, occurrence) = try? RequestIdentifierGrammar.snoozedOccurrence(parsing: occurrence)
    else { return self }
    return RequestIdentifier(group: group, entry: entry, occurrence: occurrence)
  }
}
