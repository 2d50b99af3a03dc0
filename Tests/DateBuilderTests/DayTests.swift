import DateBuilder
import Foundation
import Testing
import TestSupport

struct DayTests {
  @Test(arguments: Zones.all)
  func todayIsTheDayItIsInTheContextsTimeZone(zone: String) throws {
    let context = DateBuilder.Context.at(2024, 6, 15, 23, 30, in: zone)
    #expect(try context.label(Today()) == "2024-06-15")
    #expect(try context.label(Tomorrow()) == "2024-06-16")
    #expect(try context.label(DateBuilder.Day.today.addingDays(-1)) == "2024-06-14")
  }

  @Test func theSameInstantIsADifferentDayInAnotherTimeZone() throws {
    var context = DateBuilder.Context.at(2024, 6, 15, 23, 30, in: "America/New_York")
    #expect(try context.label(Today()) == "2024-06-15")
    context.timeZone = Zones.named("UTC")
    #expect(try context.label(Today()) == "2024-06-16")
    context.timeZone = Zones.named("Asia/Kolkata")
    #expect(try context.label(DayOf(context.now)) == "2024-06-16")
  }

  @Test(arguments: Zones.all)
  func tomorrowCrossesMonthAndYearEnds(zone: String) throws {
    let newYearsEve = DateBuilder.Context.at(2024, 12, 31, in: zone)
    #expect(try newYearsEve.label(Tomorrow()) == "2025-01-01")
    let endOfApril = DateBuilder.Context.at(2025, 4, 30, in: zone)
    #expect(try endOfApril.label(Tomorrow()) == "2025-05-01")
  }

  @Test func dayOfADateIsItsDayInTheContextsTimeZone() throws {
    let instant = try Date.utc("2024-03-10T03:30:00Z")
    let newYork = DateBuilder.Context.at(2024, 1, 1, in: "America/New_York")
    let kolkata = DateBuilder.Context.at(2024, 1, 1, in: "Asia/Kolkata")
    #expect(try newYork.label(DayOf(instant)) == "2024-03-09")
    #expect(try kolkata.label(DayOf(instant)) == "2024-03-10")
    #expect(
      try DateBuilder.Day.dayOf(instant).dateComponents(in: newYork)
        == DayOf(instant).dateComponents(in: newYork))
  }

  @Test func exactDayHasTheGivenYearMonthAndDay() throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: "Europe/Berlin")
    #expect(
      try ExactDay(year: 2020, month: 10, day: 5).dateComponents(in: context)
        == DateComponents(year: 2020, month: 10, day: 5))
  }

  @Test func aDaysComponentsCarryNoTimeOfDay() throws {
    let context = DateBuilder.Context.at(2024, 6, 15, 18, 45, in: "UTC")
    let components = try Tomorrow().dateComponents(in: context)
    #expect(components == DateComponents(year: 2024, month: 6, day: 16))
    #expect(components.hour == nil)
  }

  @Test func addingDaysCountsLeapDaysOnlyInLeapYears() throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: "UTC")
    #expect(try context.label(ExactDay(year: 2024, month: 2, day: 28).addingDays(1)) == "2024-02-29")
    #expect(try context.label(ExactDay(year: 2024, month: 2, day: 28).addingDays(2)) == "2024-03-01")
    #expect(try context.label(ExactDay(year: 2024, month: 3, day: 1).addingDays(-1)) == "2024-02-29")
    #expect(try context.label(ExactDay(year: 2100, month: 2, day: 28).addingDays(1)) == "2100-03-01")
    #expect(try context.label(ExactDay(year: 2000, month: 2, day: 28).addingDays(1)) == "2000-02-29")
    #expect(try context.label(ExactDay(year: 2024, month: 1, day: 1).addingDays(366)) == "2025-01-01")
  }

  @Test func addingDaysFunctionMatchesTheMethod() throws {
    let context = DateBuilder.Context.at(2024, 6, 15, in: "Europe/Berlin")
    let createdAt = try Date.utc("2024-05-01T10:00:00Z")
    #expect(try context.label(AddingDays(15, to: .today)) == "2024-06-30")
    #expect(try context.label(AddingDays(15, to: .dayOf(createdAt))) == "2024-05-16")
    #expect(try context.label(AddingDays(2, to: .tomorrow)) == "2024-06-18")
    #expect(AddingDays(15, to: .today) == Today().addingDays(15))
  }

  @Test(arguments: Zones.all)
  func dayArithmeticNeverLosesOrRepeatsADay(zone: String) throws {
    // A year whose days the zones' midnight jumps and DST changes cross: every step of one
    // day is exactly the next calendar day.
    let context = DateBuilder.Context.at(2024, 1, 1, in: zone)
    var expected = try #require(
      context.calendar.date(from: DateComponents(year: 2024, month: 1, day: 1, hour: 12)))
    for offset in 0..<366 {
      let labels = try Today().addingDays(offset).dateComponents(in: context)
      let wanted = context.calendar.dateComponents([.year, .month, .day], from: expected)
      #expect(labels == wanted, "offset \(offset)")
      expected = try #require(context.calendar.date(byAdding: .day, value: 1, to: expected))
    }
  }

  @Test func aCalendarOtherThanGregorianLabelsDaysWithItsEra() throws {
    var japanese = Calendar(identifier: .japanese)
    japanese.timeZone = Zones.named("Asia/Tokyo")
    let context = DateBuilder.Context(now: try Date.utc("2024-06-12T03:00:00Z"), calendar: japanese)
    let components = try Today().dateComponents(in: context)
    #expect(components.year == 6)  // Reiwa 6
    #expect(components.month == 6)
    #expect(components.day == 12)
    #expect(components.era != nil)
  }

  @Test func convenienceFormReadsTheCurrentContext() throws {
    let context = DateBuilder.Context.at(2024, 2, 28, in: "Pacific/Apia")
    let components = DateBuilder.withContext(context) { Tomorrow().dateComponents() }
    #expect(components == DateComponents(year: 2024, month: 2, day: 29))
  }
}
