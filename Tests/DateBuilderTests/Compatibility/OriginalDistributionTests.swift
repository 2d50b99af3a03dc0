@testable import DateBuilder
import Foundation
import Testing
import TestSupport

/// The original DateBuilder's `DelayDistribution`, and its `distribution:` on longer periods.
///
/// A top-level type whose closure sees the occurrence's number and the total count. In
/// Sydney, across the October change to summer time.
struct OriginalDistributionTests {
  static let context = DateBuilder.Context.fixed(2026, 9, 28, 12, 0, in: "Australia/Sydney")

  static func days(_ dates: [Date]) -> [Int] {
    dates.map { Int(($0.timeIntervalSince(dates[0]) / 86_400).rounded()) }
  }

  @Test func aDistributionSeesTheNumberAndTheTotal() throws {
    let backLoaded = DelayDistribution { number, total in number < total / 2 ? number : number * 2 }
    let dates = try EveryDay(forDays: 6, starting: .today, distribution: backLoaded).at(hour: 9, minute: 0)
      .dates(in: Self.context)
    #expect(Self.days(dates) == [0, 1, 2, 6, 8, 10])
  }

  @Test func generateBuildsTheOriginalsArrays() {
    let offsets = DelayDistribution.normal.generate(count: 4, start: 100) { $0 + $1 }
    #expect(offsets == [100, 101, 102, 103])
    #expect(DelayDistribution.normal.generate(count: -1, start: 0) { $0 + $1 }.isEmpty)
    let total = DelayDistribution { number, total in number * total }.generate(count: 3, start: 0) { $0 + $1 }
    #expect(total == [0, 3, 6])
  }

  @Test func generateWithoutEndMakesAsManyUnitsAsTheCalendarsHaveDays() {
    let days = CivilDay.representable.count
    #expect(DelayDistribution.generatedCount(for: .max) == days)
    #expect(DelayDistribution.generatedCount(for: days + 1) == days)
    #expect(DelayDistribution.generatedCount(for: .min) == 0)
    #expect(DelayDistribution.generatedCount(for: 64) == 64)
    #expect(DelayDistribution.normal.generate(count: 3, start: 10, addDelay: +) == [10, 11, 12])
  }

  @Test func weeksMonthsAndYearsTakeADistribution() throws {
    let everyOtherWeek = DelayDistribution(dayOffset: { $0 * 2 })
    let mondays = try EveryWeek(forWeeks: 3, starting: .thisWeek, distribution: everyOtherWeek).weekday(
      .monday
    )
    .at(hour: 9, minute: 0).dates(in: Self.context)
    #expect(Self.days(mondays) == [0, 14, 28])
    let months = try EveryMonth(forMonths: 3, starting: .thisMonth, distribution: .normal).firstDay
      .at(hour: 9, minute: 0).dateComponents(in: Self.context)
    #expect(months.map(\.month) == [9, 10, 11])
    let years = try EveryYear(forYears: 2, starting: .thisYear, distribution: .normal).lastMonth.lastDay
      .at(hour: 9, minute: 0).dateComponents(in: Self.context)
    #expect(years.map(\.year) == [2026, 2027])
  }

  @Test func aDistributionThatDoesNotMoveForwardIsATypedErrorForWeeksToo() {
    let stuck = DelayDistribution(dayOffset: { _ in 0 })
    #expect(throws: DateBuilderError.nonIncreasingDistribution(index: 1, offset: 0, previous: 0)) {
      try EveryWeek(forWeeks: 3, starting: .thisWeek, distribution: stuck).weekday(.monday).at(
        hour: 9, minute: 0
      )
      .dates(in: Self.context)
    }
  }
}
