import DateBuilder
import Foundation
import Testing
import TestSupport

struct SeriesTests {
  /// Wednesday 12 June 2024, noon, in Berlin, with Sunday-first weeks.
  private let context = DateBuilder.Context.at(2024, 6, 12, in: "Europe/Berlin")

  private func days(_ series: DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded>) throws -> [String] {
    try series.dateComponents(in: context).map(context.day)
  }

  private func locals(_ series: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Bounded>) throws
    -> [String]
  {
    try series.dates(in: context).map(context.local)
  }

  // MARK: EveryDay and distributions

  @Test func everyDayIsOneDatePerDay() throws {
    #expect(
      try locals(EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0))
        == ["2024-06-12 09:00:00", "2024-06-13 09:00:00", "2024-06-14 09:00:00"])
    #expect(
      try locals(EveryDay(forDays: 2, starting: .tomorrow).at(hour: 21, minute: 5, second: 7))
        == ["2024-06-13 21:05:07", "2024-06-14 21:05:07"])
    #expect(try EveryDay(forDays: 0, starting: .today).at(hour: 9, minute: 0).dates(in: context).isEmpty)
  }

  @Test func theNormalDistributionIsTheDefault() throws {
    let normal = try EveryDay(forDays: 5, starting: .today, distribution: .normal).dateComponents(in: context)
    #expect(try EveryDay(forDays: 5, starting: .today).dateComponents(in: context) == normal)
  }

  @Test func theOptimizedDistributionWidensTheGapEverySevenOccurrences() throws {
    let start = ExactDay(year: 2024, month: 1, day: 1)
    let offsets = try EveryDay(forDays: 64, starting: start, distribution: .optimized)
      .dateComponents(in: context)
      .map { components in
        let date = try #require(context.calendar.date(from: components))
        let origin = try #require(context.calendar.date(from: DateComponents(year: 2024, month: 1, day: 1)))
        return try #require(context.calendar.dateComponents([.day], from: origin, to: date).day)
      }
    #expect(offsets.count == 64)
    #expect(
      Array(offsets.prefix(20)) == [0, 1, 2, 3, 4, 5, 6, 7, 9, 11, 13, 15, 17, 19, 21, 24, 27, 30, 33, 36])
    #expect(offsets.last == 315)
  }

  @Test func aCustomDistributionPlacesEachOccurrence() throws {
    let everyThirdDay = DateBuilder.DelayDistribution { $0 * 3 }
    #expect(
      try days(EveryDay(forDays: 4, starting: .today, distribution: everyThirdDay))
        == ["2024-06-12", "2024-06-15", "2024-06-18", "2024-06-21"])
  }

  @Test func aDistributionThatDoesNotMoveForwardIsATypedError() throws {
    let stuck = DateBuilder.DelayDistribution { _ in 5 }
    let series = EveryDay(forDays: 3, starting: .today, distribution: stuck).at(hour: 9, minute: 0)
    #expect(throws: DateBuilderError.nonIncreasingDistribution(index: 1, offset: 5, previous: 5)) {
      try series.dates(in: context)
    }
    let backwards = DateBuilder.DelayDistribution { $0 < 3 ? $0 : 1 }
    #expect(throws: DateBuilderError.nonIncreasingDistribution(index: 3, offset: 1, previous: 2)) {
      try EveryDay(forDays: 5, starting: .today, distribution: backwards).dateComponents(in: context)
    }
    let beforeTheStart = DateBuilder.DelayDistribution { $0 - 1 }
    #expect(throws: DateBuilderError.nonIncreasingDistribution(index: 0, offset: -1, previous: 0)) {
      try EveryDay(starting: .today, distribution: beforeTheStart).at(hour: 9, minute: 0).prefix(2).dates(
        in: context)
    }
    DateBuilder.withContext(context) {
      #expect(series.dates().isEmpty)
      #expect(series.dateComponents().isEmpty)
    }
  }

  // MARK: Laziness

  @Test func takingAPrefixOfAnUnboundedSeriesCostsOnlyThePrefix() throws {
    let calls = CallCounter()
    let counted = DateBuilder.DelayDistribution { index in
      calls.increment()
      return index
    }
    let series = EveryDay(starting: .today, distribution: counted).at(hour: 9, minute: 0)
    #expect(calls.value == 0)
    let dates = try series.prefix(64).dates(in: context)
    #expect(dates.count == 64)
    #expect(dates.last.map(context.local) == "2024-08-14 09:00:00")
    // Each occurrence checks its offset against the one before: at most two calls apiece.
    #expect((64...128).contains(calls.value), "\(calls.value) calls")
  }

  @Test func buildingAHugeBoundedSeriesEvaluatesNothing() throws {
    let calls = CallCounter()
    let counted = DateBuilder.DelayDistribution { index in
      calls.increment()
      return index
    }
    let series = EveryDay(forDays: 1_000_000, starting: .today, distribution: counted)
      .at(hour: 9, minute: 0)
      .addingMinutes(30)
    #expect(calls.value == 0)
    var occurrences = series.occurrences(in: context)
    let first = try #require(try occurrences.next())
    let second = try #require(try occurrences.next())
    #expect(context.local(first.date) == "2024-06-12 09:30:00")
    #expect(context.local(second.date) == "2024-06-13 09:30:00")
    #expect(calls.value <= 4)
  }

  // MARK: Weeks, months, years

  @Test func everyWeekPicksADayOfEachWeek() throws {
    #expect(
      try locals(EveryWeek(forWeeks: 3, starting: .thisWeek).weekday(.monday).at(hour: 8, minute: 0))
        == ["2024-06-10 08:00:00", "2024-06-17 08:00:00", "2024-06-24 08:00:00"])
    #expect(try days(EveryWeek(forWeeks: 2, starting: .nextWeek).firstDay) == ["2024-06-16", "2024-06-23"])
    #expect(try days(EveryWeek(forWeeks: 2, starting: .thisWeek).lastDay) == ["2024-06-15", "2024-06-22"])
    #expect(
      try days(EveryWeek(forWeeks: 2, starting: .thisWeek).addingWeeks(2).firstDay)
        == ["2024-06-23", "2024-06-30"])
    #expect(
      try days(EveryWeek(forWeeks: 2, starting: .thisWeek).weekendStartDay) == ["2024-06-15", "2024-06-22"])
    #expect(
      try days(EveryWeek(forWeeks: 2, starting: .thisWeek).weekendEndDay) == ["2024-06-16", "2024-06-23"])
  }

  @Test func everyWeeksAllDaysAreConsecutive() throws {
    let all = try days(EveryWeek(forWeeks: 2, starting: .thisWeek).allDays)
    #expect(all.count == 14)
    #expect(all.first == "2024-06-09")
    #expect(all.last == "2024-06-22")
    #expect(Set(all).count == 14)
  }

  @Test func everyMonthLeavesOutMonthsWithoutAFifthFriday() throws {
    let fifthFridays = EveryMonth(forMonths: 12, starting: ExactMonth(year: 2024, month: 1)).weekday(
      .fifth, .friday)
    #expect(try days(fifthFridays) == ["2024-03-29", "2024-05-31", "2024-08-30", "2024-11-29"])
  }

  @Test func everyMonthsLastDayAndFirstDayPlusNine() throws {
    let months = EveryMonth(forMonths: 12, starting: ExactMonth(year: 2024, month: 1))
    let lastDays = try months.lastDay.at(hour: 23, minute: 50).dateComponents(in: context)
    #expect(lastDays.map { $0.day ?? 0 } == [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    #expect(lastDays.allSatisfy { $0.hour == 23 && $0.minute == 50 })
    #expect(
      try locals(months.firstDay.addingDays(9).at(hour: 20, minute: 0)).prefix(2)
        == ["2024-01-10 20:00:00", "2024-02-10 20:00:00"])
    #expect(try days(months.lastDay.addingDays(-5)).prefix(2) == ["2024-01-26", "2024-02-24"])
    #expect(try days(months.addingMonths(1).first(.monday)).prefix(2) == ["2024-02-05", "2024-03-04"])
  }

  @Test func everyMonthsAllDaysFanOutToEachMonthsLength() throws {
    let all = try days(EveryMonth(forMonths: 2, starting: ExactMonth(year: 2024, month: 1)).allDays)
    #expect(all.count == 60)
    #expect(all[30] == "2024-01-31")
    #expect(all[31] == "2024-02-01")
    #expect(all.last == "2024-02-29")
  }

  @Test func everyYearFollowsLeapYears() throws {
    let years = EveryYear(forYears: 5, starting: ExactYear(year: 2024))
    let februaryEnds = try years.firstMonth.addingMonths(1).lastDay.dateComponents(in: context)
    #expect(februaryEnds.map { $0.day ?? 0 } == [29, 28, 28, 28, 29])
    #expect(try days(years.lastMonth.lastDay).prefix(2) == ["2024-12-31", "2025-12-31"])
    #expect(try days(years.addingYears(76).firstMonth.firstDay).first == "2100-01-01")
    let months = try days(EveryYear(forYears: 2, starting: .thisYear).allMonths.firstDay)
    #expect(months.count == 24)
    #expect(months.last == "2025-12-01")
    #expect(try days(EveryYear(forYears: 100, starting: .thisYear).firstMonth.firstDay).count == 100)
  }

  // MARK: Bounds, prefixes and occurrences

  @Test func prefixTakesTheFirstSteps() throws {
    #expect(
      try locals(EveryDay(starting: .tomorrow).at(hour: 21, minute: 0).prefix(2))
        == ["2024-06-13 21:00:00", "2024-06-14 21:00:00"])
    #expect(
      try EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).prefix(10).dates(in: context).count
        == 3)
    #expect(try EveryDay(starting: .today).at(hour: 9, minute: 0).prefix(0).dates(in: context).isEmpty)
    #expect(try days(EveryMonth(starting: .thisMonth).allDays.prefix(1)).count == 30)  // all of June
  }

  @Test func onlySeriesWithoutACountAreUnbounded() {
    #expect(EveryDay(starting: .today).isUnbounded)
    #expect(EveryWeek(starting: .thisWeek).isUnbounded)
    #expect(EveryMonth(starting: .thisMonth).isUnbounded)
    #expect(EveryYear(starting: .thisYear).isUnbounded)
    #expect(!EveryDay(forDays: 1, starting: .today).isUnbounded)
    #expect(!EveryYear(starting: .thisYear).prefix(3).isUnbounded)
  }

  @Test func occurrencesKeepTheirIndexWhenMonthsAreLeftOut() throws {
    var occurrences = EveryMonth(starting: ExactMonth(year: 2024, month: 1))
      .weekday(.fifth, .friday)
      .at(hour: 9, minute: 0)
      .occurrences(in: context)
    var found: [(Int, String)] = []
    for _ in 0..<4 {
      let occurrence = try #require(try occurrences.next())
      found.append((occurrence.index, context.local(occurrence.date)))
    }
    #expect(found.map(\.0) == [2, 4, 7, 10])
    #expect(
      found.map(\.1) == [
        "2024-03-29 09:00:00", "2024-05-31 09:00:00", "2024-08-30 09:00:00", "2024-11-29 09:00:00",
      ])
  }

  @Test func occurrencesOfABoundedSeriesEnd() throws {
    let series = EveryDay(forDays: 2, starting: .today).at(hour: 7, minute: 0)
    var occurrences = series.occurrences(in: context)
    let first = try #require(try occurrences.next())
    #expect(first.index == 0)
    #expect(first.resolvedDate == Today().at(hour: 7, minute: 0))
    #expect(try occurrences.next()?.index == 1)
    #expect(try occurrences.next() == nil)
    #expect(try occurrences.next() == nil)
  }

  @Test func convenienceFormsReadTheCurrentContext() throws {
    let series = EveryWeek(forWeeks: 2, starting: .thisWeek).weekday(.friday).at(hour: 18, minute: 0)
    let expected = try series.dates(in: context)
    DateBuilder.withContext(context) {
      #expect(series.dates() == expected)
      #expect(series.dateComponents().map { $0.day ?? 0 } == [14, 21])
      #expect(EveryWeek(forWeeks: 2, starting: .thisWeek).weekday(.friday).dateComponents().count == 2)
    }
  }

  // MARK: Times in a series

  @Test func resolvedDateArithmeticMapsOverTheSeries() throws {
    let nine = EveryDay(forDays: 2, starting: .today).at(hour: 9, minute: 0)
    #expect(try locals(nine.addingSeconds(30)) == ["2024-06-12 09:00:30", "2024-06-13 09:00:30"])
    #expect(try locals(nine.addingMinutes(15)) == ["2024-06-12 09:15:00", "2024-06-13 09:15:00"])
    #expect(try locals(nine.addingHours(2)) == ["2024-06-12 11:00:00", "2024-06-13 11:00:00"])
    #expect(try locals(nine.addingDays(1)) == ["2024-06-13 09:00:00", "2024-06-14 09:00:00"])
    #expect(try locals(nine.addingWeeks(1)) == ["2024-06-19 09:00:00", "2024-06-20 09:00:00"])
    #expect(try locals(nine.addingMonths(1)) == ["2024-07-12 09:00:00", "2024-07-13 09:00:00"])
    #expect(try locals(nine.addingYears(1)) == ["2025-06-12 09:00:00", "2025-06-13 09:00:00"])
    #expect(try days(EveryDay(forDays: 2, starting: .today).addingDays(-1)) == ["2024-06-11", "2024-06-12"])
  }

  @Test func aRandomTimeIsDrawnAfreshForEachDay() throws {
    let window = EveryDay(forDays: 30, starting: .today)
      .at(.randomTime(from: .time(hour: 10, minute: 15), to: .time(hour: 15, minute: 30)))
    let times = try window.dateComponents(in: context).map {
      TimeOfDay(hour: $0.hour ?? -1, minute: $0.minute ?? -1, second: $0.second ?? -1)
    }
    #expect(times.count == 30)
    #expect(times.allSatisfy { $0 >= .time(hour: 10, minute: 15) && $0 < .time(hour: 15, minute: 30) })
    #expect(Set(times).count > 1)
  }

  @Test func anArrayOfDaysResolvesLikeASeries() throws {
    let week = ThisWeek().allDays
    #expect(week.count == 7)
    let expected = [
      "2024-06-09 08:00:00", "2024-06-10 08:00:00", "2024-06-11 08:00:00", "2024-06-12 08:00:00",
      "2024-06-13 08:00:00", "2024-06-14 08:00:00", "2024-06-15 08:00:00",
    ]
    DateBuilder.withContext(context) {
      #expect(week.at(hour: 8, minute: 0).dates().map(context.local) == expected)
      #expect(week.at(.time(hour: 8, minute: 0)).dates().map(context.local) == expected)
      #expect(week.addingDays(7).dateComponents().first.map(context.day) == "2024-06-16")
      #expect(week.dateComponents().count == 7)
      #expect(week.at(hour: 8, minute: 0).dateComponents().last?.day == 15)
      #expect([Today().at(hour: 9, minute: 0), Today().at(hour: 25, minute: 0)].dates().count == 1)
    }
  }
}

/// Which series a repeating calendar trigger can stand for.
struct RepeatingPatternTests {
  @Test func seriesBuiltFromRhythmKeepingMembersHaveAPattern() {
    #expect(EveryDay(starting: .today).at(hour: 8, minute: 0).repeatingPattern?.description == "daily 08:00")
    #expect(
      EveryWeek(starting: .thisWeek).weekday(.friday).at(hour: 17, minute: 30).repeatingPattern?
        .dateComponents
        == DateComponents(hour: 17, minute: 30, second: 0, weekday: 6))
    #expect(
      EveryMonth(starting: .thisMonth).firstDay.addingDays(27).at(hour: 9, minute: 0).repeatingPattern?.day
        == 28)
    let christmas = EveryYear(starting: .thisYear).lastMonth.firstDay.addingDays(24).at(hour: 7, minute: 0)
    #expect(christmas.repeatingPattern?.description == "yearly on 12/25 at 07:00")
  }

  @Test func anyOtherSeriesHasNone() {
    #expect(EveryDay(forDays: 10, starting: .today).at(hour: 8, minute: 0).repeatingPattern == nil)
    #expect(EveryMonth(starting: .thisMonth).lastDay.at(hour: 8, minute: 0).repeatingPattern == nil)
    #expect(
      EveryMonth(starting: .thisMonth).firstDay.addingDays(28).at(hour: 8, minute: 0).repeatingPattern == nil)
    #expect(EveryMonth(starting: .thisMonth).first(.monday).at(hour: 8, minute: 0).repeatingPattern == nil)
    #expect(
      EveryYear(starting: .thisYear).firstMonth.firstDay.addingDays(31).at(hour: 8, minute: 0)
        .repeatingPattern == nil)
    #expect(
      EveryDay(starting: .today, distribution: .optimized).at(hour: 8, minute: 0).repeatingPattern == nil)
    #expect(EveryDay(starting: .today).at(hour: 24, minute: 0).repeatingPattern == nil)
    #expect(EveryDay(starting: .today).at(hour: 8, minute: 0).addingHours(1).repeatingPattern == nil)
  }
}
