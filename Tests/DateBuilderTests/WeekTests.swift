import DateBuilder
import Foundation
import Testing
import TestSupport

struct WeekTests {
  /// A locale, and the first and last day of the week of Wednesday 2024-06-12 there.
  struct WeekShape: Sendable, CustomTestStringConvertible {
    var locale: String
    var first: String
    var last: String
    var testDescription: String { locale }
  }

  static let shapes = [
    WeekShape(locale: "en_US", first: "2024-06-09", last: "2024-06-15"),  // Sunday–Saturday
    WeekShape(locale: "de_DE", first: "2024-06-10", last: "2024-06-16"),  // Monday–Sunday
    WeekShape(locale: "en_GB", first: "2024-06-10", last: "2024-06-16"),
  ]

  @Test(arguments: shapes)
  func firstAndLastDayFollowTheLocale(shape: WeekShape) throws {
    let context = DateBuilder.Context.at(2024, 6, 12, in: "Europe/Berlin", locale: shape.locale)
    #expect(try context.label(ThisWeek().firstDay) == shape.first)
    #expect(try context.label(ThisWeek().lastDay) == shape.last)
  }

  @Test(arguments: Zones.all)
  func allDaysAreTheSevenDaysFromTheFirst(zone: String) throws {
    let context = DateBuilder.Context.at(2024, 6, 12, in: zone, locale: "en_US")
    let days = try ThisWeek().allDays.map { try context.label($0) }
    #expect(
      days == [
        "2024-06-09", "2024-06-10", "2024-06-11", "2024-06-12", "2024-06-13", "2024-06-14", "2024-06-15",
      ])
  }

  @Test func weekdayIsThatDayWithinTheWeek() throws {
    let sundayFirst = DateBuilder.Context.at(2024, 6, 12, in: "UTC", locale: "en_US")
    let mondayFirst = DateBuilder.Context.at(2024, 6, 12, in: "UTC", locale: "de_DE")
    #expect(try sundayFirst.label(NextWeek().weekday(.saturday)) == "2024-06-22")
    #expect(try mondayFirst.label(NextWeek().weekday(.saturday)) == "2024-06-22")
    // Sunday opens the week in the US and closes it in Germany.
    #expect(try sundayFirst.label(NextWeek().weekday(.sunday)) == "2024-06-16")
    #expect(try mondayFirst.label(NextWeek().weekday(.sunday)) == "2024-06-23")
    #expect(try sundayFirst.label(ThisWeek().weekday(.thursday)) == "2024-06-13")
  }

  /// A locale, and the weekend that starts in the week of Wednesday 2024-06-12 there.
  struct WeekendShape: Sendable, CustomTestStringConvertible {
    var locale: String
    var start: String
    var end: String
    var testDescription: String { locale }
  }

  @Test(arguments: [
    WeekendShape(locale: "en_US", start: "2024-06-15", end: "2024-06-16"),  // ends in the next week
    WeekendShape(locale: "de_DE", start: "2024-06-15", end: "2024-06-16"),
    WeekendShape(locale: "he_IL", start: "2024-06-14", end: "2024-06-15"),  // Friday–Saturday
  ])
  func weekendFollowsTheLocale(shape: WeekendShape) throws {
    let context = DateBuilder.Context.at(2024, 6, 12, in: "Asia/Kolkata", locale: shape.locale)
    #expect(try context.label(ThisWeek().weekendStartDay) == shape.start)
    #expect(try context.label(ThisWeek().weekendEndDay) == shape.end)
  }

  /// A weekend is the locale's weekdays in any calendar: the days Foundation's own calendar
  /// names, found without asking it (its Chinese calendar takes milliseconds per weekend).
  @Test(arguments: [Calendar.Identifier.chinese, .hebrew, .islamicUmmAlQura, .persian, .buddhist])
  func weekendsInOtherCalendarsAreTheLocalesDays(identifier: Calendar.Identifier) throws {
    for locale in ["en_US", "he_IL", "hi_IN"] {
      for zone in ["Europe/London", "America/New_York"] {
        var context = DateBuilder.Context.at(2024, 10, 23, in: zone, locale: locale)
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = context.calendar.timeZone
        calendar.locale = context.calendar.locale
        context.calendar = calendar
        var after = try #require(calendar.dateInterval(of: .weekOfYear, for: context.now)).start
        for week in 0..<8 {
          let expected = try #require(calendar.nextWeekend(startingAfter: after.addingTimeInterval(-1)))
          let start = try ThisWeek().addingWeeks(week).weekendStartDay.at(hour: 12, minute: 0).date(
            in: context)
          let end = try ThisWeek().addingWeeks(week).weekendEndDay.at(hour: 12, minute: 0).date(in: context)
          #expect(calendar.isDate(start, inSameDayAs: expected.start), "\(locale) \(zone) week \(week)")
          #expect(
            calendar.isDate(end, inSameDayAs: expected.end.addingTimeInterval(-1)),
            "\(locale) \(zone) week \(week)")
          after = try #require(calendar.date(byAdding: .weekOfYear, value: 1, to: after))
        }
        let weekendDays = try EveryDay(forDays: 28, starting: .today).onWeekends().at(hour: 12, minute: 0)
          .dates(in: context)
        let expected = (0..<28).compactMap { calendar.date(byAdding: .day, value: $0, to: context.now) }
          .filter { calendar.isDateInWeekend($0) }
        #expect(
          weekendDays.map { calendar.startOfDay(for: $0) } == expected.map { calendar.startOfDay(for: $0) },
          "\(locale) \(zone)")
      }
    }
  }

  @Test func anExplicitFirstWeekdayOverridesTheLocale() throws {
    var context = DateBuilder.Context.at(2024, 6, 12, in: "UTC", locale: "en_US")
    context.calendar.firstWeekday = 6
    #expect(try context.label(ThisWeek().firstDay) == "2024-06-07")  // a Friday
    #expect(try context.label(ThisWeek().lastDay) == "2024-06-13")
  }

  @Test func weeksSpanTheTurnOfTheYear() throws {
    let sundayFirst = DateBuilder.Context.at(2024, 12, 31, in: "America/Havana", locale: "en_US")
    let mondayFirst = DateBuilder.Context.at(2024, 12, 31, in: "America/Havana", locale: "de_DE")
    #expect(try sundayFirst.label(ThisWeek().firstDay) == "2024-12-29")
    #expect(try sundayFirst.label(ThisWeek().lastDay) == "2025-01-04")
    #expect(try mondayFirst.label(ThisWeek().firstDay) == "2024-12-30")
    #expect(try mondayFirst.label(ThisWeek().lastDay) == "2025-01-05")
  }

  @Test func weekOfADateOrADayAndAddingWeeks() throws {
    let context = DateBuilder.Context.at(2024, 6, 12, in: "America/New_York", locale: "en_US")
    let createdAt = try Date.utc("2024-02-29T15:00:00Z")  // a Thursday
    #expect(try context.label(WeekOf(createdAt).firstDay) == "2024-02-25")
    #expect(try context.label(WeekOf(createdAt).addingWeeks(1).lastDay) == "2024-03-09")
    #expect(try context.label(WeekOf(Today()).firstDay) == "2024-06-09")
    #expect(try context.label(WeekOf(Tomorrow().addingDays(3)).firstDay) == "2024-06-16")
    #expect(try context.label(AddingWeeks(5, to: .thisWeek).firstDay) == "2024-07-14")
    #expect(try context.label(ThisWeek().addingWeeks(-2).firstDay) == "2024-05-26")
    #expect(WeekOf(Today()) == DateBuilder.Week.weekOf(Today()))
    #expect(NextWeek() == ThisWeek().addingWeeks(1))
  }

  @Test func weekOfAnInstantUsesTheContextsTimeZone() throws {
    // Saturday 23:30 in New York is already Sunday in UTC, the first day of the next week.
    let instant = try Date.utc("2024-06-16T03:30:00Z")
    let newYork = DateBuilder.Context.at(2024, 1, 1, in: "America/New_York", locale: "en_US")
    let utc = DateBuilder.Context.at(2024, 1, 1, in: "UTC", locale: "en_US")
    #expect(try newYork.label(WeekOf(instant).firstDay) == "2024-06-09")
    #expect(try utc.label(WeekOf(instant).firstDay) == "2024-06-16")
  }
}
