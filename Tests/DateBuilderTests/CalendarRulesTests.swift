import DateBuilder
import Foundation
import Testing
import TestSupport

/// Clamped days of the month, weekday filters, days counted from the end of a month,
/// business days and `Every` intervals.
struct CalendarRulesTests {
  private let context = DateBuilder.Context.at(2024, 6, 12, in: "Europe/Berlin")
  private let israel = DateBuilder.Context.at(2024, 6, 12, in: "Asia/Jerusalem", locale: "he_IL")

  private func days(
    _ series: DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded>, in context: DateBuilder.Context? = nil
  ) throws -> [String] {
    let context = context ?? self.context
    return try series.dateComponents(in: context).map(context.day)
  }

  // MARK: A day of the month, clamped

  @Test func aClampedDayFallsOnTheLastDayOfShorterMonths() throws {
    let firstHalf2025 = EveryMonth(forMonths: 6, starting: ExactMonth(year: 2025, month: 1))
    #expect(
      try days(firstHalf2025.day(31, clamped: true))
        == ["2025-01-31", "2025-02-28", "2025-03-31", "2025-04-30", "2025-05-31", "2025-06-30"])
    #expect(try context.label(ExactMonth(year: 2024, month: 2).day(30, clamped: true)) == "2024-02-29")
    #expect(try context.label(ExactMonth(year: 2025, month: 2).day(29, clamped: true)) == "2025-02-28")
    #expect(try context.label(ExactMonth(year: 2025, month: 2).day(15, clamped: true)) == "2025-02-15")
  }

  @Test func anUnclampedDayIsLeftOutOfMonthsThatLackIt() throws {
    let year = EveryMonth(forMonths: 12, starting: ExactMonth(year: 2025, month: 1))
    #expect(try days(year.day(31)) == ["01", "03", "05", "07", "08", "10", "12"].map { "2025-\($0)-31" })
    #expect(try days(year.day(30)).count == 11)
    #expect(throws: DateBuilderError.notInPeriod(index: 30)) {
      try ExactMonth(year: 2025, month: 4).day(31).dateComponents(in: context)
    }
    #expect(try context.label(ExactMonth(year: 2025, month: 5).day(31)) == "2025-05-31")
    // The month's own day count is untouched by clamping: the 1st is the 1st.
    #expect(try context.label(ThisMonth().day(1)) == "2024-06-01")
  }

  // MARK: Weekday filters

  @Test func weekdayFiltersKeepTheChosenDays() throws {
    let week = EveryDay(forDays: 7, starting: ExactDay(year: 2024, month: 6, day: 10))  // Monday
    #expect(try days(week.onWeekdays()) == (10...14).map { "2024-06-\($0)" })
    #expect(try days(week.onWeekends()) == ["2024-06-15", "2024-06-16"])
    #expect(try days(week.on([.monday, .wednesday])) == ["2024-06-10", "2024-06-12"])
    #expect(try days(week.on([.sunday])) == ["2024-06-16"])
  }

  @Test func theWeekendIsTheCalendarLocales() throws {
    let week = EveryDay(forDays: 7, starting: ExactDay(year: 2024, month: 6, day: 10))
    // In Israel the weekend is Friday and Saturday.
    #expect(
      try days(week.onWeekdays(), in: israel)
        == ["2024-06-10", "2024-06-11", "2024-06-12", "2024-06-13", "2024-06-16"])
    #expect(try days(week.onWeekends(), in: israel) == ["2024-06-14", "2024-06-15"])
    // Choosing weekdays by name does not depend on the locale.
    #expect(try days(week.on([.friday]), in: israel) == ["2024-06-14"])
  }

  @Test func aCalendarWithoutALocaleKeepsSaturdayAndSunday() throws {
    var bare = context
    bare.locale = nil
    let week = EveryDay(forDays: 7, starting: ExactDay(year: 2024, month: 6, day: 10))
    #expect(try days(week.onWeekends(), in: bare) == ["2024-06-15", "2024-06-16"])
  }

  @Test func filtersWorkOnAnySeriesOfDays() throws {
    let firsts = EveryMonth(forMonths: 6, starting: ExactMonth(year: 2024, month: 1)).firstDay
    // 1 January 2024 is a Monday; 1 June a Saturday.
    #expect(try days(firsts.onWeekends()) == ["2024-06-01"])
    let mondays = EveryWeek(forWeeks: 3, starting: .thisWeek).allDays.on([.monday])
    #expect(try days(mondays) == ["2024-06-10", "2024-06-17", "2024-06-24"])
    let fifteenths = EveryMonth(forMonths: 4, starting: .thisMonth).day(15)
    #expect(try days(fifteenths.onWeekdays()) == ["2024-07-15", "2024-08-15"])  // June 15 Sat, Sep 15 Sun
  }

  @Test func filtersWorkOnArraysOfDaysToo() throws {
    let week = WeekOf(ExactDay(year: 2024, month: 6, day: 12)).allDays  // Sunday 9 … Saturday 15
    DateBuilder.withContext(context) {
      #expect(week.onWeekdays().dateComponents().map(context.day) == (10...14).map { "2024-06-\($0)" })
      #expect(week.onWeekends().dateComponents().map(context.day) == ["2024-06-09", "2024-06-15"])
      #expect(
        week.on([.tuesday]).at(hour: 9, minute: 0).dates().map(context.local) == ["2024-06-11 09:00:00"])
      let holiday = ExactDay(year: 2024, month: 6, day: 13)
      #expect(week.onBusinessDays(holidays: [holiday]).dateComponents().count == 4)
      #expect(week.on([]).dateComponents().isEmpty)
    }
    #expect(throws: DateBuilderError.emptyWeekdaySet) { try week.on([])[0].dateComponents(in: context) }
  }

  @Test func aFilteredOutDayIsAnAbsenceNotAnError() throws {
    let saturday = EveryDay(forDays: 1, starting: ExactDay(year: 2024, month: 6, day: 15))
    #expect(try saturday.onWeekdays().dateComponents(in: context).isEmpty)
    #expect(DateBuilderError.filteredOut(year: 2024, month: 6, day: 15).isAbsence)
  }

  @Test func filteringAnUnboundedSeriesCostsOnlyWhatIsRead() throws {
    let calls = CallCounter()
    let counted = DateBuilder.DelayDistribution { index in
      calls.increment()
      return index
    }
    let start = ExactDay(year: 2024, month: 6, day: 10)  // Monday
    let series = EveryDay(starting: start, distribution: counted).onWeekdays().at(hour: 9, minute: 0)
    #expect(calls.value == 0)
    let dates = try series.prefix(12).dates(in: context)
    // Twelve days from a Monday hold ten weekdays.
    #expect(dates.count == 10)
    #expect(dates.last.map(context.local) == "2024-06-21 09:00:00")
    #expect(calls.value <= 2 * 12)
  }

  @Test func anUnboundedFilterThatNeverMatchesReportsTheSearchLimit() {
    let mondays = Every(7, .days, starting: ExactDay(year: 2024, month: 6, day: 10))
    var occurrences = mondays.onWeekends().at(hour: 9, minute: 0).occurrences(in: context)
    #expect(throws: DateBuilderError.noOccurrenceWithinSearchLimit(100_000)) { try occurrences.next() }
  }

  /// A bounded series is as long as a million Mondays: a filter that keeps none of them is
  /// reported at the search limit too, rather than walked to the end.
  @Test func aBoundedFilterThatNeverMatchesReportsTheSearchLimit() {
    let mondays = Every(7, .days, starting: ExactDay(year: 2024, month: 6, day: 10)).prefix(1_000_000)
    let weekends = mondays.onWeekends().at(hour: 9, minute: 0)
    var occurrences = weekends.occurrences(in: context)
    #expect(throws: DateBuilderError.noOccurrenceWithinSearchLimit(100_000)) { try occurrences.next() }
    #expect(throws: DateBuilderError.noOccurrenceWithinSearchLimit(100_000)) {
      try weekends.dates(in: context)
    }
  }

  // MARK: Counting from the end of a month

  @Test func weekdaysCountedFromTheEndOfTheMonth() throws {
    let march = ExactMonth(year: 2024, month: 3)  // Fridays: 1, 8, 15, 22, 29
    #expect(try context.label(march.weekday(.fromLast(1), .friday)) == "2024-03-29")
    #expect(try context.label(march.weekday(.secondToLast, .friday)) == "2024-03-22")
    #expect(try context.label(march.weekday(.thirdToLast, .friday)) == "2024-03-15")
    #expect(try context.label(march.weekday(.fromLast(4), .friday)) == "2024-03-08")
    #expect(try context.label(march.weekday(.fromLast(5), .friday)) == "2024-03-01")
    #expect(DateBuilder.Ordinal.fromLast(1) == .last)
    #expect(DateBuilder.Ordinal.secondToLast.description == "second from last")
  }

  @Test func aMonthWithoutAFifthFromLastWeekdayLeavesItOut() throws {
    #expect(throws: DateBuilderError.noSuchWeekday(ordinal: -5, weekday: 6, year: 2024, month: 2)) {
      try ExactMonth(year: 2024, month: 2).weekday(.fromLast(5), .friday).dateComponents(in: context)
    }
    // The months with five Fridays are the ones that have a fifth from last: four weeks
    // before their fifth.
    let year = EveryMonth(forMonths: 12, starting: ExactMonth(year: 2024, month: 1))
    let fifthFromLast = try days(year.weekday(.fromLast(5), .friday))
    #expect(fifthFromLast.count == 4)
    #expect(fifthFromLast == (try days(year.weekday(.fifth, .friday).addingDays(-28))))
  }

  // MARK: Business days

  @Test func firstAndLastBusinessDays() throws {
    // 1 June 2024 is a Saturday; 31 March 2024 a Sunday.
    #expect(try context.label(ExactMonth(year: 2024, month: 6).firstBusinessDay()) == "2024-06-03")
    #expect(try context.label(ExactMonth(year: 2024, month: 3).lastBusinessDay()) == "2024-03-29")
    #expect(try context.label(ExactMonth(year: 2024, month: 7).firstBusinessDay()) == "2024-07-01")
    #expect(try context.label(ExactMonth(year: 2024, month: 7).lastBusinessDay()) == "2024-07-31")
  }

  @Test func holidaysAreNotBusinessDays() throws {
    let goodFriday = ExactDay(year: 2024, month: 3, day: 29)
    let easterMonday = ExactDay(year: 2024, month: 4, day: 1)
    let holidays: Set = [goodFriday, easterMonday]
    #expect(
      try context.label(ExactMonth(year: 2024, month: 3).lastBusinessDay(holidays: holidays)) == "2024-03-28")
    #expect(
      try context.label(ExactMonth(year: 2024, month: 4).firstBusinessDay(holidays: holidays)) == "2024-04-02"
    )
    let days = try days(
      EveryDay(forDays: 7, starting: ExactDay(year: 2024, month: 3, day: 27)).onBusinessDays(
        holidays: holidays))
    #expect(days == ["2024-03-27", "2024-03-28", "2024-04-02"])
    // A relative holiday is evaluated in the same context: today is no business day.
    #expect(try context.label(ThisMonth().firstBusinessDay(holidays: [.today])) == "2024-06-03")
  }

  @Test func businessDaysFollowTheLocalesWeekend() throws {
    // May 2024 ends on a Friday, June begins on a Saturday.
    #expect(try israel.label(ExactMonth(year: 2024, month: 5).lastBusinessDay()) == "2024-05-30")
    #expect(try israel.label(ExactMonth(year: 2024, month: 6).firstBusinessDay()) == "2024-06-02")
    #expect(try context.label(ExactMonth(year: 2024, month: 5).lastBusinessDay()) == "2024-05-31")
  }

  @Test func aMonthOfHolidaysHasNoBusinessDay() throws {
    let february = ExactMonth(year: 2025, month: 2)
    let everyDay = Set((1...28).map { ExactDay(year: 2025, month: 2, day: $0) })
    #expect(throws: DateBuilderError.noBusinessDay(year: 2025, month: 2)) {
      try february.firstBusinessDay(holidays: everyDay).dateComponents(in: context)
    }
    #expect(DateBuilderError.noBusinessDay(year: 2025, month: 2).isAbsence)
    let quarter = EveryMonth(forMonths: 3, starting: ExactMonth(year: 2025, month: 1))
    #expect(try days(quarter.lastBusinessDay(holidays: everyDay)) == ["2025-01-31", "2025-03-31"])
  }

  @Test func aHolidayThatDoesNotExistIsIgnored() throws {
    let noFifthFriday: DateBuilder.Day = ExactMonth(year: 2024, month: 2).weekday(.fifth, .friday)
    #expect(
      try context.label(ExactMonth(year: 2024, month: 2).lastBusinessDay(holidays: [noFifthFriday]))
        == "2024-02-29")
  }

  // MARK: Every N units

  @Test func everyNDaysWeeksMonthsAndYears() throws {
    #expect(
      try days(Every(3, .days, times: 4, starting: ExactDay(year: 2024, month: 2, day: 27)))
        == ["2024-02-27", "2024-03-01", "2024-03-04", "2024-03-07"])
    let fortnightly = Every(2, .weeks, times: 3, starting: .thisWeek).weekday(.friday)
    #expect(try days(fortnightly) == ["2024-06-14", "2024-06-28", "2024-07-12"])
    let quarterly = Every(3, .months, times: 4, starting: ExactMonth(year: 2024, month: 11))
    #expect(
      try days(quarterly.day(31, clamped: true))
        == ["2024-11-30", "2025-02-28", "2025-05-31", "2025-08-31"])
    let leapDays = Every(4, .years, times: 3, starting: ExactYear(year: 2024)).firstMonth.addingMonths(1)
    #expect(try days(leapDays.lastDay) == ["2024-02-29", "2028-02-29", "2032-02-29"])
  }

  @Test func monthsAreCountedFromTheStartSoAShortMonthDoesNotShiftTheRest() throws {
    let start = ExactMonth(year: 2025, month: 1)
    #expect(
      try days(Every(1, .months, times: 3, starting: start).day(31, clamped: true))
        == ["2025-01-31", "2025-02-28", "2025-03-31"])
  }

  @Test func anUnboundedIntervalIsReadLazily() throws {
    var occurrences = Every(3, .days, starting: .today).at(hour: 9, minute: 0).occurrences(in: context)
    var found: [String] = []
    for _ in 0..<3 {
      found.append(context.local(try #require(try occurrences.next()).date))
    }
    #expect(found == ["2024-06-12 09:00:00", "2024-06-15 09:00:00", "2024-06-18 09:00:00"])
    #expect(Every(3, .days, starting: .today).isUnbounded)
    #expect(!Every(3, .days, times: 3, starting: .today).isUnbounded)
    #expect(try Every(1, .days, starting: .today).prefix(64).dateComponents(in: context).count == 64)
  }

  @Test func intervalsComposeWithFilters() throws {
    // Every other day, weekdays only: Mon 10, Wed 12, Fri 14, (Sun 16), Tue 18.
    let series = Every(2, .days, times: 5, starting: ExactDay(year: 2024, month: 6, day: 10)).onWeekdays()
    #expect(try days(series) == ["2024-06-10", "2024-06-12", "2024-06-14", "2024-06-18"])
  }

  // MARK: Repeating patterns, for compression into one repeating trigger

  @Test func formsThatKeepACalendarRhythmReportTheirRepeatingPattern() {
    let daily = Every(1, .days, starting: .today).at(hour: 8, minute: 0).repeatingPattern
    #expect(daily != nil)
    #expect(daily == EveryDay(starting: .today).at(hour: 8, minute: 0).repeatingPattern)
    #expect(
      Every(1, .weeks, starting: .thisWeek).weekday(.monday).at(hour: 8, minute: 0).repeatingPattern?.weekday
        == 2)
    #expect(EveryDay(starting: .today).on([.friday]).at(hour: 17, minute: 0).repeatingPattern?.weekday == 6)
    for clamped in [false, true] {
      let fifteenth = Every(1, .months, starting: .thisMonth).day(15, clamped: clamped).at(hour: 9, minute: 0)
      #expect(fifteenth.repeatingPattern?.day == 15)
      #expect(
        EveryMonth(starting: .thisMonth).day(28, clamped: clamped).at(hour: 9, minute: 0).repeatingPattern?
          .day == 28)
    }
  }

  @Test func formsWithoutASingleCalendarRhythmHaveNoRepeatingPattern() {
    let days = EveryDay(starting: .today)
    let months = EveryMonth(starting: .thisMonth)
    let none: [DateBuilder.Series<DateBuilder.Day, DateBuilder.Unbounded>] = [
      months.day(31, clamped: true), months.day(29), days.onWeekdays(), days.onWeekends(),
      days.on([.monday, .friday]), days.onBusinessDays(), days.on([]), days.on([9]),
      months.firstBusinessDay(), months.lastBusinessDay(), months.weekday(.secondToLast, .friday),
      Every(2, .days, starting: .today), Every(2, .weeks, starting: .thisWeek).weekday(.monday),
      Every(3, .months, starting: .thisMonth).day(15),
      EveryWeek(starting: .thisWeek).weekday(.monday).on([.friday]),
    ]
    for series in none { #expect(series.at(hour: 9, minute: 0).repeatingPattern == nil) }
    #expect(Every(1, .days, times: 5, starting: .today).at(hour: 9, minute: 0).repeatingPattern == nil)
  }

  @Test func aRepeatingPatternFiresExactlyOnTheSeriesDatesAcrossDST() throws {
    // Foundation's own matching of the pattern's components is the oracle, as a repeating
    // calendar trigger would match them.
    let newYork = DateBuilder.Context.at(2024, 1, 1, in: "America/New_York")
    let forms = [
      EveryDay(starting: .today).on([.sunday]).at(hour: 2, minute: 30),
      Every(1, .months, starting: .thisMonth).day(10, clamped: true).at(hour: 2, minute: 30),
    ]
    for series in forms {
      let pattern = try #require(series.repeatingPattern)
      var occurrences = series.occurrences(in: newYork)
      var matched = newYork.now.addingTimeInterval(-1)
      for _ in 0..<60 {
        let date = try #require(try occurrences.next()).date
        matched = try #require(
          newYork.calendar.nextDate(
            after: matched, matching: pattern.dateComponents, matchingPolicy: .nextTime,
            repeatedTimePolicy: .first, direction: .forward))
        #expect(date == matched, "\(pattern)")
      }
    }
  }
}
