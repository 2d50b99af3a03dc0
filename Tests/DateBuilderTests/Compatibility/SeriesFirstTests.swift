import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

/// A series' `first` and `isEmpty`, as the original's array answered them, are found
/// without reading the rest of the series.
struct SeriesFirstTests {
  private static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe"]

  @Test func firstAndIsEmptyAreTheArraysOwn() {
    expectProperty(
      "first == array.first && isEmpty == array.isEmpty", iterations: 300,
      generate: { g in
        (
          Int.random(in: -2...40, using: &g), Int.random(in: 0...5, using: &g),
          Self.zones.randomElement(using: &g) ?? "UTC", Int.random(in: 0...(400 * 86_400), using: &g)
        )
      }
    ) { count, shape, zone, offset in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = Zones.named(zone)
      let context = DateBuilder.Context(
        now: Date(timeIntervalSince1970: 1_767_225_600 + Double(offset)), calendar: calendar)
      return DateBuilder.withContext(context) {
        switch shape {
        case 0:
          let series = EveryDay(forDays: count, starting: .today).at(hour: 2, minute: 30)
          return series.first == series.array.first && series.isEmpty == series.array.isEmpty
        case 1:
          let series = EveryMonth(forMonths: count, starting: .thisMonth).weekday(.fifth, .friday)
          return series.first == series.array.first && series.isEmpty == series.array.isEmpty
        case 2:
          let series = EveryMonth(forMonths: count, starting: .thisMonth).day(31)
          return series.first == series.array.first && series.isEmpty == series.array.isEmpty
        case 3:
          let series = EveryWeek(forWeeks: count, starting: .thisWeek).weekday(.sunday).onWeekdays()
          return series.first == series.array.first && series.isEmpty == series.array.isEmpty
        case 4:
          let series = EveryYear(forYears: count, starting: .thisYear)
          return series.first == series.array.first && series.isEmpty == series.array.isEmpty
        default:
          let series = EveryDay(forDays: count, starting: .today).onWeekends()
          return series.first == series.array.first && series.isEmpty == series.array.isEmpty
        }
      }
    }
  }

  @Test func theFirstOfTenMillionDaysIsTodaysWithoutTheRest() throws {
    let context = DateBuilder.Context.at(2026, 3, 29, 1, 0, in: "Europe/Berlin")
    let series = EveryDay(forDays: 10_000_000, starting: .today).at(hour: 2, minute: 30)
    let first = try #require(DateBuilder.withContext(context) { series.first })
    #expect(context.local(try first.date(in: context)) == "2026-03-29 03:00:00")
    #expect(!DateBuilder.withContext(context) { series.isEmpty })
  }
}
