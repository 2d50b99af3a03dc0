import Foundation
import Testing
import TestSupport

@testable import NiceNotifications

/// The minimum gap, the local day and the daily limit as pure rules, row by row, with hand-worked
/// answers: a gap counted in elapsed time across a fall-back night, days 23, 23.5 and 25 hours
/// long, and the day Samoa skipped on the date line.
struct PacingRulesTableTests {
  struct GapRow: Sendable, CustomStringConvertible {
    var name: String
    /// Instants placed already, on a UTC clock.
    var placed: [String]
    var wanted: String
    var gapMinutes: Double
    var expected: String
    var description: String { name }
  }

  static let gapRows: [GapRow] = [
    GapRow(
      name: "nothing placed", placed: [], wanted: "2026-06-10 09:00", gapMinutes: 20,
      expected: "2026-06-10 09:00:00"),
    GapRow(
      name: "too soon after one", placed: ["2026-06-10 09:00"], wanted: "2026-06-10 09:10", gapMinutes: 20,
      expected: "2026-06-10 09:20:00"),
    GapRow(
      name: "exactly the gap after one", placed: ["2026-06-10 09:00"], wanted: "2026-06-10 09:20",
      gapMinutes: 20,
      expected: "2026-06-10 09:20:00"),
    GapRow(
      name: "too soon before one moves past it", placed: ["2026-06-10 09:30"], wanted: "2026-06-10 09:15",
      gapMinutes: 20, expected: "2026-06-10 09:50:00"),
    GapRow(
      name: "a chain of two", placed: ["2026-06-10 09:00", "2026-06-10 09:25"], wanted: "2026-06-10 09:05",
      gapMinutes: 20, expected: "2026-06-10 09:45:00"),
    GapRow(
      name: "at the same instant", placed: ["2026-06-10 09:00"], wanted: "2026-06-10 09:00", gapMinutes: 20,
      expected: "2026-06-10 09:20:00"),
    GapRow(
      name: "no gap", placed: ["2026-06-10 09:00"], wanted: "2026-06-10 09:00", gapMinutes: 0,
      expected: "2026-06-10 09:00:00"),
    // New York falls back on 1 November 2026: 01:50 EDT (05:50 UTC) and 01:05 EST (06:05 UTC) are
    // 15 minutes apart though the clock reads 45 minutes earlier.
    GapRow(
      name: "New York fall-back: elapsed time counts, not the clock", placed: ["2026-11-01 05:50"],
      wanted: "2026-11-01 06:05", gapMinutes: 20, expected: "2026-11-01 06:10:00"),
  ]

  @Test(arguments: gapRows)
  func theMinimumGapMovesAnOccurrenceToTheFirstInstantClearOfEveryOther(_ row: GapRow) {
    let placed = row.placed.map(PacingClock.utc).sorted()
    let clear = MinimumGap.firstClearInstant(
      atOrAfter: PacingClock.utc(row.wanted), placed: placed, gap: row.gapMinutes * 60)
    #expect(PacingClock.utcText(clear) == row.expected)
    for other in placed { #expect(!MinimumGap.tooClose(clear, other, gap: row.gapMinutes * 60)) }
  }

  struct DayRow: Sendable, CustomStringConvertible {
    var name: String
    var zone: String
    var instant: String
    var start: String
    var end: String
    var description: String { name }
  }

  static let dayRows: [DayRow] = [
    DayRow(
      name: "Berlin summer day", zone: "Europe/Berlin", instant: "2026-06-10 21:59",
      start: "2026-06-09 22:00:00",
      end: "2026-06-10 22:00:00"),
    DayRow(
      name: "Berlin, one minute later is the next day", zone: "Europe/Berlin", instant: "2026-06-10 22:00",
      start: "2026-06-10 22:00:00", end: "2026-06-11 22:00:00"),
    DayRow(
      name: "New York spring-forward day, 23 hours", zone: "America/New_York", instant: "2026-03-08 12:00",
      start: "2026-03-08 05:00:00", end: "2026-03-09 04:00:00"),
    DayRow(
      name: "New York fall-back day, 25 hours", zone: "America/New_York", instant: "2026-11-01 12:00",
      start: "2026-11-01 04:00:00", end: "2026-11-02 05:00:00"),
    DayRow(
      name: "Lord Howe spring-forward day, 23.5 hours", zone: "Australia/Lord_Howe",
      instant: "2026-10-04 00:00",
      start: "2026-10-03 13:30:00", end: "2026-10-04 13:00:00"),
    DayRow(
      name: "Apia, the day before the skipped one", zone: "Pacific/Apia", instant: "2011-12-30 09:30",
      start: "2011-12-29 10:00:00", end: "2011-12-30 10:00:00"),
    DayRow(
      name: "Apia, the day after the skipped one, an hour later", zone: "Pacific/Apia",
      instant: "2011-12-30 10:30", start: "2011-12-30 10:00:00", end: "2011-12-31 10:00:00"),
  ]

  @Test(arguments: dayRows)
  func aDayIsTheLocalCalendarDayWhereTheNotificationFires(_ row: DayRow) {
    let day = LocalDay(containing: PacingClock.utc(row.instant), in: PacingClock.calendar(row.zone))
    #expect(PacingClock.utcText(day.start) == row.start)
    #expect(PacingClock.utcText(day.end) == row.end)
  }

  struct LimitRow: Sendable, CustomStringConvertible {
    var name: String
    /// Placed on the day: identifier, priority, minutes after midnight, whether it may give way.
    var day: [(String, Int, Int, Bool)]
    var newcomer: (String, Int, Int)
    var limit: Int
    var leftOut: String?
    var description: String { name }
  }

  static let limitRows: [LimitRow] = [
    LimitRow(name: "room left", day: [("a", 0, 60, true)], newcomer: ("n", 0, 120), limit: 2, leftOut: nil),
    LimitRow(
      name: "a full day of equals keeps the soonest", day: [("a", 0, 60, true), ("b", 0, 90, true)],
      newcomer: ("n", 0, 120), limit: 2, leftOut: "n"),
    LimitRow(
      name: "a sooner newcomer of equal priority stays", day: [("a", 0, 60, true), ("b", 0, 90, true)],
      newcomer: ("n", 0, 30), limit: 2, leftOut: "b"),
    LimitRow(
      name: "a higher priority stays however late", day: [("a", 0, 60, true), ("b", 1, 90, true)],
      newcomer: ("n", 5, 1_400), limit: 2, leftOut: "a"),
    LimitRow(
      name: "a lower priority gives way", day: [("a", 3, 60, true), ("b", 3, 90, true)],
      newcomer: ("n", 1, 30),
      limit: 2, leftOut: "n"),
    LimitRow(
      name: "what stays pending never gives way", day: [("a", 0, 60, false), ("b", 0, 90, false)],
      newcomer: ("n", 9, 30), limit: 2, leftOut: "n"),
  ]

  @Test(arguments: limitRows)
  func onAFullDayTheLowestPriorityThenTheLatestGivesWay(_ row: LimitRow) {
    let midnight = PacingClock.utc("2026-06-10 00:00")
    let day = row.day.map {
      DailyLimit.Contender(
        identifier: $0.0, priority: $0.1, fireDate: midnight.addingTimeInterval(Double($0.2) * 60),
        yields: $0.3)
    }
    let newcomer = DailyLimit.Contender(
      identifier: row.newcomer.0, priority: row.newcomer.1,
      fireDate: midnight.addingTimeInterval(Double(row.newcomer.2) * 60), yields: true)
    #expect(DailyLimit.leavingOut(day: day, newcomer: newcomer, limit: row.limit)?.identifier == row.leftOut)
  }

  @Test(arguments: [-1.0, -0.001, .infinity, .nan, Pacing.longestMinimumGap + 0.001, 1e9, 1e15])
  func aMinimumGapThatIsNotADurationOfAtMostAMonthIsATypedError(_ gap: Double) {
    #expect {
      try Pacing(minimumGap: gap)
    } throws: { error in
      guard case .invalidMinimumGap = error as? PacingError else { return false }
      return true
    }
  }

  @Test(arguments: [0, -1, Int.min])
  func aDailyLimitBelowOneIsATypedError(_ limit: Int) {
    #expect(throws: PacingError.invalidDailyLimit(limit)) { try Pacing(dailyLimit: limit) }
  }

  @Test func aGroupNamedByPacingThatTheAppLacksIsATypedErrorWhenChecked() throws {
    let pacing = try Pacing(dailyLimit: 3, priorities: ["medication": 2, "medicaton": 1])
    #expect(throws: PacingError.unknownGroup("medicaton")) {
      try pacing.validated(groups: ["medication", "water"])
    }
    #expect(try pacing.validated(groups: ["medication", "medicaton"]) == pacing)
  }
}
