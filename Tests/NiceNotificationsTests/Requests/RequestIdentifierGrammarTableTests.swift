import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

@testable import NiceNotifications

/// One hand-written row per production of Documentation/RequestIdentifiers.md: the text, the
/// parts it reads as, and the text they write back; and each malformed shape with its reason.
struct RequestIdentifierGrammarTableTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let production: String
    let text: String
    let group: String
    let entry: String
    let occurrence: String
    let key: OccurrenceKey
    /// The text the parts write back, where it is not `text` itself (an older spelling).
    var written: String? = nil

    var testDescription: String { "\(production): \(text)" }
  }

  static func labels(
    era: Int? = nil, _ year: Int, _ month: Int, leap: Bool = false, _ day: Int, _ hour: Int, _ minute: Int,
    _ second: Int = 0
  ) -> DateBuilder.WallClockLabels {
    DateBuilder.WallClockLabels(
      era: era, year: year, month: month, isLeapMonth: leap, day: day, hour: hour, minute: minute,
      second: second)
  }

  static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

  static let rows: [Row] = [
    Row(
      production: "wall-clock key", text: "dailyQuote:0:20261122T090000", group: "dailyQuote", entry: "0",
      occurrence: "20261122T090000", key: .wallClock(labels(2026, 11, 22, 9, 0), repeat: 1)),
    // The night Berlin's clocks fall back, 02:30 is read twice; the night they spring forward,
    // 02:30 is a reading the day skips, keyed as the calendar labels it.
    Row(
      production: "wall-clock key, DST fall-back night", text: "g:0:20261025T023000", group: "g", entry: "0",
      occurrence: "20261025T023000", key: .wallClock(labels(2026, 10, 25, 2, 30), repeat: 1)),
    Row(
      production: "repeat suffix, DST fall-back night", text: "g:0:20261025T023000-2", group: "g", entry: "0",
      occurrence: "20261025T023000-2", key: .wallClock(labels(2026, 10, 25, 2, 30), repeat: 2)),
    Row(
      production: "wall-clock key, DST spring-forward night", text: "g:0:20260329T023000", group: "g",
      entry: "0", occurrence: "20260329T023000", key: .wallClock(labels(2026, 3, 29, 2, 30), repeat: 1)),
    Row(
      production: "wall-clock key, Chinese month", text: "g:0:e78-00400201T090000", group: "g", entry: "0",
      occurrence: "e78-00400201T090000", key: .wallClock(labels(era: 78, 40, 2, 1, 9, 0), repeat: 1)),
    Row(
      production: "wall-clock key, Chinese leap month", text: "g:0:e78-004002L01T090000", group: "g",
      entry: "0", occurrence: "e78-004002L01T090000",
      key: .wallClock(labels(era: 78, 40, 2, leap: true, 1, 9, 0), repeat: 1)),
    Row(
      production: "wall-clock key, Japanese era Heisei", text: "g:0:e235-00310430T090000", group: "g",
      entry: "0", occurrence: "e235-00310430T090000",
      key: .wallClock(labels(era: 235, 31, 4, 30, 9, 0), repeat: 1)),
    Row(
      production: "wall-clock key, Japanese era Reiwa", text: "g:0:e236-00010501T090000", group: "g",
      entry: "0", occurrence: "e236-00010501T090000",
      key: .wallClock(labels(era: 236, 1, 5, 1, 9, 0), repeat: 1)
    ),
    Row(
      production: "instant key", text: "g:1:t1795000000", group: "g", entry: "1", occurrence: "t1795000000",
      key: .instant(seconds: 1_795_000_000, repeat: 1)),
    Row(
      production: "instant key before 1970", text: "g:1:t-5", group: "g", entry: "1", occurrence: "t-5",
      key: .instant(seconds: -5, repeat: 1)),
    Row(
      production: "repeat suffix of an instant", text: "g:1:t1795000000-3", group: "g", entry: "1",
      occurrence: "t1795000000-3", key: .instant(seconds: 1_795_000_000, repeat: 3)),
    Row(
      production: "trigger", text: "geo:home:trigger", group: "geo", entry: "home", occurrence: "trigger",
      key: .trigger),
    Row(production: "now", text: "g:welcome:now", group: "g", entry: "welcome", occurrence: "now", key: .now),
    Row(
      production: "repeating", text: "pills:evening:repeating", group: "pills", entry: "evening",
      occurrence: "repeating", key: .repeating),
    Row(
      production: "moved repeating key", text: "pills:evening:repeating@233015", group: "pills",
      entry: "evening", occurrence: "repeating@233015",
      key: .movedRepeating(from: TimeOfDay(hour: 23, minute: 30, second: 15))),
    Row(
      production: "name escaping", text: "a%3Ab:100%25:now", group: "a:b", entry: "100%", occurrence: "now",
      key: .now),
    Row(
      production: "name NFC", text: "caf\u{E9}:\u{301}x:now", group: "caf\u{E9}", entry: "\u{301}x",
      occurrence: "now", key: .now),
    Row(
      production: "name NFC, decomposed input", text: "cafe\u{301}:0:now", group: "caf\u{E9}", entry: "0",
      occurrence: "now", key: .now, written: "caf\u{E9}:0:now"),
    Row(
      production: "name escaping, lowercase escape and a bare %", text: "a%3ab:50%off:now", group: "a:b",
      entry: "50%off", occurrence: "now", key: .now, written: "a%3Ab:50%25off:now"),
    Row(
      production: "snooze occurrence", text: "pills:~snooze:evening:20261122T200000", group: "pills",
      entry: "~snooze", occurrence: "evening:20261122T200000",
      key: .snooze(entry: "evening", occurrence: "20261122T200000")),
    Row(
      production: "snooze occurrence of an entry with a colon", text: "g:~snooze:a%253Ab:now", group: "g",
      entry: "~snooze", occurrence: "a%3Ab:now", key: .snooze(entry: "a:b", occurrence: "now")),
    Row(
      production: "original identifier", text: "dailyQuote:\(uuid)", group: "dailyQuote", entry: "~original",
      occurrence: uuid, key: .original(uuid: uuid)),
    Row(
      production: "original identifier, group unescaped", text: "100%25:\(uuid)", group: "100%25",
      entry: "~original", occurrence: uuid, key: .original(uuid: uuid)),
  ]

  @Test(arguments: rows)
  func eachProductionReadsAndWritesItsRow(_ row: Row) throws {
    let parts = try RequestIdentifierGrammar.parts(of: row.text)
    #expect(parts == .init(group: row.group, entry: row.entry, occurrence: row.occurrence))
    let key = try RequestIdentifierGrammar.occurrenceKey(parsing: parts.occurrence, entry: parts.entry)
    #expect(key == row.key)
    let occurrence = RequestIdentifierGrammar.occurrenceText(key)
    #expect(occurrence == row.occurrence)
    let written = RequestIdentifierGrammar.identifier(
      group: parts.group, entry: parts.entry, occurrence: occurrence)
    #expect(Array(written.utf8) == Array((row.written ?? row.text).utf8))
    let identifier = try #require(RequestIdentifier(row.text))
    #expect(Array(identifier.description.utf8) == Array(written.utf8))
    #expect(try identifier.occurrenceKey == row.key)
  }

  static let malformedIdentifiers: [(String, RequestIdentifierSyntaxError)] = [
    ("no-colon-at-all", .noSeparator),
    (TailNotice.identifier, .noSeparator),
    (":0:now", .emptyGroup),
    (":\(uuid)", .emptyGroup),
    ("g::now", .emptyEntry),
    ("g:0:", .emptyOccurrence),
    ("g:not-a-uuid", .notAnOriginalUUID("not-a-uuid")),
    ("g:", .notAnOriginalUUID("")),
  ]

  @Test(arguments: malformedIdentifiers)
  func eachMalformedIdentifierFailsWithItsReason(_ text: String, _ reason: RequestIdentifierSyntaxError) {
    #expect(throws: reason) { try RequestIdentifierGrammar.parts(of: text) }
    #expect(RequestIdentifier(text) == nil)
  }

  static let malformedKeys: [(String, String, RequestIdentifierSyntaxError)] = [
    ("0", "2026112T090000", .malformedWallClockKey("2026112T090000")),
    ("0", "20261122T0900", .malformedWallClockKey("20261122T0900")),
    ("0", "20261122", .malformedWallClockKey("20261122")),
    ("0", "e78-004002X01T090000", .malformedWallClockKey("e78-004002X01T090000")),
    ("0", "ex-00400201T090000", .malformedWallClockKey("ex-00400201T090000")),
    ("0", "020261122T090000", .malformedWallClockKey("020261122T090000")),
    ("0", "tomorrow", .malformedInstantKey("tomorrow")),
    ("0", "t", .malformedInstantKey("t")),
    ("0", "t-0", .malformedInstantKey("t-0")),
    ("0", "t0017", .malformedInstantKey("t0017")),
    ("0", "t17x", .malformedRepeat("x")),
    ("0", "20261122T090000-1", .malformedRepeat("-1")),
    ("0", "20261122T090000-02", .malformedRepeat("-02")),
    ("0", "20261122T090000x", .malformedRepeat("x")),
    ("~snooze", "evening", .malformedSnoozeOccurrence("evening")),
    ("~snooze", ":20261122T200000", .malformedSnoozeOccurrence(":20261122T200000")),
    ("~snooze", "evening:later", .malformedWallClockKey("later")),
    ("~snooze", "~snooze:20261122T200000", .malformedSnoozeOccurrence("~snooze:20261122T200000")),
    ("~original", "not-a-uuid", .notAnOriginalUUID("not-a-uuid")),
    ("0", "repeating@2300", .malformedMovedRepeatingKey("repeating@2300")),
    ("0", "repeating@240000", .malformedMovedRepeatingKey("repeating@240000")),
    ("0", "repeating@23000x", .malformedMovedRepeatingKey("repeating@23000x")),
    ("0", "repeatingly", .malformedMovedRepeatingKey("repeatingly")),
  ]

  @Test(arguments: malformedKeys)
  func eachMalformedOccurrenceKeyFailsWithItsReason(
    _ entry: String, _ key: String, _ reason: RequestIdentifierSyntaxError
  ) {
    #expect(throws: reason) { try RequestIdentifierGrammar.occurrenceKey(parsing: key, entry: entry) }
    // In an identifier, it makes the request someone else's: the planner never touches it.
    let text = "g:\(entry):\(key)"
    #expect(throws: reason) { try RequestIdentifierGrammar.parts(of: text) }
    #expect(RequestIdentifier(text) == nil)
    #expect(RequestIdentifier.groupAndManaged(text) == nil)
  }

  /// The DST rows are what a timeline writes in Berlin: 02:30 on the night the clocks fall
  /// back and on the night they spring forward.
  @Test func theDSTNightRowsAreTheKeysATimelineWritesInBerlin() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named("Europe/Berlin")
    for (start, expected) in [(1_774_695_600.0, "20260329T023000"), (1_792_836_000.0, "20261025T023000")] {
      // Noon the day before.
      let context = DateBuilder.Context(now: Date(timeIntervalSince1970: start), calendar: calendar)
      let timeline = NotificationsTimeline {
        EveryDay(forDays: 3, starting: .today).at(hour: 2, minute: 30).schedule(title: "Night")
      }
      var occurrences = try timeline.occurrences(forGroup: "g", in: context)
      let keys = occurrences.take(3).map(\.identifier.occurrence)
      #expect(keys.filter { $0 == expected }.count == 1, "\(keys)")
    }
  }

  /// The Japanese rows are what a timeline writes across the change of era on 1 May 2019.
  @Test func theJapaneseEraRowsAreTheKeysATimelineWritesAcrossTheChangeOfEra() throws {
    var japanese = Calendar(identifier: .japanese)
    japanese.timeZone = Zones.named("Asia/Tokyo")
    // 29 April 2019, 00:00 in Tokyo.
    let context = DateBuilder.Context(now: Date(timeIntervalSince1970: 1_556_463_600), calendar: japanese)
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(title: "Day")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let keys = occurrences.take(3).map(\.identifier.occurrence)
    #expect(keys == ["e235-00310429T090000", "e235-00310430T090000", "e236-00010501T090000"])
  }

  /// An identifier's text follows each part set on it, escaped as the grammar writes it.
  @Test func settingAPartRewritesTheText() throws {
    var id = RequestIdentifier(group: "g", entry: "0", occurrence: "now")
    id.group = "a:b"
    id.entry = "100%"
    id.occurrence = "20261025T023000-2"
    #expect(id.description == "a%3Ab:100%25:20261025T023000-2")
    #expect(RequestIdentifier(id.description) == id)
    #expect(try id.occurrenceKey == .wallClock(Self.labels(2026, 10, 25, 2, 30), repeat: 2))
  }

  static let iterations =
    ProcessInfo.processInfo.environment["NICE_GRAMMAR_ITERATIONS"].flatMap { Int($0) } ?? 2_000

  /// Every wall-clock key a calendar can label reads back as the labels it was written from.
  @Test func everyWallClockKeyReadsBackAsItsLabels() {
    expectProperty(
      "wallClockKey(parsing: wallClockKey(labels)) == labels", iterations: Self.iterations,
      generate: { g in
        (
          Self.labels(
            era: Bool.random(using: &g) ? nil : Int.random(in: 0...300, using: &g),
            Int.random(in: -9_999...99_999, using: &g), Int.random(in: 1...13, using: &g),
            leap: Int.random(in: 0..<4, using: &g) == 0, Int.random(in: 1...31, using: &g),
            Int.random(in: 0...23, using: &g), Int.random(in: 0...59, using: &g),
            Int.random(in: 0...60, using: &g)),
          Int.random(in: 1...4, using: &g)
        )
      }
    ) { labels, count in
      let key = RequestIdentifierGrammar.repeatedKey(
        RequestIdentifierGrammar.wallClockKey(labels), count: count)
      return (try? RequestIdentifierGrammar.occurrenceKey(parsing: key, entry: "0"))
        == .wallClock(labels, repeat: count)
    }
  }
}
