import DateBuilder
import Foundation
import Testing
import TestSupport

/// `ExactDay(era:year:month:isLeapMonth:day:)` names a day of a leap month or of an era's year.
struct ExactDayLabelsTests {
  private func context(_ identifier: Calendar.Identifier, _ zone: String) -> DateBuilder.Context {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = Zones.named(zone)
    return DateBuilder.Context(now: Date(timeIntervalSince1970: 1_750_000_000), calendar: calendar)
  }

  private func foundationDate(_ context: DateBuilder.Context, _ components: DateComponents) -> Date? {
    context.calendar.date(from: components)
  }

  @Test(arguments: ["Asia/Shanghai", "America/New_York", "Europe/Berlin"])
  func aDayOfAChineseLeapMonthIsNotTheOrdinaryMonthsDay(zone: String) throws {
    let chinese = context(.chinese, zone)
    let leap = try ExactDay(era: 78, year: 42, month: 6, isLeapMonth: true, day: 8).at(hour: 9, minute: 0)
      .date(in: chinese)
    let ordinary = try ExactDay(era: 78, year: 42, month: 6, day: 8).at(hour: 9, minute: 0).date(in: chinese)
    var components = DateComponents(era: 78, year: 42, month: 6, day: 8, hour: 9)
    #expect(ordinary == foundationDate(chinese, components))
    components.isLeapMonth = true
    #expect(leap == foundationDate(chinese, components))
    #expect(leap != ordinary)
    let labels = try ExactDay(era: 78, year: 42, month: 6, isLeapMonth: true, day: 8).dateComponents(
      in: chinese)
    #expect(labels.isLeapMonth == true && labels.month == 6 && labels.day == 8)
  }

  @Test func aJapaneseEraNamesItsOwnYears() throws {
    let japanese = context(.japanese, "Asia/Tokyo")
    let heisei7 = try ExactDay(era: 235, year: 7, month: 5, day: 1).at(hour: 9, minute: 0).date(in: japanese)
    let reiwa7 = try ExactDay(era: 236, year: 7, month: 5, day: 1).at(hour: 9, minute: 0).date(in: japanese)
    #expect(heisei7 == foundationDate(japanese, DateComponents(era: 235, year: 7, month: 5, day: 1, hour: 9)))
    #expect(reiwa7 == foundationDate(japanese, DateComponents(era: 236, year: 7, month: 5, day: 1, hour: 9)))
  }

  @Test func aLeapMonthTheYearLacksOrAYearPastItsEraIsNoDay() {
    let chinese = context(.chinese, "Asia/Shanghai")
    #expect(throws: DateBuilderError.invalidDate(year: 43, month: 6, day: 8)) {
      try ExactDay(era: 78, year: 43, month: 6, isLeapMonth: true, day: 8).at(hour: 9, minute: 0).date(
        in: chinese)
    }
    #expect(throws: DateBuilderError.invalidDate(year: 40, month: 5, day: 1)) {
      try ExactDay(era: 235, year: 40, month: 5, day: 1).at(hour: 9, minute: 0).date(
        in: context(.japanese, "Asia/Tokyo"))
    }
    #expect(throws: DateBuilderError.invalidDate(year: 2027, month: 6, day: 3)) {
      try ExactDay(era: nil, year: 2027, month: 6, isLeapMonth: true, day: 3).at(hour: 9, minute: 0)
        .date(in: context(.gregorian, "Europe/Berlin"))
    }
  }
}
