import DateBuilder
import Foundation
import PropertyTesting
import Testing

@testable import NiceNotifications

/// The identifier codec writes and reads in one pass over bytes; these compare it, over
/// random input (non-ASCII and bridged text, every component, extreme numbers), with a
/// plain string-building version of the same format (Documentation/RequestIdentifiers.md).
struct RequestIdentifierFastPathTests {
  /// The format written the plain way, one string at a time.
  enum Reference {
    static func escaped(_ text: String, colon: Bool) -> String {
      var bytes: [UInt8] = []
      for byte in text.utf8 {
        if byte == UInt8(ascii: "%") {
          bytes += Array("%25".utf8)
        } else if colon && byte == UInt8(ascii: ":") {
          bytes += Array("%3A".utf8)
        } else {
          bytes.append(byte)
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    static func description(_ id: RequestIdentifier) -> String {
      if id.entry == RequestIdentifier.originalEntry, UUID(uuidString: id.occurrence) != nil,
        !id.group.utf8.contains(UInt8(ascii: ":"))
      {
        return id.group + ":" + id.occurrence
      }
      return escaped(id.group, colon: true) + ":" + escaped(id.entry, colon: true) + ":"
        + escaped(id.occurrence, colon: false)
    }

    static func unescaped(_ bytes: [UInt8]) -> String {
      var decoded: [UInt8] = []
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count {
          let code = String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self)
          if code == "25" || code == "3A" || code == "3a" {
            decoded.append(code == "25" ? UInt8(ascii: "%") : UInt8(ascii: ":"))
            index += 3
            continue
          }
        }
        decoded.append(bytes[index])
        index += 1
      }
      return String(decoding: decoded, as: UTF8.self)
    }

    static func parse(_ text: String) -> (String, String, String)? {
      let utf8 = Array(text.utf8)
      guard let first = utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
      let group = unescaped(Array(utf8[..<first]))
      guard !group.isEmpty else { return nil }
      let rest = Array(utf8[(first + 1)...])
      guard let second = rest.firstIndex(of: UInt8(ascii: ":")) else {
        let uuid = String(decoding: rest, as: UTF8.self)
        guard UUID(uuidString: uuid) != nil else { return nil }
        return (
          String(decoding: utf8[..<first], as: UTF8.self).precomposedStringWithCanonicalMapping,
          RequestIdentifier.originalEntry, uuid
        )
      }
      let entry = unescaped(Array(rest[..<second]))
      let occurrence = unescaped(Array(rest[(second + 1)...]))
      guard !entry.isEmpty, !occurrence.isEmpty,
        RequestIdentifierCodecTests.isOccurrence(occurrence, entry: entry)
      else { return nil }
      return (
        group.precomposedStringWithCanonicalMapping, entry.precomposedStringWithCanonicalMapping, occurrence
      )
    }

    static func occurrenceKey(_ components: DateComponents) -> String {
      func pad(_ value: Int?, _ width: Int) -> String {
        let value = value ?? 0
        let text = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
      }
      let era = components.era.map { "e\($0)-" } ?? ""
      let leap = components.isLeapMonth == true ? "L" : ""
      let date = pad(components.year, 4) + pad(components.month, 2) + leap + pad(components.day, 2)
      return era + date + "T" + pad(components.hour, 2) + pad(components.minute, 2)
        + pad(components.second, 2)
    }
  }

  static let alphabet: [String] = [
    "a", "Z", "0", ":", "%", "%3A", "%3a", "%25", "%2", "%%", "~", " ", "\u{301}", "\u{E9}", "e\u{301}",
    "\u{1F600}", "\u{5F71}", "\u{0627}", "\n",
  ]

  static func text(_ g: inout SeededGenerator, minimum: Int = 0) -> String {
    let text = (0..<Int.random(in: minimum...10, using: &g)).map { _ in
      alphabet.randomElement(using: &g) ?? "a"
    }
    .joined()
    return Bool.random(using: &g) ? text : String(NSString(string: text))
  }

  static func number(_ g: inout SeededGenerator) -> Int? {
    switch Int.random(in: 0..<6, using: &g) {
    case 0: nil
    case 1: Int.random(in: 0...99, using: &g)
    case 2: Int.random(in: -99...99, using: &g)
    case 3: [Int.min, Int.max, Int.min + 1, -1, 0, 10, 100, 9_999, 10_000].randomElement(using: &g)
    case 4: Int.random(in: 1...3_000, using: &g)
    default: Int.random(in: Int.min...Int.max, using: &g)
    }
  }

  @Test func occurrenceKeysAreWrittenAsTheFormatSays() {
    expectProperty(
      "occurrenceKey == reference", iterations: 5_000,
      generate: { g in
        var components = DateComponents()
        components.era = Bool.random(using: &g) ? nil : Self.number(&g)
        components.year = Self.number(&g)
        components.month = Self.number(&g)
        components.day = Self.number(&g)
        components.hour = Self.number(&g)
        components.minute = Self.number(&g)
        components.second = Self.number(&g)
        components.isLeapMonth = [nil, false, true].randomElement(using: &g) ?? nil
        return components
      }
    ) { components in
      RequestIdentifierGrammar.wallClockKey(DateBuilder.WallClockLabels(components))
        == Reference.occurrenceKey(components)
    }
    #expect(
      RequestIdentifierGrammar.wallClockKey(
        DateBuilder.WallClockLabels(
          DateComponents(year: 2026, month: 11, day: 22, hour: 9, minute: 0, second: 0)))
        == "20261122T090000")
    #expect(RequestIdentifierGrammar.instantKey(seconds: 1_795_000_000) == "t1795000000")
    #expect(RequestIdentifierGrammar.instantKey(seconds: -5) == "t-5")
    #expect(RequestIdentifierGrammar.instantKey(seconds: .min) == "t\(Int64.min)")
  }

  @Test func gregorianKeysAreWrittenInlineAsTheFormatSays() {
    expectProperty(
      "gregorianKey == reference where it answers", iterations: 5_000,
      generate: { g in
        func near(_ values: [Int]) -> Int {
          (values.randomElement(using: &g) ?? 0) + Int.random(in: -1...1, using: &g)
        }
        return DateBuilder.WallClockLabels(
          era: Int.random(in: 0..<8, using: &g) == 0 ? 1 : nil,
          year: near([999, 1_000, 2_026, 9_999, 10_000]),
          month: near([0, 1, 12, 99]), isLeapMonth: Int.random(in: 0..<8, using: &g) == 0,
          day: near([0, 1, 31, 99]), hour: near([0, 9, 23, 99]), minute: near([0, 30, 59, 99]),
          second: near([0, 59, 99]))
      }
    ) { labels in
      let answers =
        labels.era == nil && !labels.isLeapMonth && (1_000...9_999).contains(labels.year)
        && [labels.month, labels.day, labels.hour, labels.minute, labels.second].allSatisfy {
          (0...99).contains($0)
        }
      let key = RequestIdentifierGrammar.gregorianWallClockKey(labels)
      return answers
        ? key == Reference.occurrenceKey(labels.dateComponents) && key?.utf8.count == 15
        : key == nil
    }
  }

  @Test func identifiersJoinedToAGroupsPrefixAreTheirText() {
    expectProperty(
      "join(prefix:) == description", iterations: 5_000,
      generate: { g in
        (Self.text(&g, minimum: 1), Self.text(&g, minimum: 1), RequestIdentifierCodecTests.occurrence(&g))
      }
    ) { group, entry, occurrence in
      let id = RequestIdentifier(group: group, entry: entry, occurrence: occurrence)
      let parsed = RequestIdentifierCodecTests.isOccurrence(occurrence, entry: entry) ? id : nil
      // The original format is written another way, and no timeline entry is named so.
      guard id.entry != RequestIdentifier.originalEntry else { return true }
      let prefix = RequestIdentifierGrammar.groupPrefix(RequestIdentifier.normalized(group))
      let (text, known) = RequestIdentifierGrammar.identifier(
        prefix: prefix, entry: RequestIdentifier.normalized(entry), occurrence: occurrence)
      // Among known identifiers, the same text is found with its value.
      var table = TextTable()
      table[id.description] = 7
      table["\(id.description)x"] = 8
      let found = RequestIdentifierGrammar.identifier(
        prefix: prefix, entry: RequestIdentifier.normalized(entry), occurrence: occurrence, reusing: table)
      return text == id.description && RequestIdentifier(text) == parsed && known == nil
        && found.text == id.description && found.known == 7
    }
  }

  @Test func identifiersAreWrittenAsTheFormatSays() {
    expectProperty(
      "description == reference", iterations: 5_000,
      generate: { g in
        (
          Self.text(&g, minimum: 1),
          Bool.random(using: &g) ? RequestIdentifier.originalEntry : Self.text(&g, minimum: 1),
          Bool.random(using: &g) ? UUID().uuidString : Self.text(&g, minimum: 1)
        )
      }
    ) { group, entry, occurrence in
      let id = RequestIdentifier(group: group, entry: entry, occurrence: occurrence)
      return id.description == Reference.description(id)
        && RequestIdentifierGrammar.groupPrefix(group) == Reference.escaped(id.group, colon: true) + ":"
        && id.snoozed.description
          == Reference.description(
            RequestIdentifier(
              group: id.group, entry: RequestIdentifier.snoozeEntry,
              occurrence: Reference.escaped(id.entry, colon: true) + ":" + id.occurrence))
    }
  }

  @Test func identifiersAreReadAsTheFormatSays() {
    expectProperty(
      "parse == reference", iterations: 5_000,
      generate: { g in
        switch Int.random(in: 0..<3, using: &g) {
        case 0: Self.text(&g) + ":" + Self.text(&g) + ":" + RequestIdentifierCodecTests.occurrence(&g)
        case 1: Self.text(&g) + ":" + UUID().uuidString
        default: Self.text(&g)
        }
      }
    ) { text in
      let parsed = RequestIdentifier(text)
      guard let expected = Reference.parse(text) else { return parsed == nil }
      return parsed?.group == expected.0 && parsed?.entry == expected.1 && parsed?.occurrence == expected.2
    }
  }

  @Test func aPendingRequestsGroupIsReadAsTheWholeIdentifierReadsIt() {
    expectProperty(
      "groupAndManaged == init?(_:)", iterations: 5_000,
      generate: { g in
        let entry = Bool.random(using: &g) ? "~" + Self.text(&g) : Self.text(&g)
        switch Int.random(in: 0..<5, using: &g) {
        case 0: return Self.text(&g) + ":" + entry + ":" + RequestIdentifierCodecTests.occurrence(&g)
        case 1: return Self.text(&g) + ":" + RequestIdentifier.originalEntry + ":" + Self.text(&g)
        case 2: return Self.text(&g) + ":" + UUID().uuidString
        case 3: return Self.text(&g) + ":" + entry
        default: return Self.text(&g)
        }
      }
    ) { text in
      let scanned = RequestIdentifier.groupAndManaged(text)
      guard let parsed = RequestIdentifier(text) else { return scanned == nil }
      return scanned?.group == parsed.group && scanned?.isManaged == parsed.isManaged
    }
  }

  @Test func identifiersAreSortedAsStringsSortThem() {
    expectProperty(
      "sort == String's sort", iterations: 3_000,
      generate: { g in
        // Long shared prefixes, texts past 32 bytes, a NUL, and now and then text that is not ASCII.
        let ascii = Bool.random(using: &g)
        let parts = [
          "quotes:0:20261126T0900", "pills:morning:2026112", "a", "", "\u{0}", "~", "%3A", "9", "Z",
        ]
        // Lists sorted by insertion, and longer ones that are merged.
        let count =
          Bool.random(using: &g)
          ? Int.random(in: 0...40, using: &g)
          : Int.random(in: 60...(3 * RequestIdentifierText.insertionSortLimit), using: &g)
        return (0..<count).map { _ in
          let text = (0..<Int.random(in: 0...4, using: &g)).map { _ in parts.randomElement(using: &g) ?? "" }
            .joined()
          return ascii ? text : text + Self.text(&g)
        }
      }, shrink: { Shrink.array($0) }
    ) { texts in
      var sorted = texts
      RequestIdentifierText.sort(&sorted)
      return sorted == texts.sorted()
    }
  }

  @Test func twoTextsAreOrderedAsStringsOrderThem() {
    expectProperty(
      "precedes == <", iterations: 3_000,
      generate: { g in
        let parts = ["quotes:", "pills:", "a", "", "\u{0}", "~", "%3A", "Z", "e\u{301}", "\u{E9}"]
        func text(_ g: inout SeededGenerator) -> String {
          let text = (0..<Int.random(in: 0...4, using: &g)).map { _ in parts.randomElement(using: &g) ?? "" }
            .joined()
          return Int.random(in: 0..<4, using: &g) == 0 ? text + Self.text(&g) : text
        }
        return (text(&g), text(&g))
      }, shrink: { _ in [] }
    ) { first, second in
      RequestIdentifierText.precedes(first, second) == (first < second)
        && RequestIdentifierText.precedes(second, first) == (second < first)
    }
  }
}
