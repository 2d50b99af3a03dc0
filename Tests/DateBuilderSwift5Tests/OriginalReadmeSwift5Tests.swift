import DateBuilder
import Foundation
import Testing

// The code of the original DateBuilder's README, compiled in the Swift 5 language mode as an
// app that has not moved to Swift 6 compiles it: the same functions as ReadmeTests in
// DateBuilderTests (`account.createdAt` from a local `Account`, bare results assigned to
// `_ =`), evaluated in New York.

private struct Account {
  var createdAt: Date
}

// MARK: - Usage

private func readmeUsage(account: Account) {
  _ = Today()
    .at(hour: 20, minute: 15)
    .dateComponents()  // year: 2021, month: 1, day: 31, hour: 20, minute: 15

  _ = NextWeek()
    .weekday(.saturday)
    .at(hour: 18, minute: 50)
    .dateComponents()  // DateComponents

  _ = EveryWeek(forWeeks: 10, starting: .thisWeek)
    .weekendStartDay
    .at(hour: 9, minute: 00)
    .dates()  // [Date]

  _ = ExactlyAt(account.createdAt)
    .addingDays(15)
    .date()  // Date

  _ = WeekOf(account.createdAt)
    .addingWeeks(1)
    .lastDay
    .at(hour: 10, minute: 00)
    .dateComponents()  // DateComponents

  _ = EveryMonth(forMonths: 12, starting: .thisMonth)
    .lastDay
    .at(hour: 23, minute: 50)
    .dateComponents()  // [DateComponents]

  _ = NextYear().addingYears(2)
    .firstMonth.addingMonths(3)  // April (in Gregorian)
    .first(.thursday)
    .dateComponents()  // year: 2024, month: 4, day: 4

  _ = ExactDay(year: 2020, month: 10, day: 5)
    .at(hour: 10, minute: 15)
    .date()  // Date

  _ = ExactYear(year: 2020)
    .lastMonth
    .lastDay
    .dateComponents()
}

// MARK: - Guide

private func readmeAnatomy() -> DateComponents? {
  _ = NextWeek()
    .firstDay
    .at(hour: 10, minute: 15)

  let dateComponents = NextYear()
    .firstMonth.addingMonths(3)
    .first(.thursday)
    .at(hour: 21, minute: 00)
    .dateComponents()
  return dateComponents
}

private func readmeDayFunctions(account: Account) {
  // top-level
  _ = Today()
  _ = Tomorrow()
  _ = DayOf(account.createdAt)
  _ = ExactDay(year: 2021, month: 1, day: 26)
  _ = AddingDays(15, to: .today)
  _ = AddingDays(15, to: .dayOf(account.createdAt))
  _ = EveryDay(forDays: 100, starting: .tomorrow)
  _ = EveryDay(forDays: 100, starting: .dayOf(account.createdAt))

  // instance
  _ = Today().addingDays(10)
}

private func readmeWeekFunctions(account: Account) {
  // top-level
  _ = ThisWeek()
  _ = NextWeek()
  _ = WeekOf(account.createdAt)
  _ = WeekOf(Today())  // use any `DateBuilder.Day` instance here
  _ = AddingWeeks(5, to: .thisWeek)
  _ = EveryWeek(forWeeks: 10, starting: .nextWeek)

  // instance
  let _: DateBuilder.Week = ThisWeek().addingWeeks(10)  // Week
  let _: DateBuilder.Day = ThisWeek().firstDay  // Day
  let _: DateBuilder.Day = ThisWeek().lastDay  // Day
  let _: [DateBuilder.Day] = ThisWeek().allDays  // [Day]
  let _: DateBuilder.Day = ThisWeek().weekday(.thursday)  // Day
  let _: DateBuilder.Day = ThisWeek().weekendStartDay  // Day
  let _: DateBuilder.Day = ThisWeek().weekendEndDay  // Day
}

private func readmeMonthFunctions(account: Account) {
  // top-level
  _ = ThisMonth()
  _ = NextMonth()
  _ = MonthOf(account.createdAt)
  _ = MonthOf(Today())  // use any `DateBuilder.Day` instance here
  _ = ExactMonth(year: 2021, month: 03)
  _ = AddingMonths(3, to: .thisMonth)
  _ = EveryMonth(forMonths: 5, starting: .monthOf(account.createdAt))

  // instance
  let _: DateBuilder.Month = ThisMonth().addingMonths(5)  // Month
  let _: DateBuilder.Day = ThisMonth().firstDay  // Day
  let _: DateBuilder.Day = ThisMonth().lastDay  // Day
  let _: [DateBuilder.Day] = ThisMonth().allDays  // [Day]
  // Unannotated, it is the lazy series, which `.at(…)` and `.dates()` read later.
  let _: DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded> = ThisMonth().allDays
  let _: DateBuilder.Day = ThisMonth().first(.saturday)  // Day
  let _: DateBuilder.Day = ThisMonth().weekday(.third, .friday)  // Day
}

private func readmeYearFunctions(account: Account) {
  // top-level
  _ = ThisYear()
  _ = NextYear()
  _ = YearOf(account.createdAt)
  _ = YearOf(Tomorrow())  // use any `DateBuilder.Day` instance here
  _ = YearOf(NextMonth())  // use any `DateBuilder.Month` instance here
  _ = ExactYear(year: 2022)
  _ = AddingYears(1, to: ThisYear())
  _ = EveryYear(forYears: 100, starting: .thisYear)

  // instance
  let _: DateBuilder.Year = ThisYear().addingYears(1)  // Year
  let _: DateBuilder.Month = ThisYear().firstMonth  // Month
  let _: DateBuilder.Month = ThisYear().lastMonth  // Month
  let _: [DateBuilder.Month] = ThisYear().allMonths  // [Month]
  let _: DateBuilder.Series<DateBuilder.Month, DateBuilder.Bounded> = ThisYear().allMonths
}

private func readmeResolving() {
  _ = Today().at(hour: 10, minute: 15)
  _ = Today().at(hour: 19, minute: 30, second: 30)
  _ = Today().at(TimeOfDay(hour: 10, minute: 30, second: 0))  // equivalent to:
  _ = Today().at(.time(hour: 10, minute: 30))
  _ = Today().at(.randomTime(from: .time(hour: 10, minute: 15), to: .time(hour: 15, minute: 30)))

  _ = Today()
    .at(hour: 9, minute: 15)
    .date()  // Date

  // or

  _ = Today()
    .at(hour: 9, minute: 15)
    .dateComponents()  // DateComponents

  _ = NextMonth()
    .firstDay
    .dateComponents()  // year: 2021, month: 2, day: 1
}

private func readmeExactlyAt(account: Account) -> DateBuilder.ResolvedDate {
  let chain = ExactlyAt(account.createdAt)
    .addingMinutes(1)
    .addingHours(5)
    .addingDays(20)
    .addingMonths(3)
    .addingWeeks(14)
    .addingYears(1)

  // usge:
  _ = ExactlyAt(account.createdAt)
    .addingMinutes(15)
    .dateComponents()  // DateComponents
  return chain
}

private func readmeEvery() -> (dates: [Date], components: [DateComponents]) {
  let first: [Date]
  do {
    let dates = EveryMonth(forMonths: 12, starting: .thisMonth)
      .firstDay.addingDays(9)
      .at(hour: 20, minute: 00)
      .dates()  // [Date]
    first = dates
  }

  // or

  let second: [DateComponents]
  do {
    let dates = EveryMonth(forMonths: 12, starting: .thisMonth)
      .lastDay.addingDays(-5)
      .at(hour: 20, minute: 00)
      .dateComponents()  // [DateComponents]
    second = dates
  }
  return (first, second)
}

/// The README's global form; compiled here, run in a child process.
func readmeSetsTheCalendarForTheProcessInSwift5() {
  var customCalendar = DateBuilder.calendar
  customCalendar.firstWeekday = 6
  DateBuilder.calendar = customCalendar
}

private func readmeCustomizing(cancun: TimeZone) -> (
  firstDay: DateComponents?, cancun: Date?, nextFriday: Date?
) {
  var customCalendar = DateBuilder.calendar
  customCalendar.firstWeekday = 6
  // `DateBuilder.calendar = customCalendar` compiles (see `readmeSetsTheCalendarForTheProcess`);
  // it is run in a child process by OriginalShorthandTests, since it changes the whole process.

  let firstDay = DateBuilder.withCalendar(customCalendar) {
    ThisWeek().firstDay.dateComponents()
  }

  // The README passes `TimeZone(identifier: "America/Cancun")`, an Optional: that line did not
  // compile against the original library either, whose `withTimeZone` also takes a `TimeZone`.
  let cancun = DateBuilder.withTimeZone(cancun) {
    Tomorrow().at(hour: 9, minute: 15).date()
  }

  let nextFriday = DateBuilder.withLocale(Locale(identifier: "he_IL")) {
    NextWeek()
      .weekendStartDay
      .at(hour: 7, minute: 00)
      .date()  // next friday!
  }
  return (firstDay, cancun, nextFriday)
}

// MARK: - The README's claims, checked

struct OriginalReadmeSwift5Tests {
  /// Sunday 31 January 2021 at noon in New York (the README's comments were written that day).
  private static func context() throws -> DateBuilder.Context {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    calendar.locale = Locale(identifier: "en_US")
    let now = try #require(calendar.date(from: DateComponents(year: 2021, month: 1, day: 31, hour: 12)))
    return DateBuilder.Context(now: now, calendar: calendar)
  }

  /// Created on Sunday 13 September 2020 at 08:26:40 in New York (12:26:40 UTC).
  private let account = Account(createdAt: Date(timeIntervalSince1970: 1_600_000_000))

  @Test func everyReadmeSnippetRunsInSwift5Mode() throws {
    let context = try Self.context()
    let ran = DateBuilder.withContext(context) { () -> Bool in
      readmeUsage(account: account)
      readmeDayFunctions(account: account)
      readmeWeekFunctions(account: account)
      readmeMonthFunctions(account: account)
      readmeYearFunctions(account: account)
      readmeResolving()
      return DateBuilder.calendar == context.calendar
    }
    #expect(ran)
  }

  @Test func theReadmesCommentsHoldInSwift5Mode() throws {
    let context = try Self.context()
    let calendar = context.calendar
    DateBuilder.withContext(context) {
      #expect(
        Today().at(hour: 20, minute: 15).dateComponents()
          == DateComponents(year: 2021, month: 1, day: 31, hour: 20, minute: 15, second: 0))
      #expect(
        NextYear().addingYears(2).firstMonth.addingMonths(3).first(.thursday).dateComponents()
          == DateComponents(year: 2024, month: 4, day: 4))
      #expect(NextMonth().firstDay.dateComponents() == DateComponents(year: 2021, month: 2, day: 1))
      let saturdays: [Date] = EveryWeek(forWeeks: 10, starting: .thisWeek).weekendStartDay.at(
        hour: 9, minute: 00
      )
      .dates()
      #expect(saturdays.count == 10)
      #expect(
        saturdays.allSatisfy {
          calendar.component(.weekday, from: $0) == 7 && calendar.component(.hour, from: $0) == 9
        })
      // 14 March 2021, when New York springs forward, is the seventh Saturday's next day: 9:00 stays 9:00.
      #expect(
        zip(saturdays, saturdays.dropFirst()).map { $1.timeIntervalSince($0) / 3_600 }.filter { $0 != 168 }
          == [167])
      let date: Date = readmeExactlyAt(account: account).date()
      #expect(
        date
          == calendar.date(
            from: DateComponents(year: 2022, month: 4, day: 11, hour: 13, minute: 27, second: 40)))
      let anatomy = readmeAnatomy()
      #expect(anatomy == DateComponents(year: 2022, month: 4, day: 7, hour: 21, minute: 0, second: 0))
      let (dates, components) = readmeEvery()
      #expect(dates.count == 12 && components.count == 12)
      #expect(dates.first == calendar.date(from: DateComponents(year: 2021, month: 1, day: 10, hour: 20)))
      #expect(components[1] == DateComponents(year: 2021, month: 2, day: 23, hour: 20, minute: 0, second: 0))
    }
  }

  @Test func customizingTheCalendarTimeZoneAndLocaleInSwift5Mode() throws {
    let context = try Self.context()
    let cancunZone = try #require(TimeZone(identifier: "America/Cancun"))
    let (firstDay, cancun, nextFriday) = DateBuilder.withContext(context) {
      readmeCustomizing(cancun: cancunZone)
    }
    // Weeks starting on Friday: the week of Sunday 31 January starts on Friday the 29th.
    #expect(firstDay == DateComponents(year: 2021, month: 1, day: 29))
    #expect(cancun == Date(timeIntervalSince1970: 1_612_188_900))  // 1 February 2021, 09:15 in Cancún (UTC-5)
    let friday = try #require(nextFriday)
    #expect(
      context.calendar.dateComponents([.year, .month, .day, .hour, .weekday], from: friday)
        == DateComponents(year: 2021, month: 2, day: 12, hour: 7, weekday: 6))
  }
}
