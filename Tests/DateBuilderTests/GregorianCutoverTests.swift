import DateBuilder
import Foundation
import Testing
import TestSupport

/// October 1582, when the Gregorian calendar began.
///
/// Foundation's Gregorian calendar (and the Buddhist, Japanese and ISO 8601 ones, which share
/// its days) labels it 1 to 4, then 15 to 31, 21 days in all. Days of a month are counted in
/// days, and `day(n)` is the day labelled n.
struct GregorianCutoverTests {
  private static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe"]

  private static func context(_ zone: String, _ identifier: Calendar.Identifier = .gregorian)
    -> DateBuilder.Context
  {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = Zones.named(zone)
    calendar.locale = Locale(identifier: "en_US")
    return DateBuilder.Context(now: Date(timeIntervalSince1970: 1_790_000_000), calendar: calendar)
  }

  private static let october = ExactMonth(year: 1582, month: 10)

  @Test(arguments: zones)
  func theMonthHasItsTwentyOneDays(zone: String) throws {
    let context = Self.context(zone)
    let days = try Self.october.allDays.at(hour: 12, minute: 0).dates(in: context).map {
      String(context.local($0).prefix(10))
    }
    #expect(days.count == 21)
    #expect(days.first == "1582-10-01" && days.last == "1582-10-31")
    #expect(!days.contains { $0 > "1582-10-04" && $0 < "1582-10-15" })
    #expect(try context.label(Self.october.lastDay) == "1582-10-31")
    #expect(try context.label(Self.october.firstDay) == "1582-10-01")
  }

  @Test(arguments: zones)
  func aDayOfTheMonthIsTheDayOfThatNumber(zone: String) throws {
    let context = Self.context(zone)
    #expect(try context.label(Self.october.day(4)) == "1582-10-04")
    #expect(try context.label(Self.october.day(15)) == "1582-10-15")
    #expect(try context.label(Self.october.day(20)) == "1582-10-20")
    #expect(try context.label(Self.october.day(31)) == "1582-10-31")
    // The 5th to the 14th never were: no day, clamped or not.
    #expect(throws: DateBuilderError.notInPeriod(index: 4)) {
      try Self.october.day(5).dateComponents(in: context)
    }
    #expect(throws: DateBuilderError.notInPeriod(index: 13)) {
      try Self.october.day(14, clamped: true).dateComponents(in: context)
    }
    // Past the month's end: November's days, clamped to the 30th, or none.
    let november = ExactMonth(year: 1582, month: 11)
    #expect(try context.label(november.day(31, clamped: true)) == "1582-11-30")
    #expect(throws: DateBuilderError.notInPeriod(index: 30)) {
      try november.day(31).dateComponents(in: context)
    }
  }

  @Test(arguments: zones)
  func weekdaysCountFromEitherEndInDays(zone: String) throws {
    let context = Self.context(zone)
    // Foundation: Friday 15 October 1582 followed Thursday 4 October.
    #expect(try context.label(Self.october.weekday(.last, .saturday)) == "1582-10-30")
    #expect(try context.label(Self.october.weekday(.secondToLast, .saturday)) == "1582-10-23")
    #expect(try context.label(Self.october.first(.friday)) == "1582-10-15")
    #expect(try context.label(Self.october.first(.monday)) == "1582-10-01")
  }

  @Test(arguments: zones)
  func aSeriesOfLastDaysStaysInItsMonths(zone: String) throws {
    let context = Self.context(zone)
    let lastDays = try EveryMonth(forMonths: 3, starting: ExactMonth(year: 1582, month: 9)).lastDay
      .at(hour: 12, minute: 0).dates(in: context).map { context.local($0) }
    #expect(lastDays == ["1582-09-30 12:00:00", "1582-10-31 12:00:00", "1582-11-30 12:00:00"])
  }

  @Test(arguments: [Calendar.Identifier.buddhist, .iso8601])
  func calendarsThatShareTheDaysShareTheMonth(identifier: Calendar.Identifier) throws {
    let context = Self.context("Europe/Berlin", identifier)
    // 15 October 1582, noon UTC, in this calendar's own labels.
    let labels = context.calendar.dateComponents(
      [.year, .month], from: Date(timeIntervalSince1970: -12_219_249_600))
    let month = ExactMonth(year: try #require(labels.year), month: try #require(labels.month))
    #expect(try month.allDays.at(hour: 12, minute: 0).dates(in: context).count == 21)
    #expect(try context.label(month.day(20)).hasSuffix("-10-20"))
    #expect(throws: DateBuilderError.notInPeriod(index: 4)) { try month.day(5).dateComponents(in: context) }
  }
}
