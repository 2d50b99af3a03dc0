import DateBuilder
import Foundation

/// The identifier of a request the framework owns: `<group>:<entry>:<occurrence>`.
///
/// The same timeline evaluated twice gives the same identifiers, which is what lets a
/// reschedule keep what did not change. This file is the one place identifiers are written
/// and read; Documentation/RequestIdentifiers.md describes the format and its versions.
///
/// - Group and entry identifiers may be any Unicode text. They are normalized to NFC, so
///   that "é" typed as one character or as "e" and an accent names one group, and `%` and
///   `:` in them are written `%25` and `%3A`.
/// - The occurrence is the occurrence's wall-clock date in its calendar
///   (`20261122T090000`; with the era and a leap-month mark where the calendar has them,
///   `e78-0043-04L-15T090000`), `t` and the instant's seconds, `trigger` for an entry with
///   one trigger, `now`, or `repeating` for a series compressed into one repeating request.
///
/// ```swift
/// let id = RequestIdentifier(group: "dailyQuote", entry: "0", occurrence: "20261122T090000")
/// id.description                                  // "dailyQuote:0:20261122T090000"
/// RequestIdentifier("dailyQuote:0:20261122T090000") == id // true
/// RequestIdentifier(group: "a:b", entry: "0", occurrence: "now").description // "a%3Ab:0:now"
/// ```
public struct RequestIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The group's identifier.
  public var group: String
  /// The entry's key within the group's timeline.
  public var entry: String
  /// The occurrence's key within the entry.
  public var occurrence: String

  /// Creates an identifier from its parts; the group and entry are normalized to NFC.
  ///
  /// ```swift
  /// let id = RequestIdentifier(group: "medication", entry: "morning", occurrence: "20261122T080000")
  /// ```
  public init(group: String, entry: String, occurrence: String) {
    self.group = Self.normalized(group)
    self.entry = Self.normalized(entry)
    self.occurrence = occurrence
  }

  /// `text` in NFC.
  ///
  /// ASCII text is its own NFC form, and is returned without asking Foundation, whose
  /// normalization bridges the string.
  static func normalized(_ text: String) -> String {
    RequestIdentifierText.withUTF8(text, RequestIdentifierText.isASCII)
      ? text : text.precomposedStringWithCanonicalMapping
  }

  /// An identifier of parts already in NFC.
  init(normalizedGroup group: String, entry: String, occurrence: String) {
    self.group = group
    self.entry = entry
    self.occurrence = occurrence
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
    // Read in place from the string's UTF-8 storage (no copy of its bytes).
    guard let (group, entry, occurrence, isASCII) = RequestIdentifierText.withUTF8(string, Self.parts) else {
      return nil
    }
    if isASCII {
      self.init(normalizedGroup: group, entry: entry, occurrence: occurrence)
    } else {
      self.init(group: group, entry: entry, occurrence: occurrence)
    }
  }

  /// The group `string` names and whether it is one of the framework's own requests
  /// (``isManaged``), as ``init(_:)`` would read them; `nil` where it gives `nil`.
  ///
  /// The planner asks this of every pending request at each reschedule: for ASCII text in
  /// this version's format, it decodes the group alone and reads the entry's first byte in
  /// place, where ``init(_:)`` decodes all three parts.
  static func groupAndManaged(_ string: String) -> (group: String, isManaged: Bool)? {
    switch RequestIdentifierText.withUTF8(string, scanGroup) {
    case .scanned(let group, let isManaged): (group, isManaged)
    case .notOurs: nil
    case .parse: RequestIdentifier(string).map { ($0.group, $0.isManaged) }
    }
  }

  /// What ``scanGroup(_:)`` found.
  private enum GroupScan {
    case scanned(group: String, isManaged: Bool)
    /// Text this framework did not write.
    case notOurs
    /// Text to read whole: not ASCII (its parts are normalized), or in the original format.
    case parse
  }

  private static func scanGroup(_ utf8: UnsafeBufferPointer<UInt8>) -> GroupScan {
    let colon = UInt8(ascii: ":")
    guard RequestIdentifierText.isASCII(utf8) else { return .parse }
    guard let first = utf8.firstIndex(of: colon), first > 0 else { return .notOurs }
    let rest = utf8[(first + 1)...]
    guard let second = rest.firstIndex(of: colon) else { return .parse }
    // Decoding keeps a part empty or not, and leaves a `~` where it is: the raw bytes
    // answer for the entry.
    let entry = rest[..<second]
    guard !entry.isEmpty, second + 1 < utf8.count else { return .notOurs }
    let isManaged = entry.first == UInt8(ascii: "~") && !entry.elementsEqual(originalEntry.utf8)
    return .scanned(group: decode(UnsafeBufferPointer(rebasing: utf8[..<first])), isManaged: isManaged)
  }

  /// The group, entry and occurrence an identifier's UTF-8 bytes name, decoded, and whether
  /// the bytes are all ASCII (so already NFC); `nil` for text this framework did not write.
  private static func parts(_ utf8: UnsafeBufferPointer<UInt8>) -> (String, String, String, Bool)? {
    guard let (group, entry, occurrence) = textParts(utf8) else { return nil }
    return (group, entry, occurrence, RequestIdentifierText.isASCII(utf8))
  }

  private static func textParts(_ utf8: UnsafeBufferPointer<UInt8>) -> (String, String, String)? {
    // Separators are found in the UTF-8 bytes, not among characters: a part that starts
    // with a combining mark joins the `:` before it into one character.
    let colon = UInt8(ascii: ":")
    guard let first = utf8.firstIndex(of: colon) else { return nil }
    let group = decode(UnsafeBufferPointer(rebasing: utf8[..<first]))
    guard !group.isEmpty else { return nil }
    let rest = utf8[(first + 1)...]
    guard let second = rest.firstIndex(of: colon) else {
      // The original NiceNotifications: the group, a colon and a UUID. It wrote the group's
      // name as it was, unescaped, so `100%25` is the group `100%25`, not `100%`.
      let uuid = String(decoding: rest, as: UTF8.self)
      guard UUID(uuidString: uuid) != nil else { return nil }
      return (String(decoding: utf8[..<first], as: UTF8.self), originalEntry, uuid)
    }
    let entry = decode(UnsafeBufferPointer(rebasing: rest[..<second]))
    let occurrence = decode(UnsafeBufferPointer(rebasing: rest[(second + 1)...]))
    guard !entry.isEmpty, !occurrence.isEmpty else { return nil }
    return (group, entry, occurrence)
  }

  /// The text iOS stores: `<group>:<entry>:<occurrence>`, each part escaped.
  ///
  /// An identifier read from the original NiceNotifications' format is written back in it, as the
  /// original wrote it: the group unescaped.
  public var description: String {
    if entry == Self.originalEntry, UUID(uuidString: occurrence) != nil,
      !group.utf8.contains(UInt8(ascii: ":"))
    {
      return group + ":" + occurrence
    }
    return RequestIdentifierText.join(group, entry, occurrence)
  }

  /// Orders by the identifier's text.
  public static func < (lhs: RequestIdentifier, rhs: RequestIdentifier) -> Bool {
    lhs.description < rhs.description
  }

  /// Entry keys that start with this are the framework's own requests inside a group — a
  /// snoozed reminder, `dailyQuote:~snooze:t1795000000` — rather than a timeline entry's;
  /// the planner keeps them until they fire.
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
  /// Any other text is allowed; the identifier's encoding escapes what it must.
  ///
  /// ```swift
  /// try RequestIdentifier.validateGroup("") // throws .invalidGroupIdentifier
  /// ```
  public static func validateGroup(_ identifier: String) throws(TimelineError) {
    guard !identifier.isEmpty else { throw .invalidGroupIdentifier(identifier) }
  }

  /// Checks that `key` can name a timeline entry: not empty, and not starting with
  /// ``managedEntryPrefix``, which marks the framework's own requests.
  ///
  /// ```swift
  /// try RequestIdentifier.validateEntry("~snooze") // throws .invalidEntryIdentifier
  /// ```
  public static func validateEntry(_ key: String) throws(TimelineError) {
    guard !key.isEmpty, !key.hasPrefix(managedEntryPrefix) else { throw .invalidEntryIdentifier(key) }
  }

  // MARK: Occurrence keys

  /// The occurrence key of an entry with one trigger.
  static let triggerOccurrence = "trigger"
  /// The occurrence key of an entry delivered at once.
  static let nowOccurrence = "now"
  /// The occurrence key of an entry compressed into one repeating request.
  static let repeatingOccurrence = "repeating"

  /// The occurrence key of an instant: `t` and its whole seconds since 1970, or `nil` past
  /// what 64-bit seconds hold (or not finite).
  static func occurrenceKey(instant: Date) -> String? {
    occurrenceSeconds(instant: instant).map(occurrenceKey(seconds:))
  }

  /// The whole seconds since 1970 an instant's occurrence key is made of, or `nil` past what
  /// 64-bit seconds hold (or not finite): two instants share a key exactly when these are equal.
  static func occurrenceSeconds(instant: Date) -> Int64? {
    Int64(exactly: instant.timeIntervalSince1970.rounded(.down))
  }

  /// The occurrence key of an instant from its ``occurrenceSeconds(instant:)``: `t1795000000`.
  static func occurrenceKey(seconds: Int64) -> String {
    RequestIdentifierText.ascii(capacity: 24) { text in
      text.append(UInt8(ascii: "t"))
      text.append(Int(seconds))
    }
  }

  /// The text every identifier of `group` starts with: the group, escaped, and a `:`.
  ///
  /// Identifiers of two different groups compare as these do, whatever follows: the
  /// escaped group holds no `:`, so the two first differ within the shorter of these.
  static func prefix(ofGroup group: String) -> String {
    RequestIdentifierText.escaped(normalized(group), colon: true) + ":"
  }

  /// The occurrence key of a wall-clock date, from its calendar's labels:
  /// `yyyyMMddTHHmmss`, preceded by `e<era>-` when the labels carry an era (calendars other
  /// than the Gregorian), with an `L` after the month of a leap month — so that two
  /// occurrences with the same numbers in different eras or months never share a key.
  static func occurrenceKey(_ labels: DateBuilder.WallClockLabels) -> String {
    if let key = RequestIdentifierText.gregorianKey(labels) { return key }
    // At most 22 bytes of era, 20 of each number (a sign and 19 digits), "L" and "T".
    return RequestIdentifierText.ascii(capacity: 160) { text in
      if let era = labels.era {
        text.append(UInt8(ascii: "e"))
        text.append(era)
        text.append(UInt8(ascii: "-"))
      }
      text.append(labels.year, width: 4)
      text.append(labels.month, width: 2)
      if labels.isLeapMonth { text.append(UInt8(ascii: "L")) }
      text.append(labels.day, width: 2)
      text.append(UInt8(ascii: "T"))
      text.append(labels.hour, width: 2)
      text.append(labels.minute, width: 2)
      text.append(labels.second, width: 2)
    }
  }

  /// A repeated key within one entry, for equal dates: `…T090000-2`, `…T090000-3`.
  static func occurrenceKey(_ key: String, repeat count: Int) -> String {
    "\(key)-\(count)"
  }

  // MARK: Escaping

  /// Undoes the escaping of ``description``: `%25` and `%3A` (or `%3a`) become `%` and `:`; any
  /// other `%` stays as it is, as the first version wrote it.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    RequestIdentifierText.unescaped(bytes)
  }

  // MARK: Snoozes

  /// The entry key of snoozed notifications: a snooze of `pills:evening:20261122T200000`
  /// is `pills:~snooze:evening:20261122T200000`, a managed request that the planner keeps,
  /// and that a second snooze replaces.
  ///
  /// ```swift
  /// RequestIdentifier("pills:~snooze:evening:20261122T200000")?.entry == RequestIdentifier.snoozeEntry // true
  /// ```
  public static let snoozeEntry = managedEntryPrefix + "snooze"

  /// Whether this is one of the framework's own requests inside its group, such as a snooze.
  ///
  /// A request the original NiceNotifications made is not: no timeline claims it, so its
  /// group's next reschedule replaces it.
  ///
  /// ```swift
  /// RequestIdentifier("pills:~snooze:evening:20261122T200000")?.isManaged // true
  /// ```
  public var isManaged: Bool { entry.hasPrefix(Self.managedEntryPrefix) && entry != Self.originalEntry }

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
      group: group, entry: Self.snoozeEntry, occurrence: Self.snoozeOccurrence(of: self))
  }

  /// The occurrence a snooze was made for; any other identifier is its own occurrence.
  ///
  /// ```swift
  /// RequestIdentifier("pills:~snooze:evening:20261122T200000")?.occurrenceIdentifier.description
  /// // "pills:evening:20261122T200000"
  /// ```
  public var occurrenceIdentifier: RequestIdentifier {
    guard isSnooze, let (entry, occurrence) = Self.snoozedOccurrence(in: occurrence) else { return self }
    return RequestIdentifier(group: group, entry: entry, occurrence: occurrence)
  }

  /// The occurrence key of `original`'s snooze: its entry, escaped, a `:`, its occurrence.
  private static func snoozeOccurrence(of original: RequestIdentifier) -> String {
    RequestIdentifierText.escaped(original.entry, colon: true) + ":" + original.occurrence
  }

  /// The entry and occurrence a snooze's occurrence key names, if it names them.
  private static func snoozedOccurrence(in key: String) -> (entry: String, occurrence: String)? {
    RequestIdentifierText.withUTF8(key) { utf8 in
      guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
      let entry = decode(UnsafeBufferPointer(rebasing: utf8[..<colon]))
      let occurrence = String(decoding: UnsafeBufferPointer(rebasing: utf8[(colon + 1)...]), as: UTF8.self)
      guard !entry.isEmpty, !occurrence.isEmpty else { return nil }
      return (entry, occurrence)
    }
  }
}
