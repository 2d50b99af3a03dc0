import Foundation
import NiceNotifications
import Testing
import TestSupport

struct TimelineOccurrencesTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 10, 0)

  @Test func occurrencesComeInFireDateOrderAcrossEntries() throws {
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 3, starting: .today).at(hour: 21, minute: 0).schedule(title: "evening")
      EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(title: "morning")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let fires = occurrences.take(10).map { context.local($0.fireDate) }
    #expect(
      fires == [
        "2026-11-21 21:00", "2026-11-22 09:00", "2026-11-22 21:00", "2026-11-23 09:00", "2026-11-23 21:00",
      ])  // today's 09:00 had passed at 10:00
  }

  @Test func contentIsMadeOnlyForTakenOccurrences() async throws {
    let calls = CallCounter()
    let maker: @Sendable () -> NotificationContent? = {
      calls.increment()
      return NotificationContent(title: "made")
    }
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 1_000_000, starting: .today).at(hour: 12, minute: 0).schedule(with: maker)
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let taken = occurrences.take(64)
    #expect(calls.value == 0)
    for occurrence in taken.prefix(5) { _ = try await occurrence.makeRequest() }
    #expect(calls.value == 5)
  }

  @Test func firstSixtyFourOfAnUnboundedSeriesCostSixtyFourOccurrences() throws {
    let offsets = CallCounter()
    let counting = DateBuilder.DelayDistribution { index in
      offsets.increment()
      return index
    }
    let timeline = NotificationsTimeline {
      EveryDay(starting: .tomorrow, distribution: counting).at(hour: 9, minute: 0).schedule(title: "daily")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    #expect(offsets.value == 0)
    #expect(occurrences.take(64).count == 64)
    // Each occurrence reads its own offset and the previous one (to check the order), and
    // the merge looks one occurrence ahead.
    #expect(offsets.value <= 2 * 65)
  }

  @Test func sameTimelineGivesTheSameIdentifiersEveryTime() throws {
    func identifiers() throws -> [String] {
      let timeline = NotificationsTimeline {
        EveryDay(forDays: 5, starting: .today).at(hour: 12, minute: 0).schedule(title: "a")
        EveryMonth(forMonths: 3, starting: .thisMonth).lastDay.at(hour: 12, minute: 0).schedule(title: "b")
          .identified(by: "monthly")
        ExactlyAt(context.now).addingHours(5).schedule(title: "c").timeMeaning(.instant)
      }
      var occurrences = try timeline.occurrences(forGroup: "dailyQuote", in: context)
      return occurrences.take(100).map(\.identifier.description)
    }
    let first = try identifiers()
    #expect(first == (try identifiers()))
    #expect(Set(first).count == first.count)
    #expect(first.contains("dailyQuote:0:20261121T120000"))
    #expect(first.contains("dailyQuote:monthly:20261130T120000"))
    #expect(first.contains("dailyQuote:2:t\(Int(context.now.timeIntervalSince1970) + 5 * 3_600)"))
  }

  /// A request is scheduled under its identifier's text, written from the group's prefix
  /// made once per timeline: the text reads back as the identifier, whatever the names hold.
  @Test(arguments: ["plain", "a:b", "100%", "ratio%3A1", "cafe\u{301}", "café", "\u{1F600}"])
  func requestsAreScheduledUnderTheirIdentifiersText(group: String) async throws {
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 3, starting: .today).at(hour: 21, minute: 0).schedule(title: "by position")
      EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).schedule(title: "named")
        .identified(by: "x:y%e\u{301}")
      ExactlyAt(context.now.addingTimeInterval(3_600)).schedule(title: "instant")
      Tomorrow().at(hour: 7, minute: 0).schedule(title: "tomorrow").identified(by: "é")
    }
    var occurrences = try timeline.occurrences(forGroup: group, in: context)
    let taken = occurrences.take(10)
    #expect(taken.count == 7)  // today's 09:00 had passed at 10:00
    for occurrence in taken {
      let request = try #require(try await occurrence.makeRequest())
      #expect(request.identifier == occurrence.identifier.description)
      #expect(RequestIdentifier(request.identifier) == occurrence.identifier)
      #expect(occurrence.identifier.group == group.precomposedStringWithCanonicalMapping)
    }
  }

  @Test func equalDatesInOneEntryGetDistinctIdentifiers() throws {
    let timeline = NotificationsTimeline {
      [Tomorrow().at(hour: 9, minute: 0), Tomorrow().at(hour: 9, minute: 0)].schedule(title: "twice")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    #expect(occurrences.take(5).map(\.identifier.occurrence) == ["20261122T090000", "20261122T090000-2"])
  }

  @Test func identifierThatIsDuplicatedOrEmptyIsATypedError() {
    let duplicated = NotificationsTimeline {
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "a").identified(by: "x")
      Tomorrow().at(hour: 10, minute: 0).schedule(title: "b").identified(by: "x")
    }
    #expect(throws: TimelineError.duplicateEntryIdentifier("x")) {
      try duplicated.occurrences(forGroup: "g", in: context)
    }
    let managed = NotificationsTimeline {
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "a").identified(by: "~mine")
    }
    #expect(throws: TimelineError.invalidEntryIdentifier("~mine")) {
      try managed.occurrences(forGroup: "g", in: context)
    }
    let normalized = NotificationsTimeline {
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "a").identified(by: "caf\u{E9}")
      Tomorrow().at(hour: 10, minute: 0).schedule(title: "b").identified(by: "cafe\u{301}")
    }
    #expect(throws: TimelineError.duplicateEntryIdentifier("cafe\u{301}")) {
      try normalized.occurrences(forGroup: "g", in: context)
    }
    let positional = NotificationsTimeline {
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "a")
      Tomorrow().at(hour: 10, minute: 0).schedule(title: "b").identified(by: "0")
    }
    #expect(throws: TimelineError.duplicateEntryIdentifier("0")) {
      try positional.occurrences(forGroup: "g", in: context)
    }
    #expect(throws: TimelineError.invalidGroupIdentifier("")) {
      try NotificationsTimeline.empty.occurrences(forGroup: "", in: context)
    }
  }

  @Test func invalidEntryIsReportedWhileTheOthersGoOn() throws {
    let timeline = NotificationsTimeline {
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "fine")
      EveryDay(forDays: -1, starting: .today).at(hour: 9, minute: 0).schedule(title: "negative")
      Repeating(everySeconds: 30).schedule(title: "too often")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    #expect(occurrences.take(10).map(\.identifier.description) == ["g:0:20261122T090000"])
    #expect(
      occurrences.failures.map(\.error) == [
        .invalidDates(.negativeCount(-1)), .invalidTrigger(.repeatingIntervalTooShort(30)),
      ])
    #expect(occurrences.failures.map(\.entry) == ["1", "2"])
  }

  @Test func timeMeaningDecidesTheTrigger() throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let newYork = DateBuilder.Context.fixed(2026, 11, 21, 10, 0, in: "America/New_York")
    let timeline = NotificationsTimeline {
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "wall")
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "pinned").timeMeaning(.pinned(berlin))
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "instant").timeMeaning(.instant)
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: newYork)
    let all = occurrences.take(3)
    let pinned = try #require(all.first { $0.entryIndex == 1 })
    var expectedPinned = DateComponents(year: 2026, month: 11, day: 22, hour: 9, minute: 0, second: 0)
    expectedPinned.timeZone = berlin
    #expect(pinned.trigger == .calendar(expectedPinned, repeats: false))
    #expect(newYork.local(pinned.fireDate) == "2026-11-22 03:00")
    let wall = try #require(all.first { $0.entryIndex == 0 })
    #expect(
      wall.trigger
        == .calendar(
          DateComponents(year: 2026, month: 11, day: 22, hour: 9, minute: 0, second: 0), repeats: false))
    let instant = try #require(all.first { $0.entryIndex == 2 })
    #expect(instant.trigger == .instant(try #require(wall.fireDate)))
  }

  @Test func pastOneOffTriggersAreLeftOutButLocationsStay() throws {
    let region = LocationRegion(identifier: "home", latitude: 1, longitude: 2, radius: 100)
    let timeline = NotificationsTimeline {
      NotificationTrigger.instant(context.now.addingTimeInterval(-60)).schedule(title: "past")
      NotificationTrigger.location(region, repeats: true).schedule(title: "home")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let all = occurrences.take(5)
    #expect(all.map(\.identifier.description) == ["g:1:trigger"])
    #expect(all.first?.fireDate == nil)
  }

  @Test(arguments: ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Apia"])
  func dailyWallClockTimeStaysAcrossClockChanges(zone: String) throws {
    let start = DateBuilder.Context.fixed(2011, 3, 1, 0, 0, in: zone)
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 366, starting: .today).at(hour: 9, minute: 0).schedule(title: "9")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: start)
    let all = occurrences.take(400)
    #expect(all.allSatisfy { start.local($0.fireDate).hasSuffix("09:00") })
    #expect(all.count == (zone == "Pacific/Apia" ? 365 : 366))  // Apia skipped 30 December 2011
  }
}

/// Instants out of what a request identifier can hold are a typed error, never a trap.
struct FarInstantTests {
  @Test func anInstantBeyondSixtyFourBitSecondsIsAnInvalidEntryNotATrap() async throws {
    let context = DateBuilder.Context.fixed(2026, 11, 21)
    let timeline = NotificationsTimeline {
      ExactlyAt(Date(timeIntervalSince1970: 1e300)).schedule(title: "far").timeMeaning(.instant)
      Tomorrow().at(hour: 9, minute: 0).schedule(title: "near")
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: context)
    let read = occurrences.take(10)
    #expect(read.map(\.identifier.entry) == ["1"])
    #expect(occurrences.failures.map(\.entry) == ["0"])
    #expect(occurrences.failures.first?.error == .invalidDates(.outOfRange))
  }
}
