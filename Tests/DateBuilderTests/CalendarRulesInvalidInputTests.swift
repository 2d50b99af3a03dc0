import DateBuilder
import Foundation
import Testing

/// Bad input to the new vocabulary is a typed `DateBuilderError` — before any element is
/// read where the series can tell — never a trap and never a silently wrong date.
struct CalendarRulesInvalidInputTests {
  private let context = DateBuilder.Context.at(2025, 4, 10, in: "Europe/Berlin")

  private func expect(
    _ series: DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded>, throws error: DateBuilderError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: error, sourceLocation: sourceLocation) { try series.dateComponents(in: context) }
    #expect(throws: error, sourceLocation: sourceLocation) {
      try series.at(hour: 9, minute: 0).dates(in: context)
    }
    DateBuilder.withContext(context) {
      #expect(series.dateComponents().isEmpty, sourceLocation: sourceLocation)
      #expect(series.at(hour: 9, minute: 0).dates().isEmpty, sourceLocation: sourceLocation)
    }
  }

  private func expect(
    _ series: DateBuilder.Series<DateBuilder.Day, DateBuilder.Unbounded>, throws error: DateBuilderError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var occurrences = series.at(hour: 9, minute: 0).occurrences(in: context)
    #expect(throws: error, sourceLocation: sourceLocation) { try occurrences.next() }
  }

  @Test(arguments: [0, 32, -1, Int.max, Int.min])
  func aDayOfTheMonthOutsideOneToThirtyOneIsInvalid(day: Int) {
    for clamped in [false, true] {
      #expect(throws: DateBuilderError.invalidDayOfMonth(day)) {
        try ThisMonth().day(day, clamped: clamped).dateComponents(in: context)
      }
      expect(
        EveryMonth(forMonths: 3, starting: .thisMonth).day(day, clamped: clamped),
        throws: .invalidDayOfMonth(day))
      // Even a series with no months says so.
      expect(
        EveryMonth(forMonths: 0, starting: .thisMonth).day(day, clamped: clamped),
        throws: .invalidDayOfMonth(day))
      expect(EveryMonth(starting: .thisMonth).day(day, clamped: clamped), throws: .invalidDayOfMonth(day))
    }
  }

  @Test(arguments: [0, -1, -7, Int.max, Int.min, 36_500_001])
  func anIntervalThatIsNotPositiveOrTooLongIsInvalid(interval: Int) {
    expect(Every(interval, .days, times: 3, starting: .today), throws: .invalidInterval(interval))
    expect(Every(interval, .days, starting: .today), throws: .invalidInterval(interval))
    expect(
      Every(interval, .weeks, times: 3, starting: .thisWeek).firstDay, throws: .invalidInterval(interval))
    expect(Every(interval, .months, starting: .thisMonth).firstDay, throws: .invalidInterval(interval))
    expect(
      Every(interval, .years, times: 0, starting: .thisYear).firstMonth.firstDay,
      throws: .invalidInterval(interval))
  }

  @Test func eachUnitsLongestIntervalIsAboutAHundredThousandYears() throws {
    for (interval, valid) in [(100_000, true), (100_001, false)] {
      let years = Every(interval, .years, times: 1, starting: .thisYear).firstMonth.firstDay
      #expect(((try? years.dateComponents(in: context)) != nil) == valid)
    }
    #expect(throws: DateBuilderError.invalidInterval(5_200_001)) {
      try Every(5_200_001, .weeks, times: 1, starting: .thisWeek).firstDay.dateComponents(in: context)
    }
    #expect(throws: DateBuilderError.invalidInterval(1_200_001)) {
      try Every(1_200_001, .months, times: 1, starting: .thisMonth).firstDay.dateComponents(in: context)
    }
  }

  @Test func aStepPastTheRepresentableDatesIsOutOfRangeNotATrap() {
    expect(Every(36_500_000, .days, times: 3, starting: .today), throws: .outOfRange)
    expect(Every(100_000, .years, times: 3, starting: .thisYear).firstMonth.firstDay, throws: .outOfRange)
  }

  @Test func aNegativeNumberOfTimesIsANegativeCount() {
    expect(Every(3, .days, times: -1, starting: .today), throws: .negativeCount(-1))
    expect(Every(0, .days, times: -1, starting: .today), throws: .negativeCount(-1))
  }

  @Test func anEmptyWeekdaySetIsInvalid() {
    expect(EveryDay(forDays: 7, starting: .today).on([]), throws: .emptyWeekdaySet)
    expect(EveryDay(forDays: 0, starting: .today).on([]), throws: .emptyWeekdaySet)
    expect(EveryDay(starting: .today).on([]), throws: .emptyWeekdaySet)
  }

  @Test(arguments: [0, 8, -1, Int.max])
  func aWeekdayOutsideOneToSevenInAFilterIsInvalid(number: Int) {
    let weekdays: Set<DateBuilder.Weekday> = [.monday, DateBuilder.Weekday(rawValue: number)]
    expect(EveryDay(forDays: 7, starting: .today).on(weekdays), throws: .invalidWeekday(number))
    expect(EveryDay(starting: .today).on(weekdays), throws: .invalidWeekday(number))
  }

  @Test func theFirstFailureOfASeriesIsTheOneReported() {
    expect(EveryDay(forDays: -2, starting: .today).on([]), throws: .negativeCount(-2))
    expect(Every(0, .months, times: 2, starting: .thisMonth).day(32), throws: .invalidInterval(0))
  }

  @Test(arguments: [6, 0, -2, Int.max, Int.min])
  func anOrdinalFromTheEndOutsideOneToFiveIsInvalid(n: Int) {
    let expected = n > 0 ? -n : 0
    #expect(throws: DateBuilderError.invalidOrdinal(expected)) {
      try ThisMonth().weekday(.fromLast(n), .friday).dateComponents(in: context)
    }
    expect(
      EveryMonth(forMonths: 2, starting: .thisMonth).weekday(.fromLast(n), .friday),
      throws: .invalidOrdinal(expected))
  }

  @Test func anInvalidHolidayIsReportedNotIgnored() {
    let holidays: Set = [ExactDay(year: 2025, month: 2, day: 30)]
    let error = DateBuilderError.invalidDate(year: 2025, month: 2, day: 30)
    #expect(throws: error) {
      try ThisMonth().firstBusinessDay(holidays: holidays).dateComponents(in: context)
    }
    expect(EveryMonth(forMonths: 2, starting: .thisMonth).lastBusinessDay(holidays: holidays), throws: error)
    expect(EveryDay(forDays: 3, starting: .today).onBusinessDays(holidays: holidays), throws: error)
  }

  @Test func theNewErrorsSayWhatIsWrongAndWhichAreAbsences() {
    let absences: [DateBuilderError] = [
      .filteredOut(year: 2025, month: 4, day: 12), .noBusinessDay(year: 2025, month: 2),
    ]
    let invalid: [DateBuilderError] = [.invalidDayOfMonth(32), .invalidInterval(0), .emptyWeekdaySet]
    #expect(absences.allSatisfy { $0.isAbsence })
    #expect(!invalid.contains { $0.isAbsence })
    #expect(DateBuilderError.invalidDayOfMonth(32).description.contains("32"))
    #expect(DateBuilderError.invalidInterval(-3).description.contains("-3"))
    #expect(DateBuilderError.filteredOut(year: 2025, month: 4, day: 12).description.contains("2025-4-12"))
    #expect(DateBuilderError.noBusinessDay(year: 2025, month: 2).description.contains("2025-2"))
    #expect(DateBuilderError.invalidOrdinal(-6).description.contains("-1 to -5"))
  }
}
