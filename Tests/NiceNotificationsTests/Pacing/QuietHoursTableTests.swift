import Foundation
import Testing
import TestSupport

@testable import NiceNotifications

/// Where quiet hours move an occurrence: the first instant after their end on the device's clock,
/// worked out by hand for DST nights in New York, Berlin and Lord Howe (a half-hour change), a range
/// wrapping midnight, and the day Samoa skipped on the date line.
struct QuietHoursTableTests {
  struct Row: Sendable, CustomStringConvertible {
    var name: String
    var zone: String
    var start: (Int, Int)
    var end: (Int, Int)
    /// The wanted instant, on a UTC clock.
    var wanted: String
    /// Where it fires, on a UTC clock.
    var expected: String

    var description: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "outside stays", zone: "Europe/Berlin", start: (22, 0), end: (7, 0),
      wanted: "2026-06-10 10:00", expected: "2026-06-10 10:00:00"),
    Row(
      name: "after the start, the end is on the next day", zone: "Europe/Berlin", start: (22, 0), end: (7, 0),
      wanted: "2026-06-10 21:59", expected: "2026-06-11 05:00:00"),
    Row(
      name: "after midnight, the end is the same day", zone: "Europe/Berlin", start: (22, 0), end: (7, 0),
      wanted: "2026-06-11 01:00", expected: "2026-06-11 05:00:00"),
    Row(
      name: "the start is inside", zone: "Europe/Berlin", start: (22, 0), end: (7, 0),
      wanted: "2026-06-10 20:00", expected: "2026-06-11 05:00:00"),
    Row(
      name: "the end is outside", zone: "Europe/Berlin", start: (22, 0), end: (7, 0),
      wanted: "2026-06-11 05:00", expected: "2026-06-11 05:00:00"),
    Row(
      name: "a range within one day", zone: "Europe/Berlin", start: (12, 0), end: (13, 30),
      wanted: "2026-06-10 10:15", expected: "2026-06-10 11:30:00"),
    // New York springs forward on 8 March 2026: 02:00 EST becomes 03:00 EDT.
    Row(
      name: "New York, a night 6.5 hours long", zone: "America/New_York", start: (22, 0), end: (7, 0),
      wanted: "2026-03-08 04:30", expected: "2026-03-08 11:00:00"),
    Row(
      name: "New York, an end in the skipped hour lands where the clock jumps", zone: "America/New_York",
      start: (1, 0), end: (2, 30), wanted: "2026-03-08 06:15", expected: "2026-03-08 07:00:00"),
    Row(
      name: "New York, a start in the skipped hour leaves nothing inside that night",
      zone: "America/New_York",
      start: (2, 15), end: (2, 45), wanted: "2026-03-08 07:20", expected: "2026-03-08 07:20:00"),
    // New York falls back on 1 November 2026: 02:00 EDT becomes 01:00 EST.
    Row(
      name: "New York, an end read twice is the first reading", zone: "America/New_York", start: (22, 0),
      end: (1, 30), wanted: "2026-11-01 03:00", expected: "2026-11-01 05:30:00"),
    Row(
      name: "New York, inside again in the repeated hour", zone: "America/New_York", start: (1, 0),
      end: (1, 30),
      wanted: "2026-11-01 06:10", expected: "2026-11-01 06:30:00"),
    Row(
      name: "New York, quiet through the whole repeated hour", zone: "America/New_York", start: (1, 0),
      end: (2, 0), wanted: "2026-11-01 05:10", expected: "2026-11-01 07:00:00"),
    // Berlin springs forward on 29 March 2026 (02:00 CET becomes 03:00 CEST), falls back on 25 October.
    Row(
      name: "Berlin, an end in the skipped hour lands where the clock jumps", zone: "Europe/Berlin",
      start: (22, 0), end: (2, 30), wanted: "2026-03-28 22:00", expected: "2026-03-29 01:00:00"),
    Row(
      name: "Berlin, quiet hours inside the repeated hour, first pass", zone: "Europe/Berlin", start: (2, 15),
      end: (2, 45), wanted: "2026-10-25 00:20", expected: "2026-10-25 00:45:00"),
    Row(
      name: "Berlin, quiet hours inside the repeated hour, second pass", zone: "Europe/Berlin",
      start: (2, 15),
      end: (2, 45), wanted: "2026-10-25 01:20", expected: "2026-10-25 01:45:00"),
    // Lord Howe moves its clocks by half an hour: 02:00 becomes 02:30 on 4 October 2026 (+10:30 to +11),
    // 02:00 becomes 01:30 on 5 April 2026 (+11 to +10:30).
    Row(
      name: "Lord Howe, an end in the skipped half hour", zone: "Australia/Lord_Howe", start: (22, 0),
      end: (2, 15), wanted: "2026-10-03 12:30", expected: "2026-10-03 15:30:00"),
    Row(
      name: "Lord Howe, an end read twice is the first reading", zone: "Australia/Lord_Howe", start: (1, 0),
      end: (1, 45), wanted: "2026-04-04 14:40", expected: "2026-04-04 14:45:00"),
    Row(
      name: "Lord Howe, the second pass of the repeated half hour", zone: "Australia/Lord_Howe",
      start: (1, 0),
      end: (1, 45), wanted: "2026-04-04 15:05", expected: "2026-04-04 15:15:00"),
    // Samoa skipped 30 December 2011: 29 December 23:59:59 (-10) was followed by 31 December 00:00 (+14).
    Row(
      name: "Apia, the end on the day after a skipped day", zone: "Pacific/Apia", start: (22, 0), end: (7, 0),
      wanted: "2011-12-30 09:00", expected: "2011-12-30 17:00:00"),
  ]

  @Test(arguments: rows)
  func anOccurrenceInsideQuietHoursMovesToTheFirstInstantAfterTheirEnd(_ row: Row) throws {
    let quiet = try QuietHours(
      from: .time(hour: row.start.0, minute: row.start.1), to: .time(hour: row.end.0, minute: row.end.1))
    let calendar = PacingClock.calendar(row.zone)
    let moved = quiet.firstInstantOutside(atOrAfter: PacingClock.utc(row.wanted), in: calendar)
    #expect(PacingClock.utcText(moved) == row.expected)
    #expect(!quiet.contains(moved, in: calendar))
    // Nothing between the wanted instant and the move is outside the quiet hours.
    var probe = PacingClock.utc(row.wanted)
    while probe < moved {
      #expect(quiet.contains(probe, in: calendar), "\(PacingClock.utcText(probe)) is outside")
      probe.addTimeInterval(60)
    }
  }

  @Test(arguments: [(25, 0), (-1, 0), (7, 60), (7, -5)])
  func quietHoursWithAnImpossibleTimeAreATypedError(_ bound: (Int, Int)) {
    let bad = TimeOfDay(hour: bound.0, minute: bound.1)
    #expect(throws: PacingError.invalidTime(bad)) { try QuietHours(from: bad, to: .time(hour: 7, minute: 0)) }
    #expect(throws: PacingError.invalidTime(bad)) {
      try QuietHours(from: .time(hour: 22, minute: 0), to: bad)
    }
  }

  @Test func quietHoursThatStartWhereTheyEndAreATypedError() {
    #expect(throws: PacingError.emptyQuietHours(.time(hour: 7, minute: 0))) {
      try QuietHours(from: .time(hour: 7, minute: 0), to: .time(hour: 7, minute: 0))
    }
  }

  @Test(arguments: [
    (22, 0, true), (23, 59, true), (0, 0, true), (6, 59, true), (7, 0, false), (12, 0, false),
    (21, 59, false),
  ])
  func quietHoursWrappingMidnightContainTheirStartAndNotTheirEnd(_ reading: (Int, Int, Bool)) throws {
    let night = try QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0))
    #expect(night.contains(.time(hour: reading.0, minute: reading.1)) == reading.2)
  }
}
