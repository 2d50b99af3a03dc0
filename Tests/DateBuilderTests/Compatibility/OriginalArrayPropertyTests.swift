import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

/// The original DateBuilder's arrays — `Month.allDays`, `Year.allMonths`, `EveryDay` — against
/// Foundation's calendar, over seeded random months in zones with daylight saving time (a
/// failure names its seed and a shrunk case; rerun with `NICE_SEED`).
struct OriginalArrayPropertyTests {
  struct Case: CustomStringConvertible {
    var zone: String
    var year: Int
    var month: Int
    var count: Int
    var description: String { "\(zone) \(year)-\(month) count \(count)" }
  }

  private static func generate(_ g: inout SeededGenerator) -> Case {
    Case(
      zone: Zones.all[Int.random(in: 0..<Zones.all.count, using: &g)],
      year: Int.random(in: 1950...2080, using: &g), month: Int.random(in: 1...12, using: &g),
      count: Int.random(in: 0...40, using: &g))
  }

  private static func shrink(_ value: Case) -> [Case] {
    var smaller: [Case] = Shrink.int(value.count).filter { $0 >= 0 }.map { count in
      var copy = value
      copy.count = count
      return copy
    }
    if value.zone != "UTC" {
      var copy = value
      copy.zone = "UTC"
      smaller.append(copy)
    }
    return smaller
  }

  private func expectProperty(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation, _ property: (Case) throws -> Bool
  ) {
    let failure = check(
      name, iterations: 200, generate: Self.generate, shrink: Self.shrink, property: property)
    if let failure { Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation) }
  }

  /// Noon on the first of the case's month, in its zone.
  private func context(_ value: Case) -> DateBuilder.Context {
    DateBuilder.Context.at(value.year, value.month, 1, in: value.zone)
  }

  /// Foundation's labels of the `count` days from the first of the case's month, read in
  /// UTC, where every day exists.
  private func oracleDays(_ value: Case, count: Int) -> [DateComponents] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named("UTC")
    guard
      let first = calendar.date(from: DateComponents(year: value.year, month: value.month, day: 1, hour: 12))
    else { return [] }
    return (0..<count).compactMap { offset in
      calendar.date(byAdding: .day, value: offset, to: first).map {
        calendar.dateComponents([.year, .month, .day], from: $0)
      }
    }
  }

  @Test func aMonthsDaysAsAnArrayAreItsDaysInTheCalendar() {
    expectProperty("[Day] = ExactMonth(…).allDays is the month's days, as the series counts them") { value in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = Zones.named("UTC")
      let first = calendar.date(from: DateComponents(year: value.year, month: value.month, day: 1))
      let length = first.flatMap { calendar.range(of: .day, in: .month, for: $0)?.count } ?? -1
      return DateBuilder.withContext(context(value)) {
        let month = ExactMonth(year: value.year, month: value.month)
        let days: [DateBuilder.Day] = month.allDays
        return days.count == length && month.allDays.count == length
          && days.dateComponents() == oracleDays(value, count: length)
      }
    }
  }

  @Test func everyDayAsAnArrayIsOneDayPerStepAndMatchesTheSeries() {
    expectProperty("[Day] = EveryDay(forDays: n, …) has n days, the same as the series iterates") { value in
      DateBuilder.withContext(context(value)) {
        let start = ExactDay(year: value.year, month: value.month, day: 1)
        let days: [DateBuilder.Day] = EveryDay(forDays: value.count, starting: start)
        let series = EveryDay(forDays: value.count, starting: start)
        let iterated = series.map { $0.dateComponents() }
        let expected = oracleDays(value, count: value.count)
        return days.count == value.count && series.count == value.count
          && days.dateComponents() == expected && iterated == expected
      }
    }
  }

  @Test func aYearsMonthsAsAnArrayAreTwelve() {
    expectProperty("[Month] = ExactYear(…).allMonths is January to December") { value in
      DateBuilder.withContext(context(value)) {
        let months: [DateBuilder.Month] = ExactYear(year: value.year).allMonths
        return months.map { $0.firstDay.dateComponents() }
          == (1...12).map { DateComponents(year: value.year, month: $0, day: 1) }
      }
    }
  }

  /// As in the original, an array's days follow the distribution's offsets in whatever order
  /// they come (a series needs them to increase, and reports a typed error otherwise).
  @Test func anArrayFollowsADistributionsOffsetsInTheirOrder() {
    expectProperty("[Day] = EveryDay(…, distribution:) puts day n at the nth offset") { value in
      DateBuilder.withContext(context(value)) {
        let start = ExactDay(year: value.year, month: value.month, day: 1)
        let backwards = DateBuilder.DelayDistribution { number, total in total - 1 - number }
        let halves = DateBuilder.DelayDistribution { number, _ in number / 2 }
        let reversed: [DateBuilder.Day] = EveryDay(
          forDays: value.count, starting: start, distribution: backwards)
        let doubled: [DateBuilder.Day] = EveryDay(forDays: value.count, starting: start, distribution: halves)
        let oracle = oracleDays(value, count: value.count)
        return reversed.dateComponents() == Array(oracle.reversed())
          && doubled.dateComponents() == (0..<value.count).map { oracle[$0 / 2] }
      }
    }
  }

  /// More units than the calendars' range holds days make no array: one element, which fails with
  /// `.outOfRange`, rather than an allocation that traps or a walk that never ends.
  @Test(arguments: [Int.max, 40_000_000])
  func anArrayOfMoreUnitsThanTheRangeHoldsIsOneTypedError(count: Int) {
    let context = DateBuilder.Context.at(2026, 3, 1, in: "America/Santiago")
    let nine = TimeOfDay.time(hour: 9, minute: 0)
    let days: [DateBuilder.Day] = EveryDay(forDays: count, starting: .today)
    let weeks: [DateBuilder.Week] = EveryWeek(forWeeks: count, starting: .thisWeek)
    let months: [DateBuilder.Month] = EveryMonth(
      forMonths: count, starting: .thisMonth, distribution: .optimized)
    let years: [DateBuilder.Year] = EveryYear(forYears: count, starting: .thisYear)
    let times = EveryDay(starting: .today, forDays: count, at: nine)
    let counts: [Int] = [days.count, weeks.count, months.count, years.count, times.count]
    #expect(counts == [1, 1, 1, 1, 1])
    #expect(throws: DateBuilderError.outOfRange) { try days[0].at(nine).date(in: context) }
    #expect(throws: DateBuilderError.outOfRange) { try weeks[0].firstDay.at(nine).date(in: context) }
    #expect(throws: DateBuilderError.outOfRange) { try months[0].firstDay.at(nine).date(in: context) }
    #expect(throws: DateBuilderError.outOfRange) {
      try years[0].firstMonth.firstDay.at(nine).date(in: context)
    }
    #expect(throws: DateBuilderError.outOfRange) { try times[0].date(in: context) }
  }

  @Test func aSeriesWithOffsetsThatDoNotIncreaseIsATypedError() {
    let context = DateBuilder.Context.at(2026, 3, 1, in: "Europe/Berlin")
    let backwards = DateBuilder.DelayDistribution { number, total in total - 1 - number }
    #expect(throws: DateBuilderError.nonIncreasingDistribution(index: 1, offset: 1, previous: 2)) {
      try EveryDay(forDays: 3, starting: .today, distribution: backwards).dateComponents(in: context)
    }
  }
}
