import DateBuilder
import Foundation
import Testing
import TestSupport

/// The new vocabulary under DateBuilder's one policy for clock changes: a time in a gap is
/// the first instant after it, a repeated time the first of its two instants, a day the zone
/// skipped is left out of a series — never a lost or repeated day.
struct CalendarRulesDSTTests {
  /// What the clock shows at the instant `date` names, and the instant.
  private func resolve(
    _ date: DateBuilder.ResolvedDate, in context: DateBuilder.Context
  ) throws -> (local: String, instant: Date) {
    let instant = try date.date(in: context)
    return (context.local(instant), instant)
  }

  /// The last day of `year`-`month` by Foundation's own count, as the oracle for clamping.
  private func lastDay(_ year: Int, _ month: Int, in context: DateBuilder.Context) throws -> Int {
    let first = try #require(context.calendar.date(from: DateComponents(year: year, month: month, day: 1)))
    return try #require(context.calendar.range(of: .day, in: .month, for: first)).count
  }

  // MARK: Whole years in every zone

  @Test(arguments: Zones.all)
  func aClampedBillDayStaysAtNineLocalEveryMonth(zone: String) throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: zone)
    let months = EveryMonth(forMonths: 24, starting: .thisMonth)
    let dates = try months.day(31, clamped: true).at(hour: 9, minute: 0).dates(in: context)
    #expect(dates.count == 24)
    for (index, date) in dates.enumerated() {
      let year = 2024 + index / 12
      let month = index % 12 + 1
      let day = min(31, try lastDay(year, month, in: context))
      #expect(context.local(date) == String(format: "%04d-%02d-%02d 09:00:00", year, month, day))
    }
  }

  @Test(arguments: Zones.all)
  func weekdaysAndWeekendsSplitAYearWithoutLosingOrRepeatingADay(zone: String) throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: zone)
    let year = EveryDay(forDays: 366, starting: .today)
    let weekdays = try year.onWeekdays().at(hour: 0, minute: 30).dates(in: context)
    let weekends = try year.onWeekends().at(hour: 0, minute: 30).dates(in: context)
    // 2024 starts on a Monday and has 366 days: 52 whole weeks and a Monday and Tuesday.
    #expect(weekdays.count == 262)
    #expect(weekends.count == 104)
    let days = Set((weekdays + weekends).map { String(context.local($0).prefix(10)) })
    #expect(days.count == 366)
    let calendar = context.calendar
    #expect(weekends.allSatisfy { [1, 7].contains(calendar.component(.weekday, from: $0)) })
    #expect(weekdays.allSatisfy { (2...6).contains(calendar.component(.weekday, from: $0)) })
    // 00:30 everywhere, except the Sundays on which Santiago and Havana skip midnight.
    let moved = (weekdays + weekends).map(context.local).filter { !$0.hasSuffix(" 00:30:00") }
    switch zone {
    case "America/Santiago": #expect(moved == ["2024-09-08 01:00:00"])
    case "America/Havana": #expect(moved == ["2024-03-10 01:00:00"])
    default: #expect(moved.isEmpty)
    }
  }

  @Test(arguments: Zones.all)
  func everyThirdDayIsThreeCalendarDaysApartAcrossClockChanges(zone: String) throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: zone)
    let dates = try Every(3, .days, times: 122, starting: .today).at(hour: 9, minute: 0).dates(in: context)
    #expect(dates.count == 122)
    #expect(dates.allSatisfy { context.local($0).hasSuffix(" 09:00:00") })
    // Count calendar days between the labels, in GMT where every day has 24 hours.
    var gmt = Calendar(identifier: .gregorian)
    gmt.timeZone = Zones.named("UTC")
    func label(_ date: Date) throws -> Date {
      let local = context.calendar.dateComponents([.year, .month, .day], from: date)
      return try #require(gmt.date(from: local))
    }
    for (earlier, later) in zip(dates, dates.dropFirst()) {
      #expect(gmt.dateComponents([.day], from: try label(earlier), to: try label(later)).day == 3)
    }
    #expect(dates.last.map(context.local) == "2024-12-29 09:00:00")
  }

  @Test(arguments: Zones.all)
  func theLastBusinessDayOfEveryMonthMatchesFoundationsWeekendInTheZone(zone: String) throws {
    for locale in ["en_US", "he_IL"] {
      let context = DateBuilder.Context.at(2024, 1, 1, in: zone, locale: locale)
      let dates = try EveryMonth(forMonths: 12, starting: .thisMonth).lastBusinessDay()
        .at(hour: 17, minute: 0).dates(in: context)
      #expect(dates.count == 12)
      let calendar = context.calendar
      for (index, date) in dates.enumerated() {
        // Oracle: walk back from the month's last day, asking Foundation in the zone itself.
        var day = try lastDay(2024, index + 1, in: context)
        func noon(_ day: Int) throws -> Date {
          try #require(
            calendar.date(from: DateComponents(year: 2024, month: index + 1, day: day, hour: 12)))
        }
        while calendar.isDateInWeekend(try noon(day)) { day -= 1 }
        #expect(
          context.local(date) == String(format: "2024-%02d-%02d 17:00:00", index + 1, day), "\(locale)")
      }
    }
  }

  // MARK: Gaps and repeats

  @Test func berlinsBillDueOnTheThirtyFirstAtHalfPastTwoMovesToThree() throws {
    // 31 March 2024 is the day Berlin springs forward from 02:00 to 03:00.
    let berlin = DateBuilder.Context.at(2024, 3, 1, in: "Europe/Berlin")
    let resolved = try resolve(ThisMonth().day(31, clamped: true).at(hour: 2, minute: 30), in: berlin)
    #expect(resolved.local == "2024-03-31 03:00:00")
    #expect(resolved.instant == (try Date.utc("2024-03-31T01:00:00Z")))
  }

  @Test func newYorksSecondSundayCountedFromTheEndFallsInTheGapAndTheRepeat() throws {
    let newYork = DateBuilder.Context.at(2024, 1, 1, in: "America/New_York")
    // March 2024's Sundays: 3, 10, 17, 24, 31 — the fourth from last is the 10th, the gap day.
    let spring = ExactMonth(year: 2024, month: 3).weekday(.fromLast(4), .sunday).at(hour: 2, minute: 30)
    #expect(try resolve(spring, in: newYork).local == "2024-03-10 03:00:00")
    #expect(try resolve(spring, in: newYork).instant == (try Date.utc("2024-03-10T07:00:00Z")))
    // November's Sundays: 3, 10, 17, 24 — the fourth from last is the 3rd, when 01:30 repeats.
    let fall = ExactMonth(year: 2024, month: 11).weekday(.fromLast(4), .sunday).at(hour: 1, minute: 30)
    #expect(try resolve(fall, in: newYork).instant == (try Date.utc("2024-11-03T05:30:00Z")))
  }

  @Test func lordHowesHalfHourChangesOnSundaysCountedFromTheEnd() throws {
    let lordHowe = DateBuilder.Context.at(2024, 1, 1, in: "Australia/Lord_Howe")
    // April 2024's Sundays: 7, 14, 21, 28; 01:45 on the 7th happens twice.
    let april = ExactMonth(year: 2024, month: 4).weekday(.fromLast(4), .sunday).at(hour: 1, minute: 45)
    #expect(try resolve(april, in: lordHowe).instant == (try Date.utc("2024-04-06T14:45:00Z")))
    // October's Sundays: 6, 13, 20, 27; 02:15 on the 6th is in the thirty-minute gap.
    let october = ExactMonth(year: 2024, month: 10).weekday(.fromLast(4), .sunday).at(hour: 2, minute: 15)
    #expect(try resolve(october, in: lordHowe).local == "2024-10-06 02:30:00")
    #expect(try resolve(october, in: lordHowe).instant == (try Date.utc("2024-10-05T15:30:00Z")))
  }

  @Test func santiagosSkippedMidnightInAWeeklyIntervalMovesToOne() throws {
    let santiago = DateBuilder.Context.at(2024, 9, 1, in: "America/Santiago")
    let sundays = Every(1, .weeks, times: 3, starting: .thisWeek).weekday(.sunday).at(hour: 0, minute: 30)
    #expect(
      try sundays.dates(in: santiago).map(santiago.local)
        == ["2024-09-01 00:30:00", "2024-09-08 01:00:00", "2024-09-15 00:30:00"])
    #expect(
      try sundays.dates(in: santiago)[1] == (try Date.utc("2024-09-08T04:00:00Z")))
  }

  // MARK: Apia's skipped day

  private let apia = DateBuilder.Context.at(2011, 12, 1, in: "Pacific/Apia")

  @Test func apiasSkippedDayIsLeftOutOfIntervalsAndFilters() throws {
    // Friday 30 December 2011 never happened in Apia.
    var occurrences = Every(2, .days, times: 4, starting: ExactDay(year: 2011, month: 12, day: 28))
      .at(hour: 9, minute: 0).occurrences(in: apia)
    var found: [(index: Int, local: String)] = []
    while let occurrence = try occurrences.next() {
      found.append((occurrence.index, apia.local(occurrence.date)))
    }
    #expect(found.map(\.local) == ["2011-12-28 09:00:00", "2012-01-01 09:00:00", "2012-01-03 09:00:00"])
    #expect(found.map(\.index) == [0, 2, 3])
    let businessDays = try EveryDay(forDays: 12, starting: ExactDay(year: 2011, month: 12, day: 26))
      .onBusinessDays().at(hour: 9, minute: 0).dates(in: apia)
    #expect(
      businessDays.map { String(apia.local($0).prefix(10)) }
        == [
          "2011-12-26", "2011-12-27", "2011-12-28", "2011-12-29", "2012-01-02", "2012-01-03",
          "2012-01-04", "2012-01-05", "2012-01-06",
        ])
  }

  @Test func apiasLastBusinessDayOfDecember2011DidNotExist() throws {
    let skipped = DateBuilderError.dayDoesNotExist(year: 2011, month: 12, day: 30, timeZone: "Pacific/Apia")
    // The calendar's last business day is the 30th; the zone skipped it, and the policy
    // does not move a date onto another day.
    #expect(throws: skipped) { try ThisMonth().lastBusinessDay().at(hour: 9, minute: 0).date(in: apia) }
    let months = EveryMonth(forMonths: 3, starting: ExactMonth(year: 2011, month: 11))
    #expect(
      try months.lastBusinessDay().at(hour: 9, minute: 0).dates(in: apia).map(apia.local)
        == ["2011-11-30 09:00:00", "2012-01-31 09:00:00"])
    #expect(
      try months.day(30, clamped: true).at(hour: 9, minute: 0).dates(in: apia).map(apia.local)
        == ["2011-11-30 09:00:00", "2012-01-30 09:00:00"])
  }
}
