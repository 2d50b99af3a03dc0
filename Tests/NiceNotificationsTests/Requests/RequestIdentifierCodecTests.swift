import Foundation
@testable import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// The request identifier's one encoder and parser: every group and entry identifier and
/// every occurrence round-trips, older formats parse, and equal names make equal identifiers.
struct RequestIdentifierCodecTests {
  /// Text that stresses the format: separators, escapes, combining marks (also leading),
  /// precomposed and decomposed accents, emoji, and scripts beyond Latin.
  static let alphabet: [String] = [
    "a", "Z", "0", ":", "%", "%3A", "%25", "~", " ", "-", "\u{301}", "\u{E9}", "e\u{301}", "\u{1F600}",
    "\u{1F1E9}\u{1F1EA}", "\u{5F71}", "\u{0627}", "\u{200D}", "\n",
  ]

  static func text(_ g: inout SeededGenerator, minimum: Int = 1) -> String {
    (0..<Int.random(in: minimum...8, using: &g)).map { _ in alphabet.randomElement(using: &g) ?? "a" }
      .joined()
  }

  /// An occurrence of every form the grammar writes.
  static let occurrenceForms = [
    "now", "trigger", "repeating", "repeating@230000", "20261122T090000", "20261122T090000-2", "t1795000000",
    "t-86400", "t1795000000-3", "e78-004002L01T090000", "e236-00070501T000000",
  ]

  /// An occurrence of one of the grammar's forms, or (one time in three) any text.
  static func occurrence(_ g: inout SeededGenerator) -> String {
    Int.random(in: 0..<3, using: &g) == 0 ? text(&g) : occurrenceForms.randomElement(using: &g) ?? "now"
  }

  /// Whether the grammar reads `occurrence` as one of its forms for `entry`.
  static func isOccurrence(_ occurrence: String, entry: String) -> Bool {
    (try? RequestIdentifierGrammar.occurrenceKey(
      parsing: occurrence, entry: RequestIdentifier.normalized(entry)))
      != nil
  }

  @Test func everyGroupEntryAndOccurrenceRoundTrips() {
    expectProperty(
      "parse(encode(id)) == id, or nil for an occurrence of no form", iterations: 5_000,
      generate: { g in (Self.text(&g), Self.text(&g), Self.occurrence(&g)) }
    ) { group, entry, occurrence in
      let id = RequestIdentifier(group: group, entry: entry, occurrence: occurrence)
      let parsed = RequestIdentifier(id.description)
      guard Self.isOccurrence(occurrence, entry: entry) else { return parsed == nil }
      return parsed == id && parsed?.group == group.precomposedStringWithCanonicalMapping
        && parsed?.entry == entry.precomposedStringWithCanonicalMapping && parsed?.occurrence == occurrence
    }
  }

  /// Another library's identifiers, with two colons and no occurrence form of this grammar.
  @Test(arguments: [
    "sdk:campaign:42", "com.braze:push:abc", "a:b:c", "news:digest:weekly", "g:~snooze:0:later",
  ])
  func anIdentifierWhoseOccurrenceHasNoFormIsSomeoneElses(_ text: String) {
    #expect(RequestIdentifier(text) == nil)
  }

  @Test func namesEqualUnderNormalizationMakeOneIdentifier() {
    let precomposed = RequestIdentifier(group: "caf\u{E9}", entry: "0", occurrence: "now")
    let decomposed = RequestIdentifier(group: "cafe\u{301}", entry: "0", occurrence: "now")
    #expect(precomposed.description == decomposed.description)
    #expect(Array(precomposed.description.utf8) == Array(decomposed.description.utf8))
  }

  @Test func aGroupOrEntrySetInDecomposedFormIsStoredInNFC() {
    var changed = RequestIdentifier(group: "template", entry: "0", occurrence: "now")
    changed.group = "cafe\u{301}"
    changed.entry = "the\u{301}"
    let made = RequestIdentifier(group: "caf\u{E9}", entry: "th\u{E9}", occurrence: "now")
    #expect(Array(changed.description.utf8) == Array(made.description.utf8))
    #expect(Array(changed.group.utf8) == Array(made.group.utf8))
    #expect(Array(changed.entry.utf8) == Array(made.entry.utf8))
  }

  @Test func anEntryStartingWithACombiningMarkKeepsItsSeparator() throws {
    let id = RequestIdentifier(group: "g", entry: "\u{301}x", occurrence: "20261122T090000")
    let parsed = try #require(RequestIdentifier(id.description))
    #expect(parsed.group == "g")
    #expect(parsed.entry == "\u{301}x")
  }

  @Test func theFirstVersionsIdentifiersReadTheSameAndAreWrittenTheSame() throws {
    for text in ["dailyQuote:0:20261122T090000", "pills:~snooze:evening:20261122T200000", "g:1:t1795000000"] {
      let parsed = try #require(RequestIdentifier(text))
      #expect(parsed.description == text)
    }
    let snooze = try #require(RequestIdentifier("pills:~snooze:evening:20261122T200000"))
    #expect(
      snooze.occurrenceIdentifier
        == RequestIdentifier(group: "pills", entry: "evening", occurrence: "20261122T200000"))
  }

  @Test func aSnoozeOfAnEntryWithAColonFindsItsOccurrence() {
    let original = RequestIdentifier(group: "g", entry: "a:b", occurrence: "20261122T090000")
    let snoozed = original.snoozed
    #expect(snoozed.isSnooze)
    #expect(RequestIdentifier(snoozed.description)?.occurrenceIdentifier == original)
  }

  @Test func theOriginalNiceNotificationsIdentifiersBelongToTheirGroup() throws {
    let text = "dailyQuote:E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    let parsed = try #require(RequestIdentifier(text))
    #expect(parsed.group == "dailyQuote")
    #expect(parsed.entry == RequestIdentifier.originalEntry)
    #expect(parsed.description == text)
    #expect(!parsed.isManaged)
    #expect(RequestIdentifier("dailyQuote:not-a-uuid") == nil)
    #expect(RequestIdentifier("no-colon-at-all") == nil)
  }

  /// Every calendar Foundation supports: consecutive days never share an occurrence key, and
  /// every key round-trips through the identifier — leap months (Chinese, Hebrew) and eras
  /// (Japanese, Chinese cycles) included.
  @Test(arguments: [
    Calendar.Identifier.gregorian, .buddhist, .chinese, .coptic, .ethiopicAmeteMihret, .ethiopicAmeteAlem,
    .hebrew,
    .iso8601, .indian, .islamic, .islamicCivil, .japanese, .persian, .republicOfChina, .islamicTabular,
    .islamicUmmAlQura,
  ])
  func occurrencesOfEveryCalendarHaveDistinctRoundTrippingKeys(_ identifier: Calendar.Identifier) throws {
    expectProperty(
      "distinct keys in \(identifier)", iterations: 40,
      generate: { g in
        (
          Int.random(in: 0..<40_000, using: &g),
          ["UTC", "Asia/Shanghai", "America/New_York"].randomElement(using: &g) ?? "UTC"
        )
      }
    ) { offset, zone in
      var calendar = Calendar(identifier: identifier)
      calendar.timeZone = Zones.named(zone)
      // A start between 1980 and 2090, then 400 days of 09:00.
      let start = Date(timeIntervalSince1970: 315_532_800 + Double(offset) * 86_400)
      let context = DateBuilder.Context(now: start, calendar: calendar)
      let timeline = NotificationsTimeline {
        EveryDay(forDays: 400, starting: .today).at(hour: 9, minute: 0).schedule(title: "Day")
      }
      var occurrences = try timeline.occurrences(forGroup: "g", in: context)
      let ids = occurrences.take(400).map(\.identifier)
      return Set(ids.map(\.description)).count == ids.count
        && ids.allSatisfy { RequestIdentifier($0.description) == $0 }
    }
  }

  @Test func aChineseLeapMonthAndItsNamesakeHaveDifferentIdentifiers() throws {
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = Zones.named("Asia/Shanghai")
    // 2023 had a leap second month: the second month began on 20 February, its leap twin on
    // 22 March; day 1 of each shares every number but the leap flag. From 17 February:
    let context = DateBuilder.Context(now: Date(timeIntervalSince1970: 1_676_592_000), calendar: chinese)
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 70, starting: .today).at(hour: 9, minute: 0).schedule(title: "Day")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let keys = occurrences.take(70).map(\.identifier.occurrence)
    #expect(Set(keys).count == 70)
    #expect(keys.contains("e78-00400201T090000"))
    #expect(keys.contains("e78-004002L01T090000"))
  }
}

/// A migrating app's old requests are its group's, and the first reschedule replaces them.
struct OriginalRequestReplacementTests {
  @Test func theOriginalsPendingRequestsAreReplacedNotDuplicated() async throws {
    let phone = try SimulatedNotificationCenter(
      startingAt: 2026, 10, 24, hour: 8, in: Zones.named("Europe/London"), authorization: .authorized)
    // What the original NiceNotifications left pending: `<group>:<UUID>` requests.
    for day in 0..<5 {
      try await phone.add(
        NotificationRequest(
          identifier: "dailyQuote:\(UUID().uuidString)", content: NotificationContent(title: "Old quote"),
          trigger: .timeInterval(Double(day + 1) * 86_400, repeats: false)))
    }
    try await phone.add(
      NotificationRequest(
        identifier: "someone-else", content: NotificationContent(title: "Theirs"),
        trigger: .timeInterval(3_600, repeats: false)))
    let notifications = LocalNotifications(simulator: phone)
    let group = AdHocGroup(
      identifier: "dailyQuote",
      timeline: NotificationsTimeline {
        EveryDay(forDays: 5, starting: .today).at(hour: 9, minute: 0).schedule(title: "Quote")
      })
    let report = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.isSuccess)
    let pending = await phone.pendingRequests().map(\.request)
    #expect(pending.count == 6)  // five new quotes (across the end of summer time) and someone else's
    #expect(pending.filter { $0.content.title == "Old quote" }.isEmpty)
    #expect(pending.filter { $0.content.title == "Quote" }.count == 5)
    #expect(pending.contains { $0.identifier == "someone-else" })
    let again = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.writes == 0)
  }
}
