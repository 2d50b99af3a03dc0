import DateBuilder
import Foundation

/// The grammar of request identifiers, one function per production (named in bold in its
/// doc comment): the only code that writes or reads identifier text.
enum RequestIdentifierGrammar {
  /// The three parts of an identifier, decoded: the group and entry in NFC.
  struct Parts: Hashable, Sendable {
    var group: String
    var entry: String
    var occurrence: String
  }

  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  private static let colon = UInt8(ascii: ":")
  private static let percent = UInt8(ascii: "%")

  /// **Identifier**: `<group>:<entry>:<occurrence>` from parts in NFC; the original format's
  /// `<group>:<UUID>` for an identifier read from it.
  static func identifier(group: String, entry: String, occurrence: String) -> String {
    if entry == RequestIdentifier.originalEntry, UUID(uuidString: occurrence) != nil,
      !group.utf8.contains(colon)
    {
      return originalIdentifier(group: group, uuid: occurrence)
    }
    return identifier(prefix: escapedName(group) + ":", entry: entry, occurrence: occurrence).text
  }

  /// **Identifier** after a ``groupPrefix(_:)``, with the key and value of `known` of the same bytes.
  ///
  /// Written on the stack: an unchanged launch makes no string (the benchmark's allocation count).
  static func identifier(prefix: String, entry: String, occurrence: String, reusing known: TextTable? = nil)
    -> (text: String, known: Int?)
  {
    RequestIdentifierText.withUTF8(prefix) { prefix in
      RequestIdentifierText.withUTF8(entry) { entry in
        RequestIdentifierText.withUTF8(occurrence) { occurrence in
          let entryCount = escapedCount(entry, colon: true)
          let occurrenceCount = escapedCount(occurrence, colon: false)
          let count = prefix.count + entryCount + occurrenceCount + 1
          return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            var index = buffer.initialize(fromContentsOf: prefix)
            appendEscaped(entry, colon: true, escapedCount: entryCount, to: buffer, at: &index)
            buffer[index] = colon
            index &+= 1
            appendEscaped(occurrence, colon: false, escapedCount: occurrenceCount, to: buffer, at: &index)
            let bytes = UnsafeBufferPointer(rebasing: buffer[..<index])
            if let (key, value) = known?.entry(withBytes: bytes) { return (key, value) }
            return (String(decoding: bytes, as: UTF8.self), nil)
          }
        }
      }
    }
  }

  /// **Group prefix**: the escaped group and `:`; two groups' identifiers compare as these do.
  static func groupPrefix(_ group: String) -> String {
    escapedName(normalizedName(group)) + ":"
  }

  /// **Version rule**: the parts an identifier of any version names.
  ///
  /// Versions 1 and 2 share one shape; the original's `<group>:<UUID>` has one separator.
  /// Separators are found among UTF-8 bytes: a part starting with a combining mark would join
  /// the `:` before it into one character.
  static func parts(of text: String) throws(RequestIdentifierSyntaxError) -> Parts {
    // On the bytes in place: the planner reads every pending identifier at each reschedule.
    try RequestIdentifierText.withUTF8(text) { utf8 in
      Result { () throws(RequestIdentifierSyntaxError) in
        try parts(of: utf8[...])
      }
    }.get()
  }

  private static func parts(of utf8: Bytes) throws(RequestIdentifierSyntaxError) -> Parts {
    guard let first = utf8.firstIndex(of: colon) else { throw .noSeparator }
    let group = utf8[..<first]
    guard !group.isEmpty else { throw .emptyGroup }
    let rest = utf8[(first + 1)...]
    guard let second = rest.firstIndex(of: colon) else {
      return try originalParts(group: group, uuid: rest)
    }
    let entry = rest[..<second]
    let occurrence = rest[(second + 1)...]
    guard !entry.isEmpty else { throw .emptyEntry }
    guard !occurrence.isEmpty else { throw .emptyOccurrence }
    let parts = Parts(
      group: normalizedName(unescaped(group)), entry: normalizedName(unescaped(entry)),
      occurrence: unescaped(occurrence))
    // An occurrence of no form this grammar writes is another library's `a:b:c`, never ours to remove.
    _ = try occurrenceKey(parsing: parts.occurrence, entry: parts.entry)
    return parts
  }

  /// **Version rule** as the planner triages each pending request: the group, and whether
  /// the entry is a **framework name**, without decoding the entry or the occurrence.
  static func groupAndManagedEntry(of text: String) throws(RequestIdentifierSyntaxError)
    -> (group: String, isManaged: Bool)
  {
    // ASCII with a Gregorian wall-clock key is scanned in place; anything else is read whole.
    let scanned = RequestIdentifierText.withUTF8(text) { utf8 -> (String, Bool)? in
      guard RequestIdentifierText.isASCII(utf8), let first = utf8.firstIndex(of: colon), first > 0,
        let second = utf8[(first + 1)...].firstIndex(of: colon), second > first + 1,
        isGregorianWallClockKey(utf8[(second + 1)...])
      else { return nil }
      let entry = utf8[(first + 1)..<second]
      let isManaged =
        entry.first == UInt8(ascii: "~") && !entry.elementsEqual(RequestIdentifier.originalEntry.utf8)
      return (unescaped(utf8[..<first]), isManaged)
    }
    if let scanned { return scanned }
    let parts = try parts(of: text)
    return (parts.group, isManagedEntry(parts.entry))
  }

  /// **Original identifier**: `<group>:<UUID>`, the group as the original wrote it, unescaped.
  static func originalIdentifier(group: String, uuid: String) -> String {
    group + ":" + uuid
  }

  /// **Original identifier**, read: the group unescaped (`100%25` is the group `100%25`).
  private static func originalParts(group: Bytes, uuid: Bytes) throws(RequestIdentifierSyntaxError) -> Parts {
    let uuid = String(decoding: uuid, as: UTF8.self)
    guard UUID(uuidString: uuid) != nil else { throw .notAnOriginalUUID(uuid) }
    return Parts(
      group: normalizedName(String(decoding: group, as: UTF8.self)), entry: RequestIdentifier.originalEntry,
      occurrence: uuid)
  }

  /// **Name** (group or entry) in NFC, as iOS compares identifiers byte by byte.
  ///
  /// ASCII is its own NFC and skips Foundation, whose normalization bridges the string.
  static func normalizedName(_ name: String) -> String {
    RequestIdentifierText.withUTF8(name, RequestIdentifierText.isASCII)
      ? name : name.precomposedStringWithCanonicalMapping
  }

  /// **Name**, escaped: `%` as `%25` and `:` as `%3A`; any other character as it is.
  static func escapedName(_ name: String) -> String {
    RequestIdentifierText.withUTF8(name) { bytes in
      let count = escapedCount(bytes, colon: true)
      guard count != bytes.count else { return name }
      return String(unsafeUninitializedCapacity: count) { buffer in
        var index = 0
        appendEscaped(bytes, colon: true, escapedCount: count, to: buffer, at: &index)
        return index
      }
    }
  }

  /// **Name** and **occurrence**, unescaped: `%25` and `%3A` (or `%3a`); any other `%` stays.
  static func unescaped(_ text: Bytes) -> String {
    guard text.contains(percent) else { return String(decoding: text, as: UTF8.self) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      let escape =
        text[index] == percent && text.endIndex - index >= 3 ? (text[index + 1], text[index + 2]) : nil
      switch escape {
      case (UInt8(ascii: "2"), UInt8(ascii: "5"))?: bytes.append(percent)
      case (UInt8(ascii: "3"), UInt8(ascii: "A"))?, (UInt8(ascii: "3"), UInt8(ascii: "a"))?:
        bytes.append(colon)
      default:
        bytes.append(text[index])
        index += 1
        continue
      }
      index += 3
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// **Framework names**: an entry starting with `~` is the framework's own (`~snooze`), but
  /// `~original`, which its group's next reschedule replaces.
  static func isManagedEntry(_ entry: String) -> Bool {
    entry.hasPrefix(RequestIdentifier.managedEntryPrefix) && entry != RequestIdentifier.originalEntry
  }

  /// **Occurrence**: `trigger`, an entry scheduled with one trigger of its own.
  static let triggerKey = "trigger"
  /// **Occurrence**: `now`, an entry delivered at once.
  static let nowKey = "now"
  /// **Occurrence**: `repeating`, a series compressed into one repeating request.
  static let repeatingKey = "repeating"

  /// **Moved repeating key**: `repeating@HHmmss`, a compressed series pacing moved out of the quiet
  /// hours, with the time of day its timeline has; the request's trigger holds the time it fires.
  static func movedRepeatingKey(from time: TimeOfDay) -> String {
    repeatingKey + "@" + padded(time.hour, 2) + padded(time.minute, 2) + padded(time.second, 2)
  }

  /// **Moved repeating key**, read: the timeline's time of day; `nil` for any other key.
  static func movedRepeatingTime(parsing key: String) -> TimeOfDay? {
    let body = Substring(key)
    guard body.hasPrefix(repeatingKey + "@") else { return nil }
    let digits = body.dropFirst(repeatingKey.count + 1)
    guard digits.count == 6, let hour = twoDigits(digits.prefix(2)),
      let minute = twoDigits(digits.dropFirst(2).prefix(2)), let second = twoDigits(digits.dropFirst(4)),
      hour < 24, minute < 60, second < 60
    else { return nil }
    return TimeOfDay(hour: hour, minute: minute, second: second)
  }

  /// **Occurrence**, read into its form; `entry` tells a snooze's and the original's apart.
  static func occurrenceKey(parsing key: String, entry: String) throws(RequestIdentifierSyntaxError)
    -> OccurrenceKey
  {
    if entry == RequestIdentifier.snoozeEntry {
      let (entry, occurrence) = try snoozedOccurrence(parsing: key)
      guard entry != RequestIdentifier.snoozeEntry else { throw .malformedSnoozeOccurrence(key) }
      _ = try occurrenceKey(parsing: occurrence, entry: entry)
      return .snooze(entry: entry, occurrence: occurrence)
    }
    if entry == RequestIdentifier.originalEntry {
      guard UUID(uuidString: key) != nil else { throw .notAnOriginalUUID(key) }
      return .original(uuid: key)
    }
    switch key {
    case triggerKey: return .trigger
    case nowKey: return .now
    case repeatingKey: return .repeating
    default:
      if key.hasPrefix(repeatingKey) {
        guard let time = movedRepeatingTime(parsing: key) else { throw .malformedMovedRepeatingKey(key) }
        return .movedRepeating(from: time)
      }
      return key.hasPrefix("t") ? try instantKey(parsing: key) : try wallClockKey(parsing: key)
    }
  }

  /// **Occurrence**, written from its form.
  static func occurrenceText(_ key: OccurrenceKey) -> String {
    switch key {
    case .wallClock(let labels, let count): repeatedKey(wallClockKey(labels), count: count)
    case .instant(let seconds, let count): repeatedKey(instantKey(seconds: seconds), count: count)
    case .trigger: triggerKey
    case .now: nowKey
    case .repeating: repeatingKey
    case .movedRepeating(let time): movedRepeatingKey(from: time)
    case .snooze(let entry, let occurrence): snoozeOccurrence(entry: entry, occurrence: occurrence)
    case .original(let uuid): uuid
    }
  }

  /// **Wall-clock key**: `yyyyMMddTHHmmss` as the calendar labels the day, `e<era>-` first
  /// where the labels carry an era, `L` after a leap month's number: `e78-004002L01T090000`.
  static func wallClockKey(_ labels: DateBuilder.WallClockLabels) -> String {
    if let key = gregorianWallClockKey(labels) { return key }
    var key = ""
    key.reserveCapacity(40)
    if let era = labels.era { key += "e\(era)-" }
    key += padded(labels.year, 4) + padded(labels.month, 2)
    if labels.isLeapMonth { key += "L" }
    key += padded(labels.day, 2) + "T" + padded(labels.hour, 2) + padded(labels.minute, 2)
    key += padded(labels.second, 2)
    return key
  }

  /// **Wall-clock key** of a Gregorian date from year 1000 on; `nil` for other labels.
  ///
  /// 15 bytes, which a `String` keeps inline: the planner writes one per occurrence.
  static func gregorianWallClockKey(_ labels: DateBuilder.WallClockLabels) -> String? {
    let twoDigits = 0...99
    guard labels.era == nil, !labels.isLeapMonth, (1_000...9_999).contains(labels.year),
      twoDigits.contains(labels.month), twoDigits.contains(labels.day), twoDigits.contains(labels.hour),
      twoDigits.contains(labels.minute), twoDigits.contains(labels.second)
    else { return nil }
    return String(unsafeUninitializedCapacity: 15) { buffer in
      func put(_ value: Int, at start: Int) {
        buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10)
        buffer[start &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
      }
      put(labels.year / 100, at: 0)
      put(labels.year % 100, at: 2)
      put(labels.month, at: 4)
      put(labels.day, at: 6)
      buffer[8] = UInt8(ascii: "T")
      put(labels.hour, at: 9)
      put(labels.minute, at: 11)
      put(labels.second, at: 13)
      return 15
    }
  }

  /// **Wall-clock key** of a Gregorian date, recognized: eight digits, `T`, six digits, as
  /// ``wallClockKey(parsing:)`` reads every such key.
  private static func isGregorianWallClockKey(_ key: Bytes) -> Bool {
    guard key.count == 15 else { return false }
    let t = key.startIndex + 8
    return key[t] == UInt8(ascii: "T")
      && key[..<t].allSatisfy(isDigit) && key[(t + 1)...].allSatisfy(isDigit)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// **Wall-clock key**, read: the labels, and the count of its **repeat suffix**.
  static func wallClockKey(parsing key: String) throws(RequestIdentifierSyntaxError) -> OccurrenceKey {
    let malformed = RequestIdentifierSyntaxError.malformedWallClockKey(key)
    var date = Substring(key)
    var era: Int?
    if date.first == "e" {
      guard let dash = date.firstIndex(of: "-"),
        let number = decimal(date[date.index(after: date.startIndex)..<dash])
      else { throw malformed }
      era = number
      date = date[date.index(after: dash)...]
    }
    guard let t = date.firstIndex(of: "T") else { throw malformed }
    let time = date[date.index(after: t)...]
    date = date[..<t]
    guard let hour = twoDigits(time.prefix(2)), let minute = twoDigits(time.dropFirst(2).prefix(2)),
      let second = twoDigits(time.dropFirst(4).prefix(2)), let day = twoDigits(date.suffix(2))
    else { throw malformed }
    date = date.dropLast(2)
    let isLeapMonth = date.last == "L"
    if isLeapMonth { date = date.dropLast() }
    guard let month = twoDigits(date.suffix(2)) else { throw malformed }
    date = date.dropLast(2)
    let negative = date.first == "-"
    let yearDigits = negative ? date.dropFirst() : date
    guard yearDigits.count >= 4, yearDigits.count == 4 || yearDigits.first != "0",
      let year = Int(yearDigits), yearDigits.allSatisfy(\.isASCIIDigit)
    else { throw malformed }
    let labels = DateBuilder.WallClockLabels(
      era: era, year: negative ? -year : year, month: month, isLeapMonth: isLeapMonth, day: day, hour: hour,
      minute: minute, second: second)
    return .wallClock(labels, repeat: try repeatCount(time.dropFirst(6)))
  }

  /// **Instant key**: `t` and whole seconds since 1970, `t1795000000`.
  static func instantKey(seconds: Int64) -> String {
    "t" + String(seconds)
  }

  /// The seconds of an instant's key; `nil` past what 64-bit seconds hold.
  static func instantSeconds(_ instant: Date) -> Int64? {
    Int64(exactly: instant.timeIntervalSince1970.rounded(.down))
  }

  /// **Instant key**, read: the seconds, and the count of its **repeat suffix**.
  static func instantKey(parsing key: String) throws(RequestIdentifierSyntaxError) -> OccurrenceKey {
    var body = Substring(key).dropFirst()
    let negative = body.first == "-"
    if negative { body = body.dropFirst() }
    let digits = body.prefix(while: \.isASCIIDigit)
    guard isCanonicalDecimal(digits), !(negative && digits == "0"),
      let seconds = Int64(negative ? "-" + digits : String(digits))
    else { throw .malformedInstantKey(key) }
    return .instant(seconds: seconds, repeat: try repeatCount(body.dropFirst(digits.count)))
  }

  /// **Repeat suffix**: the second and later of equal dates (or instants in one second) get `-2`, `-3`, ….
  static func repeatedKey(_ key: String, count: Int) -> String {
    count <= 1 ? key : "\(key)-\(count)"
  }

  /// **Repeat suffix**, read: 1 for none, or the count after `-`.
  private static func repeatCount(_ suffix: Substring) throws(RequestIdentifierSyntaxError) -> Int {
    guard !suffix.isEmpty else { return 1 }
    guard suffix.first == "-", let count = decimal(suffix.dropFirst()), count >= 2 else {
      throw .malformedRepeat(String(suffix))
    }
    return count
  }

  /// **Snooze occurrence**: the snoozed entry escaped, `:`, its occurrence (`evening:20261122T200000`).
  static func snoozeOccurrence(entry: String, occurrence: String) -> String {
    escapedName(entry) + ":" + occurrence
  }

  /// **Snooze occurrence**, read: the snoozed request's entry and occurrence.
  static func snoozedOccurrence(parsing key: String) throws(RequestIdentifierSyntaxError)
    -> (entry: String, occurrence: String)
  {
    let parts = RequestIdentifierText.withUTF8(key) { utf8 -> (String, String)? in
      guard let separator = utf8.firstIndex(of: colon) else { return nil }
      return (unescaped(utf8[..<separator]), String(decoding: utf8[(separator + 1)...], as: UTF8.self))
    }
    guard let (entry, occurrence) = parts, !entry.isEmpty, !occurrence.isEmpty else {
      throw .malformedSnoozeOccurrence(key)
    }
    return (entry, occurrence)
  }

  /// `value` in decimal, `-` before a negative one, zero-padded to `width` digits.
  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value.magnitude)
    let zeros = String(repeating: "0", count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + zeros + digits
  }

  /// Whether `text` is digits with no leading zero (but `0`).
  private static func isCanonicalDecimal(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy(\.isASCIIDigit) && (text.count == 1 || text.first != "0")
  }

  /// Digits with no leading zero (but `0`), as a number; `nil` for anything else.
  private static func decimal(_ text: Substring) -> Int? {
    isCanonicalDecimal(text) ? Int(text) : nil
  }

  private static func twoDigits(_ text: Substring) -> Int? {
    guard text.count == 2, text.allSatisfy(\.isASCIIDigit) else { return nil }
    return Int(text)
  }

  @inline(__always)
  private static func escapedCount(_ bytes: UnsafeBufferPointer<UInt8>, colon escapesColon: Bool) -> Int {
    var count = bytes.count
    for byte in bytes where byte == percent || (escapesColon && byte == colon) { count &+= 2 }
    return count
  }

  /// Writes `bytes` escaped into `buffer` at `index`, and moves `index` past them.
  @inline(__always)
  private static func appendEscaped(
    _ bytes: UnsafeBufferPointer<UInt8>, colon escapesColon: Bool, escapedCount: Int,
    to buffer: UnsafeMutableBufferPointer<UInt8>, at index: inout Int
  ) {
    if escapedCount == bytes.count {
      index =
        UnsafeMutableBufferPointer(rebasing: buffer[index...]).initialize(fromContentsOf: bytes) &+ index
      return
    }
    for byte in bytes {
      let escape: (UInt8, UInt8)? =
        byte == percent
        ? (UInt8(ascii: "2"), UInt8(ascii: "5"))
        : escapesColon && byte == colon ? (UInt8(ascii: "3"), UInt8(ascii: "A")) : nil
      if let (first, second) = escape {
        buffer[index] = percent
        buffer[index &+ 1] = first
        buffer[index &+ 2] = second
        index &+= 3
      } else {
        buffer[index] = byte
        index &+= 1
      }
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
