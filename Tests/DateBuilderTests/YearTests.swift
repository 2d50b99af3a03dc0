import DateBuilder
import Foundation
import Testing
import TestSupport

struct YearTests {
  private let context = DateBuilder.Context.at(2021, 1, 31, in: "America/Santiago")

  @Test func firstAndLastMonthOfTheYear() throws {
    #expect(try context.label(ThisYear().firstMonth.firstDay) == "2021-01-01")
    #expect(try context.label(ThisYear().lastMonth.lastDay) == "2021-12-31")
    #expect(try context.label(NextYear().firstMonth.firstDay) == "2022-01-01")
    #expect(try context.label(ExactYear(year: 2020).lastMonth.lastDay) == "2020-12-31")
  }

  @Test func readmesFirstThursdayOfAprilTwoYearsAfterNext() throws {
    // The README's comment, written in 2021: "year: 2024, month: 4, day: 4".
    let day = NextYear().addingYears(2).firstMonth.addingMonths(3).first(.thursday)
    #expect(try day.dateComponents(in: context) == DateComponents(year: 2024, month: 4, day: 4))
  }

  @Test func yearOfADateADayOrAMonth() throws {
    let newYearsEve = DateBuilder.Context.at(2024, 12, 31, in: "Pacific/Apia")
    #expect(try newYearsEve.label(YearOf(Today()).firstMonth.firstDay) == "2024-01-01")
    #expect(try newYearsEve.label(YearOf(Tomorrow()).firstMonth.firstDay) == "2025-01-01")
    #expect(try newYearsEve.label(YearOf(NextMonth()).lastMonth.lastDay) == "2025-12-31")
    #expect(
      try newYearsEve.label(YearOf(try Date.utc("2019-07-01T00:00:00Z")).firstMonth.firstDay) == "2019-01-01")
    #expect(
      try newYearsEve.label(DateBuilder.Year.yearOf(try Date.utc("2019-07-01T00:00:00Z")).lastMonth.firstDay)
        == "2019-12-01")
    #expect(try newYearsEve.label(AddingYears(1, to: ThisYear()).firstMonth.firstDay) == "2025-01-01")
    #expect(try newYearsEve.label(ThisYear().addingYears(-24).firstMonth.firstDay) == "2000-01-01")
  }

  @Test func yearOfAnInstantUsesTheContextsTimeZone() throws {
    let instant = try Date.utc("2025-01-01T02:30:00Z")  // 23:30 on New Year's Eve in Santiago (UTC-3)
    #expect(try context.label(YearOf(instant).firstMonth.firstDay) == "2024-01-01")
  }

  @Test func allMonthsAreTheTwelveGregorianMonths() throws {
    let firstDays = try ExactYear(year: 2024).allMonths.firstDay.dateComponents(in: context)
    #expect(firstDays.map(context.day) == (1...12).map { String(format: "2024-%02d-01", $0) })
    let lastDays = try ExactYear(year: 2024).allMonths.lastDay.dateComponents(in: context).map { $0.day ?? 0 }
    #expect(lastDays == [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    let february2100 = try ExactYear(year: 2100).firstMonth.addingMonths(1).lastDay.dateComponents(
      in: context)
    #expect(february2100 == DateComponents(year: 2100, month: 2, day: 28))
  }

  @Test func aHebrewLeapYearHasThirteenMonths() throws {
    var hebrew = Calendar(identifier: .hebrew)
    hebrew.timeZone = Zones.named("UTC")
    let context = DateBuilder.Context(now: self.context.now, calendar: hebrew)
    let leap = try ExactYear(year: 5784).allMonths.firstDay.dateComponents(in: context)
    let common = try ExactYear(year: 5785).allMonths.firstDay.dateComponents(in: context)
    #expect(leap.count == 13)
    #expect(common.count == 12)
    #expect(leap.first?.year == 5784)
    #expect(leap.first?.month == 1)
  }

  @Test func addingYearsToTheLeapDayClampsToTheEndOfFebruary() throws {
    let leapDay = ExactDay(year: 2024, month: 2, day: 29).at(hour: 9, minute: 0)
    #expect(
      try leapDay.addingYears(1).dateComponents(in: context)
        == DateComponents(year: 2025, month: 2, day: 28, hour: 9, minute: 0, second: 0))
    #expect(
      try leapDay.addingYears(4).dateComponents(in: context)
        == DateComponents(year: 2028, month: 2, day: 29, hour: 9, minute: 0, second: 0))
  }
}
