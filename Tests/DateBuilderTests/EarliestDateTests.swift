import DateBuilder
import Foundation
import Testing
import TestSupport

/// Foundation's calendars give every day up to Julian Day 0 (November 4714 BC) one label:
/// a date before the representable range is `outOfRange`, never a date read with another
/// day's year, month and day.
struct EarliestDateTests {
  private static let secondsPerDay = 86_400.0
  /// 24 November 4714 BC in the proleptic Gregorian calendar, Julian Day 0: the last day
  /// Foundation labels as it labels every day before it.
  private static let julianDayZero = Date(timeIntervalSince1970: -2_440_588 * secondsPerDay)
  /// 1 January 4712 BC in the Julian calendar: the first representable day.
  private static let firstDay = Date(timeIntervalSince1970: -2_440_222 * secondsPerDay)

  @Test(arguments: ["Europe/Berlin", "America/New_York", "Pacific/Kiritimati"])
  func aDateFoundationCannotLabelIsOutOfRange(zone: String) {
    let context = DateBuilder.Context.at(2026, 3, 29, in: zone)
    for days in [-1.0, -400, -36_000_000] {
      let date = Self.julianDayZero.addingTimeInterval(days * Self.secondsPerDay)
      #expect(throws: DateBuilderError.outOfRange) { try DayOf(date).dateComponents(in: context) }
      #expect(throws: DateBuilderError.outOfRange) { try ExactlyAt(date).date(in: context) }
      #expect(throws: DateBuilderError.outOfRange) { try MonthOf(date).firstDay.dateComponents(in: context) }
    }
  }

  @Test func movingBackPastTheFirstDayIsOutOfRange() {
    let context = DateBuilder.Context.at(2026, 10, 25, in: "Europe/Berlin")
    let start = ExactDay(year: 2026, month: 10, day: 25)
    #expect(throws: DateBuilderError.outOfRange) {
      try start.addingDays(-3_000_000).dateComponents(in: context)
    }
    #expect(throws: DateBuilderError.outOfRange) {
      try start.at(hour: 9, minute: 0).addingYears(-6_800).date(in: context)
    }
    #expect(throws: DateBuilderError.outOfRange) {
      try ExactMonth(year: 2026, month: 10).addingMonths(-12 * 6_800).firstDay.dateComponents(in: context)
    }
    #expect(throws: DateBuilderError.outOfRange) {
      try ExactlyAt(context.now).addingDays(-3_000_000).date(in: context)
    }
  }

  @Test func theFirstRepresentableDaysKeepTheirOwnLabels() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let context = DateBuilder.Context(now: Self.firstDay, calendar: calendar)
    let first = try DayOf(Self.firstDay).dateComponents(in: context)
    let second = try DayOf(Self.firstDay).addingDays(1).dateComponents(in: context)
    #expect([first.era, first.year, first.month, first.day] == [0, 4712, 1, 1])
    #expect([second.era, second.year, second.month, second.day] == [0, 4712, 1, 2])
    #expect(
      try ExactlyAt(Self.firstDay).addingDays(1).date(in: context) == Self.firstDay + Self.secondsPerDay)
  }
}

/// A Gregorian year before Christ is labelled with its era: without it, the components would
/// name the year of the same number after Christ.
struct YearBeforeChristTests {
  @Test(arguments: ["Europe/Berlin", "America/New_York"])
  func aDayBeforeChristCarriesItsEra(zone: String) throws {
    let context = DateBuilder.Context.at(2026, 11, 1, in: zone)
    // 15 March 44 BC (Julian), noon in the zone.
    let ides = try #require(
      context.calendar.date(from: DateComponents(era: 0, year: 44, month: 3, day: 15, hour: 12)))
    let components = try DayOf(ides).dateComponents(in: context)
    #expect([components.era, components.year, components.month, components.day] == [0, 44, 3, 15])
    let resolved = try DayOf(ides).at(hour: 9, minute: 0).dateComponents(in: context)
    #expect(resolved.era == 0 && resolved.year == 44)
    #expect(context.calendar.date(from: resolved) == ides.addingTimeInterval(-3 * 3_600))
    // After Christ a Gregorian year still carries no era, as Foundation's own components do not.
    #expect(try Today().dateComponents(in: context).era == nil)
  }
}

/// Far from now, Foundation's Chinese calendar gives months and years that do not contain the
/// day asked about (from about the Gregorian year 67,000): those are out of range, not another
/// year's days.
struct FarChineseYearsTests {
  @Test(arguments: ["UTC", "Asia/Shanghai", "America/New_York"])
  func aYearThatDoesNotContainTodayIsOutOfRange(zone: String) throws {
    var calendar = Calendar(identifier: .chinese)
    calendar.timeZone = Zones.named(zone)
    let context = DateBuilder.Context(now: Date(timeIntervalSince1970: 2_214_674_520_244), calendar: calendar)
    let today = try Today().at(hour: 12, minute: 0).date(in: context)
    for expression in [ThisYear().firstMonth.firstDay, ThisMonth().firstDay, ThisYear().lastMonth.lastDay] {
      do {
        let found = try expression.at(hour: 12, minute: 0).date(in: context)
        // An answer is only one whose period holds today.
        if expression == ThisYear().lastMonth.lastDay {
          #expect(found >= today)
        } else {
          #expect(found <= today)
        }
      } catch {
        #expect(error == .outOfRange)
      }
    }
  }
}
