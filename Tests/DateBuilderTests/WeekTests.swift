import DateBuilder
import Foundation
import Testing

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
    #expect(context.day(try ThisWeek().firstDay.dateComponents(in: context)) == shape.first)
    #expect(context.day(try ThisWeek().lastDay.dateComponents(in: context)) == shape.last)
  }

  @Test(arguments: Zones.all)
  func allDaysAreTheSevenDaysFromTheFirst(zone: String) throws {
    let context = DateBuilder.Context.at(2024, 6, 12, in: zone, locale: "en_US")
    let days = try ThisWeek().allDays.map { context.day(try $0.dateComponents(in: context)) }
    #expect(days == ["2024-06-09", "2024-06-10", "2024-06-11", "2024-06-12", "2024-06-13", "2024-06-14", "2024-06-15"])
  }

  @Test func weekdayIsThatDayWithinTheWeek() throws {
    let sundayFirst = DateBuilder.Context.at(2024, 6, 12, in: "UTC", locale: "en_US")
    let mondayFirst = DateBuilder.Context.at(2024, 6, 12, in: "UTC", locale: "de_DE")
    #expect(sundayFirst.day(try NextWeek().weekday(.saturday).dateComponents(in: sundayFirst)) == "2024-06-22")
    #expect(mondayFirst.day(try NextWeek().weekday(.saturday).dateComponents(in: mondayFirst)) == "2024-06-22")
    // Sunday opens the week in the US and closes it in Germany.
    #expect(sundayFirst.day(try NextWeek().weekday(.sunday).dateComponents(in: sundayFirst)) == "2024-06-16")
    #expect(mondayFirst.day(try NextWeek().weekday(.sunday).dateComponents(in: mondayFirst)) == "2024-06-23")
    #expect(sundayFirst.day(try ThisWeek().weekday(.thursday).dateComponents(in: sundayFirst)) == "2024-06-13")
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
    #expect(context.day(try ThisWeek().weekendStartDay.dateComponents(in: context)) == shape.start)
    #expect(context.day(try ThisWeek().weekendEndDay.dateComponents(in: context)) == shape.end)
  }

  @Test func anExplicitFirstWeekdayOverridesTheLocale() throws {
    var context = DateBuilder.Context.at(2024, 6, 12, in: "UTC", locale: "en_US")
    context.calendar.firstWeekday = 6
    #expect(context.day(try ThisWeek().firstDay.dateComponents(in: context)) == "2024-06-07")  // a Friday
    #expect(context.day(try ThisWeek().lastDay.dateComponents(in: context)) == "2024-06-13")
  }

  @Test func weeksSpanTheTurnOfTheYear() throws {
    let sundayFirst = DateBuilder.Context.at(2024, 12, 31, in: "America/Havana", locale: "en_US")
    let mondayFirst = DateBuilder.Context.at(2024, 12, 31, in: "America/Havana", locale: "de_DE")
    #expect(sundayFirst.day(try ThisWeek().firstDay.dateComponents(in: sundayFirst)) == "2024-12-29")
    #expect(sundayFirst.day(try ThisWeek().lastDay.dateComponents(in: sundayFirst)) == "2025-01-04")
    #expect(mondayFirst.day(try ThisWeek().firstDay.dateComponents(in: mondayFirst)) == "2024-12-30")
    #expect(mondayFirst.day(try ThisWeek().lastDay.dateComponents(in: mondayFirst)) == "2025-01-05")
  }

  @Test func weekOfADateOrADayAndAddingWeeks() throws {
    let context = DateBuilder.Context.at(2024, 6, 12, in: "America/New_York", locale: "en_US")
    let createdAt = try Date.utc("2024-02-29T15:00:00Z")  // a Thursday
    #expect(context.day(try WeekOf(createdAt).firstDay.dateComponents(in: context)) == "2024-02-25")
    #expect(context.day(try WeekOf(createdAt).addingWeeks(1).lastDay.dateComponents(in: context)) == "2024-03-09")
    #expect(context.day(try WeekOf(Today()).firstDay.dateComponents(in: context)) == "2024-06-09")
    #expect(context.day(try WeekOf(Tomorrow().addingDays(3)).firstDay.dateComponents(in: context)) == "2024-06-16")
    #expect(context.day(try AddingWeeks(5, to: .thisWeek).firstDay.dateComponents(in: context)) == "2024-07-14")
    #expect(context.day(try ThisWeek().addingWeeks(-2).firstDay.dateComponents(in: context)) == "2024-05-26")
    #expect(WeekOf(Today()) == DateBuilder.Week.weekOf(Today()))
    #expect(NextWeek() == ThisWeek().addingWeeks(1))
  }

  @Test func weekOfAnInstantUsesTheContextsTimeZone() throws {
    // Saturday 23:30 in New York is already Sunday in UTC, the first day of the next week.
    let instant = try Date.utc("2024-06-16T03:30:00Z")
    let newYork = DateBuilder.Context.at(2024, 1, 1, in: "America/New_York", locale: "en_US")
    let utc = DateBuilder.Context.at(2024, 1, 1, in: "UTC", locale: "en_US")
    #expect(newYork.day(try WeekOf(instant).firstDay.dateComponents(in: newYork)) == "2024-06-09")
    #expect(utc.day(try WeekOf(instant).firstDay.dateComponents(in: utc)) == "2024-06-16")
  }
}
