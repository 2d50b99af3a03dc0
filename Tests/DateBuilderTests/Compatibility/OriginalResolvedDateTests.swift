import DateBuilder
import Foundation
import Testing
import TestSupport

/// The original DateBuilder's `ResolvedDate.exact`, `.components` and
/// `adding(dateComponents:)`, in Berlin around the spring-forward night.
struct OriginalResolvedDateTests {
  static let context = DateBuilder.Context.fixed(2026, 3, 27, 12, 0, in: "Europe/Berlin")

  @Test func exactIsTheInstant() throws {
    let instant = Date(timeIntervalSince1970: 1_774_700_000)
    #expect(try DateBuilder.ResolvedDate.exact(instant).date(in: Self.context) == instant)
  }

  @Test func componentsAreAWallClockTime() throws {
    let date = try DateBuilder.ResolvedDate.components(
      DateComponents(year: 2026, month: 3, day: 29, hour: 9, minute: 30)
    ).date(in: Self.context)
    #expect(date == Date(timeIntervalSince1970: 1_774_769_400))  // 09:30 CEST = 07:30 UTC
  }

  @Test func componentsThatNameNoDateAreATypedErrorNotTheDistantPast() {
    #expect(throws: DateBuilderError.invalidDate(year: 2026, month: 2, day: 30)) {
      try DateBuilder.ResolvedDate.components(DateComponents(year: 2026, month: 2, day: 30)).date(
        in: Self.context)
    }
    // February 2026 has four Mondays.
    #expect(throws: DateBuilderError.invalidDate(year: 2026, month: 2, day: 0)) {
      try DateBuilder.ResolvedDate.components(
        DateComponents(year: 2026, month: 2, hour: 9, weekday: 2, weekdayOrdinal: 5)
      ).date(in: Self.context)
    }
    #expect(throws: DateBuilderError.invalidDate(year: 0, month: 2, day: 30)) {
      try DateBuilder.ResolvedDate.components(DateComponents(month: 2, day: 30, hour: 9)).date(
        in: Self.context)
    }
  }

  /// Without a year, components name the next date that matches them, as the original's
  /// one-time calendar trigger of them fired: here across the change to summer time.
  @Test(arguments: [
    (DateComponents(month: 3, day: 29, hour: 9), "2026-03-29 09:00:00"),
    (DateComponents(hour: 9, minute: 0, weekday: 2), "2026-03-30 09:00:00"),  // next Monday
    (DateComponents(hour: 11, minute: 15), "2026-03-28 11:15:00"),  // noon has passed today
    // 02:30 is skipped that Sunday: the first minute after the gap.
    (DateComponents(hour: 2, minute: 30, weekday: 1), "2026-03-29 03:00:00"),
    (DateComponents(month: 3, day: 27, hour: 8), "2027-03-27 08:00:00"),  // passed this year
  ])
  func componentsWithoutAYearAreTheNextDateThatMatchesThem(components: DateComponents, expected: String)
    throws
  {
    let date = try DateBuilder.ResolvedDate.components(components).date(in: Self.context)
    #expect(Self.context.local(date) == expected)
  }

  /// Without a year, the next match is after now: in the second run of a repeated hour, where the
  /// clock reads before the time but the time's instant (the first run) has passed, it is the next
  /// day's; after a day the zone skipped, it is the day after.
  @Test(arguments: [
    // London at 01:02:03 GMT, the second 01:xx of the night clocks fall back: 01:30 tomorrow.
    ("Europe/London", 1_603_587_723.0, DateComponents(hour: 1, minute: 30), 1_603_675_800.0),
    // New York at 01:05 EST, after 01:05 EDT.
    ("America/New_York", 1_730_613_900.0, DateComponents(hour: 1, minute: 30), 1_730_701_800.0),
    // Apia at 10:00 on 29 December 2011: 30 December never happened there.
    ("Pacific/Apia", 1_325_188_800.0, DateComponents(hour: 9, minute: 0), 1_325_271_600.0),
  ])
  func componentsWithoutAYearAreTheNextMatchAfterNowAcrossRepeatedAndSkippedTime(
    zone: String, now: TimeInterval, components: DateComponents, expected: TimeInterval
  ) throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named(zone)
    let context = DateBuilder.Context(now: Date(timeIntervalSince1970: now), calendar: calendar)
    let date = try DateBuilder.ResolvedDate.components(components).date(in: context)
    #expect(date == Date(timeIntervalSince1970: expected))
    #expect(date > context.now)
  }

  /// An era and a leap month are part of the date: Heisei 31 is 2019, not year 31 of the current era.
  @Test func componentsWithAnEraOrALeapMonthAreThatDay() throws {
    var japanese = Calendar(identifier: .japanese)
    japanese.timeZone = Zones.named("Asia/Tokyo")
    let context = DateBuilder.Context(now: Date(timeIntervalSince1970: 1_700_000_000), calendar: japanese)
    let heisei = DateComponents(era: 235, year: 31, month: 4, day: 30, hour: 9)
    #expect(
      try DateBuilder.ResolvedDate.components(heisei).date(in: context)
        == Date(timeIntervalSince1970: 1_556_582_400))
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = Zones.named("Asia/Shanghai")
    let leap = DateComponents(era: 78, year: 40, month: 2, day: 1, hour: 9)
    var leapMonth = leap
    leapMonth.isLeapMonth = true
    let inChina = DateBuilder.Context(now: Date(timeIntervalSince1970: 1_700_000_000), calendar: chinese)
    let plain = try DateBuilder.ResolvedDate.components(leap).date(in: inChina)
    let inLeapMonth = try DateBuilder.ResolvedDate.components(leapMonth).date(in: inChina)
    #expect(inLeapMonth == chinese.date(from: leapMonth))
    #expect(inLeapMonth.timeIntervalSince(plain) > 28 * 86_400)
  }

  /// Components with a time zone name that zone's time, as the original's `date()` (Foundation's
  /// `date(from:)`) and its calendar trigger did: 09:30 in New York is 15:30 in Berlin, across
  /// the weeks when New York has changed its clocks and Berlin has not.
  @Test(arguments: [
    (DateComponents(year: 2026, month: 3, day: 29, hour: 9, minute: 30), 1_774_791_000.0),
    (DateComponents(hour: 9, minute: 0, weekday: 2), 1_774_875_600.0),  // next Monday, 13:00 UTC
    // 02:30 is skipped in New York on 8 March: the first minute after the gap, 03:00 EDT.
    (DateComponents(year: 2026, month: 3, day: 8, hour: 2, minute: 30), 1_772_953_200.0),
  ])
  func componentsWithATimeZoneAreThatZonesTime(components: DateComponents, expected: TimeInterval) throws {
    var pinned = components
    pinned.timeZone = Zones.named("America/New_York")
    let date = try DateBuilder.withContext(Self.context) {
      try DateBuilder.ResolvedDate.components(pinned).date(in: Self.context)
    }
    #expect(date == Date(timeIntervalSince1970: expected))
  }

  /// The components an app reads from a date in a zone (`dateComponents(in:from:)`) name that date again.
  @Test func componentsReadFromADateInAZoneAreThatDate() {
    let meeting = Date(timeIntervalSince1970: 1_775_156_400)  // Thursday 2 April 2026, 15:00 in New York
    let components = Self.context.calendar.dateComponents(in: Zones.named("America/New_York"), from: meeting)
    let date = DateBuilder.withContext(Self.context) {
      DateBuilder.ResolvedDate.components(components).date()
    }
    #expect(date == meeting)
  }

  /// A date the pinned zone lacks is a typed error, not that day in another zone.
  @Test func componentsOfADayTheirZoneSkippedAreATypedError() {
    var skipped = DateComponents(year: 2011, month: 12, day: 30, hour: 9)
    skipped.timeZone = Zones.named("Pacific/Apia")
    let resolved = DateBuilder.withContext(Self.context) { DateBuilder.ResolvedDate.components(skipped) }
    #expect(throws: DateBuilderError.self) { try resolved.date(in: Self.context) }
  }

  /// With a year but no day, components name the date Foundation makes of them.
  @Test func componentsWithAYearAndAnOrdinalWeekdayAreThatDay() throws {
    let secondMondayOfJune = DateComponents(year: 2026, month: 6, hour: 9, weekday: 2, weekdayOrdinal: 2)
    let date = try DateBuilder.ResolvedDate.components(secondMondayOfJune).date(in: Self.context)
    #expect(Self.context.local(date) == "2026-06-08 09:00:00")
    // Counted from the end of the month: the last Sunday of October, the night Berlin falls back.
    let lastSunday = DateComponents(year: 2026, month: 10, hour: 9, weekday: 1, weekdayOrdinal: -1)
    #expect(
      Self.context.local(try DateBuilder.ResolvedDate.components(lastSunday).date(in: Self.context))
        == "2026-10-25 09:00:00")
    // A time the clocks skip that day is its first moment after the gap, as with a day given.
    let springForward = DateComponents(
      year: 2026, month: 3, hour: 2, minute: 30, weekday: 1, weekdayOrdinal: 5)
    #expect(
      Self.context.local(try DateBuilder.ResolvedDate.components(springForward).date(in: Self.context))
        == "2026-03-29 03:00:00")
    // A past date is a date all the same, as in the original.
    let march = DateComponents(year: 2026, month: 3, hour: 9, weekday: 2, weekdayOrdinal: 2)
    #expect(
      Self.context.local(try DateBuilder.ResolvedDate.components(march).date(in: Self.context))
        == "2026-03-09 09:00:00")
  }

  @Test func addingDateComponentsMatchesFoundationAcrossTheClockChange() throws {
    let start = Today().at(hour: 9, minute: 0)
    let step = DateComponents(month: 1, day: 2)
    let moved = try #require(start.adding(dateComponents: step))
    let startDate = try start.date(in: Self.context)
    let expected = Self.context.calendar.date(byAdding: step, to: startDate)
    #expect(try moved.date(in: Self.context) == expected)  // 29 April, 09:00 CEST
    let nextDay = try #require(start.adding(dateComponents: DateComponents(day: 2)))
    #expect(
      try nextDay.date(in: Self.context)
        == Self.context.calendar.date(byAdding: .day, value: 2, to: startDate))
  }

  @Test func hoursMoveTheClockOfAWallClockTimeButAddElapsedTimeToAnInstant() throws {
    // Saturday 28 March 2026, 23:00 in Berlin; the clocks jump from 02:00 to 03:00 that night.
    let evening = Tomorrow().at(hour: 23, minute: 0)
    let calendar = Self.context.calendar
    let eveningDate = try evening.date(in: Self.context)
    // A wall-clock time: four hours on the clock, 03:00 CEST (three hours of elapsed time).
    let wall = try evening.addingHours(4).date(in: Self.context)
    #expect(calendar.dateComponents([.day, .hour], from: wall) == DateComponents(day: 29, hour: 3))
    // An instant, as the original did it for both: four hours of elapsed time, 04:00 CEST.
    let instant = try ExactlyAt(eveningDate).addingHours(4).date(in: Self.context)
    #expect(instant == calendar.date(byAdding: .hour, value: 4, to: eveningDate))
    #expect(calendar.component(.hour, from: instant) == 4)
  }
}

extension OriginalResolvedDateTests {
  @Test func aTimesComponentsAlwaysHaveAMinuteAndASecond() throws {
    let nine = DateBuilder.ResolvedDate.components(DateComponents(year: 2026, month: 5, day: 1, hour: 9))
    let components = try nine.dateComponents(in: .fixed(2026, 4, 1))
    #expect(components.hour == 9)
    #expect(components.minute == 0)
    #expect(components.second == 0)
  }
}
