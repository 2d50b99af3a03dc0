import DateBuilder
import Foundation
import Testing

// Every public declaration of the original DateBuilder, used the way an app wrote it — with
// the original's type annotations — and checked against what the original documents. One
// file, compiled twice: in the Swift 6 language mode here, and in the Swift 5 mode by
// DateBuilderSwift5Tests, which links to it. The numbers are the catalogue's;
// Documentation/Migration.md counts them. Expectations come from Foundation's own calendar arithmetic (`Clock`), in time zones
// with daylight saving time: Berlin, New York and Lord Howe.
struct OriginalCatalogueTests {
  /// Friday 27 March 2026, noon in Berlin: the clocks spring forward on Sunday the 29th.
  static func berlin() throws -> Clock { try Clock("Europe/Berlin", 2026, 3, 27, firstWeekday: 2) }
  /// Friday 30 October 2026, noon in New York: the clocks fall back on Sunday 1 November.
  static func newYork() throws -> Clock { try Clock("America/New_York", 2026, 10, 30) }
  /// Friday 3 April 2026, noon on Lord Howe Island: the clocks go back half an hour on the 5th.
  static func lordHowe() throws -> Clock { try Clock("Australia/Lord_Howe", 2026, 4, 3) }

  // MARK: 1–5 The namespace

  @Test func theNamespaceSetsTheCalendarForAClosureOrTheProcess() throws {
    let clock = try Self.berlin()
    // 2. `DateBuilder.calendar`, read and written back (writing it is covered in a child process
    // by OriginalShorthandTests, since it changes the whole process).
    let launchCalendar: Calendar = DateBuilder.calendar
    DateBuilder.calendar = launchCalendar
    #expect(DateBuilder.calendar == launchCalendar)
    try clock.run { () throws -> Void in
      #expect(DateBuilder.calendar == clock.calendar)
      // 3. withCalendar: a Sunday-first week in Berlin starts on Sunday 22 March.
      var sundayFirst = DateBuilder.calendar
      sundayFirst.firstWeekday = 1
      let firstDay: DateComponents = DateBuilder.withCalendar(sundayFirst) {
        ThisWeek().firstDay.dateComponents()
      }
      #expect(firstDay == clock.day(clock.startOfWeek(clock.now, firstWeekday: 1)))
      // 4. withTimeZone: tomorrow at 9:15 in Cancún.
      let cancun = try #require(TimeZone(identifier: "America/Cancun"))
      let inCancun: Date = DateBuilder.withTimeZone(cancun) { Tomorrow().at(hour: 9, minute: 15).date() }
      var cancunCalendar = clock.calendar
      cancunCalendar.timeZone = cancun
      #expect(
        inCancun
          == cancunCalendar.date(from: DateComponents(year: 2026, month: 3, day: 28, hour: 9, minute: 15)))
      // 5. withLocale: in Israel the weekend starts on Friday, so next week's is Friday 3 April.
      let nextFriday = DateBuilder.withLocale(Locale(identifier: "he_IL")) {
        NextWeek()
          .weekendStartDay
          .at(hour: 7, minute: 00)
          .date()  // next friday!
      }
      #expect(nextFriday == (try clock.date(2026, 4, 3, 7)))
    }
    #expect(DateBuilder.calendar == launchCalendar)
  }

  // MARK: 6–14 TimeOfDay

  @Test func aTimeOfDayIsAComparableCodableValue() throws {
    let clock = try Self.berlin()
    var time: TimeOfDay = TimeOfDay(hour: 10, minute: 30)  // 6, 10
    #expect(time.hour == 10 && time.minute == 30 && time.second == 0)  // 7, 8, 9
    time.second = 15
    let short: TimeOfDay = .time(hour: 10, minute: 30)  // 11
    #expect(short < time)  // 13
    #expect(TimeOfDay.time(hour: 9, minute: 59, second: 59) < .time(hour: 10, minute: 0))
    #expect(Set([short, TimeOfDay(hour: 10, minute: 30, second: 0)]).count == 1)
    // Codable: what the original stored decodes, and encodes back to the same keys.
    let stored = Data(#"{"hour":7,"minute":45,"second":5}"#.utf8)
    let decoded = try JSONDecoder().decode(TimeOfDay.self, from: stored)
    #expect(decoded == TimeOfDay(hour: 7, minute: 45, second: 5))
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded)) as? [String: Int]
    #expect(object == ["hour": 7, "minute": 45, "second": 5])
    // 12. randomTime: between its bounds, and different across a hundred draws.
    let lower: TimeOfDay = .time(hour: 10, minute: 15)
    let upper: TimeOfDay = .time(hour: 15, minute: 30)
    let draws = (0..<100).map { _ in TimeOfDay.randomTime(from: lower, to: upper) }
    #expect(draws.allSatisfy { lower <= $0 && $0 < upper })
    #expect(Set(draws).count > 1)
    // 14. init(date:calendar:) reads the wall clock, in the current calendar by default.
    let halfPastNine = try clock.date(2026, 3, 29, 9, 30, 10)  // after the spring-forward gap
    #expect(
      TimeOfDay(date: halfPastNine, calendar: clock.calendar) == TimeOfDay(hour: 9, minute: 30, second: 10))
    clock.run { #expect(TimeOfDay(date: halfPastNine) == TimeOfDay(hour: 9, minute: 30, second: 10)) }
  }

  // MARK: 15–27 ResolvedDate

  @Test func aResolvedDateIsAnExactInstantOrComponentsAndMovesByCalendarUnits() throws {
    let clock = try Self.berlin()
    try clock.run { () throws -> Void in
      let signUp = try clock.date(2026, 3, 28, 22, 30)  // Saturday night, before the gap
      let exact: DateBuilder.ResolvedDate = .exact(signUp)  // 15, 16
      let date: Date = exact.date()  // 19
      #expect(date == signUp)
      let components: DateComponents = exact.dateComponents()  // 18
      #expect(components == clock.components(signUp))
      // 17. Components are read in the current calendar: 9:00 on the Sunday the clocks change.
      let party: DateBuilder.ResolvedDate = .components(
        DateComponents(year: 2026, month: 3, day: 29, hour: 9))
      #expect(party.date() == (try clock.date(2026, 3, 29, 9)))
      #expect(
        party.dateComponents() == DateComponents(year: 2026, month: 3, day: 29, hour: 9, minute: 0, second: 0)
      )
      // 20. adding(dateComponents:) is optional, as the original's was.
      let later: Date? = exact.adding(dateComponents: DateComponents(day: 1, hour: 2))?.date()
      #expect(later == clock.adding([.day: 1, .hour: 2], to: signUp))
      // 21–27: each moves by Foundation's calendar arithmetic: elapsed time for seconds,
      // minutes and hours, the wall clock for days and longer.
      let moves: [(DateBuilder.ResolvedDate, Calendar.Component, Int)] = [
        (exact.addingSeconds(30), .second, 30), (exact.addingMinutes(90), .minute, 90),
        (exact.addingHours(5), .hour, 5), (exact.addingDays(1), .day, 1),
        (exact.addingWeeks(2), .weekOfYear, 2),
        (exact.addingMonths(1), .month, 1), (exact.addingYears(1), .year, 1),
      ]
      for (moved, unit, value) in moves {
        #expect(moved.date() == clock.adding([unit: value], to: signUp), "\(unit)")
      }
      // Across the gap: 22:30 CET plus 5 hours of elapsed time is 04:30 CEST.
      #expect(clock.components(exact.addingHours(5).date()).hour == 4)
    }
  }

  // MARK: 28–41 Day, and sequences of days and dates

  @Test func aDayIsResolvedAtATimeOfDay() throws {
    let clock = try Self.berlin()
    try clock.run { () throws -> Void in
      let today: DateBuilder.Day = .today  // 28, 29
      let tomorrow: DateBuilder.Day = .tomorrow  // 31
      let dayOfSignUp: DateBuilder.Day = .dayOf(clock.now)  // 30
      #expect(today.dateComponents() == clock.day(clock.now))  // 33
      #expect(tomorrow.dateComponents() == clock.day(byAdding: 1, to: clock.now))
      #expect(dayOfSignUp.addingDays(2).dateComponents() == clock.day(byAdding: 2, to: clock.now))  // 32
      // 34, 35: Sunday 29 March at 9:00 is 9:00 CEST, after the clocks moved.
      let sunday = try clock.date(2026, 3, 29, 9, 15)
      #expect(today.addingDays(2).at(.time(hour: 9, minute: 15)).date() == sunday)
      #expect(today.addingDays(2).at(hour: 9, minute: 15).date() == sunday)
      #expect(today.addingDays(2).at(hour: 9, minute: 15, second: 30).date() == sunday.addingTimeInterval(30))
      #expect(
        today.at(.randomTime(from: .time(hour: 10, minute: 15), to: .time(hour: 15, minute: 30))).date()
          >= (try clock.date(2026, 3, 27, 10, 15)))

      let days: [DateBuilder.Day] = [Today(), Tomorrow(), AddingDays(2, to: .today)]
      let moved: [DateBuilder.Day] = days.addingDays(1)  // 38
      #expect(moved.dateComponents() == (1...3).map { clock.day(byAdding: $0, to: clock.now) })  // 41
      let atNine: [DateBuilder.ResolvedDate] = days.at(hour: 9, minute: 0)  // 40
      let atTime: [DateBuilder.ResolvedDate] = days.at(.time(hour: 9, minute: 0, second: 0))  // 39
      let dates: [Date] = atNine.dates()  // 36
      #expect(
        dates == [
          try clock.date(2026, 3, 27, 9), try clock.date(2026, 3, 28, 9), try clock.date(2026, 3, 29, 9),
        ])
      #expect(atTime.dates() == dates)
      #expect(dates[2].timeIntervalSince(dates[1]) == 23 * 3_600)  // the short day
      let components: [DateComponents] = atNine.dateComponents()  // 37
      #expect(components.map(\.day) == [27, 28, 29] && components.allSatisfy { $0.hour == 9 })
    }
  }

  // MARK: 42–51 The day functions

  @Test func theDayFunctionsNameTheDaysTheOriginalNamed() throws {
    let clock = try Self.berlin()
    try clock.run { () throws -> Void in
      let nine: TimeOfDay = .time(hour: 9, minute: 0)
      #expect(
        ExactDay(year: 2020, month: 10, day: 5).at(hour: 10, minute: 15).date()
          == (try clock.date(2020, 10, 5, 10, 15)))  // 42
      #expect(Today().dateComponents() == clock.day(clock.now))  // 43
      #expect(Tomorrow().dateComponents() == clock.day(byAdding: 1, to: clock.now))  // 44
      let signUp = try clock.date(2026, 3, 1, 23, 59)
      #expect(DayOf(signUp).dateComponents() == DateComponents(year: 2026, month: 3, day: 1))  // 45
      #expect(
        // 46
        AddingDays(15, to: .dayOf(signUp)).dateComponents() == DateComponents(year: 2026, month: 3, day: 16))
      #expect(AddingDays(15, to: .today).dateComponents() == clock.day(byAdding: 15, to: clock.now))
      #expect(DayOf(signUp, at: nine).date() == (try clock.date(2026, 3, 1, 9)))  // 47
      #expect(Today(at: nine).date() == (try clock.date(2026, 3, 27, 9)))  // 48
      #expect(Tomorrow(at: nine).date() == (try clock.date(2026, 3, 28, 9)))  // 49
      #expect(AfterToday(days: 2, at: nine).date() == (try clock.date(2026, 3, 29, 9)))  // 50
      #expect(After(dayOf: signUp, days: 28, at: nine).date() == (try clock.date(2026, 3, 29, 9)))  // 51
    }
  }

  // MARK: 52–59 DelayDistribution and EveryDay

  @Test func everyDayIsAnArrayOfDaysSpacedByADistribution() throws {
    let clock = try Self.berlin()
    try clock.run { () throws -> Void in
      let everyOther = DelayDistribution(delayForNumber: { number, _ in number * 2 })  // 52, 53
      #expect(everyOther.delayForNumber(3, 10) == 6)  // 54
      let normal: DelayDistribution = .normal  // 55
      #expect((0..<5).map { normal.delayForNumber($0, 5) } == [0, 1, 2, 3, 4])
      // 56. Spreading out, daily at first (this package's spacing; see Migration.md).
      let optimized: DelayDistribution = .optimized
      let offsets = (0..<20).map { optimized.delayForNumber($0, 20) }
      #expect(
        offsets.prefix(7) == [0, 1, 2, 3, 4, 5, 6] && zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }
      )
      #expect(offsets.last ?? 0 > 19)
      let generated: [Int] = everyOther.generate(count: 4, start: 100, addDelay: { $0 + $1 })  // 57
      #expect(generated == [100, 102, 104, 106])

      // 58. As an array: annotated, counted, indexed, iterated, mapped, passed on.
      let days: [DateBuilder.Day] = EveryDay(forDays: 5, starting: .today)
      #expect(days.count == 5)
      #expect(EveryDay(forDays: 5, starting: .today).count == 5)
      #expect(
        EveryDay(forDays: 5, starting: .tomorrow)[1].dateComponents() == clock.day(byAdding: 2, to: clock.now)
      )
      var seen: [DateComponents] = []
      for day in EveryDay(forDays: 3, starting: .today) { seen.append(day.dateComponents()) }
      #expect(seen == (0..<3).map { clock.day(byAdding: $0, to: clock.now) })
      let labels: [Int?] = EveryDay(forDays: 3, starting: .today).map { $0.dateComponents().day }
      #expect(labels == [27, 28, 29])
      #expect(Self.countDays(EveryDay(forDays: 4, starting: .dayOf(clock.now))) == 4)
      let spaced: [DateBuilder.Day] = EveryDay(forDays: 3, starting: .today, distribution: everyOther)
      #expect(spaced.map { $0.dateComponents().day } == [27, 29, 31])
      // Stored without an annotation, it is the series, and still reads as the array did.
      let stored = EveryDay(forDays: 4, starting: .today)
      var storedCount = 0
      for _ in stored { storedCount += 1 }
      #expect(storedCount == 4 && stored.count == 4)
      #expect(stored[3].dateComponents() == clock.day(byAdding: 3, to: clock.now))
      #expect(stored.map { $0.dateComponents().day } == [27, 28, 29, 30])
      let resolved: [DateBuilder.ResolvedDate] = EveryDay(forDays: 2, starting: .today).at(hour: 9, minute: 0)
      #expect(resolved.dates() == [try clock.date(2026, 3, 27, 9), try clock.date(2026, 3, 28, 9)])
      let firstDays: [DateBuilder.Day] = EveryMonth(forMonths: 2, starting: .thisMonth).firstDay
      #expect(
        firstDays.dateComponents() == [
          DateComponents(year: 2026, month: 3, day: 1), DateComponents(year: 2026, month: 4, day: 1),
        ])
      // The README's chain: the dates of every day at 9, one a day across the gap.
      let mornings = EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).dates()
      #expect(
        mornings == [
          try clock.date(2026, 3, 27, 9), try clock.date(2026, 3, 28, 9), try clock.date(2026, 3, 29, 9),
        ])
      // 59. The time is asked for once per day.
      let weekOfMornings: [DateBuilder.ResolvedDate] = EveryDay(
        starting: .today, forDays: 3, at: .time(hour: 9, minute: 0))
      #expect(weekOfMornings.dates() == mornings)
    }
  }

  static func countDays(_ days: [DateBuilder.Day]) -> Int { days.count }

  // MARK: 60–94 Week

  @Test func aWeekHasItsDaysAndWeekendsByTheCalendarsLocale() throws {
    let clock = try Self.newYork()
    try clock.run { () throws -> Void in
      let thisWeek: DateBuilder.Week = .thisWeek  // 60, 61
      let start = clock.startOfWeek(clock.now, firstWeekday: 1)  // Sunday 25 October
      #expect(thisWeek.firstDay.dateComponents() == clock.day(start))  // 65
      #expect(DateBuilder.Week.nextWeek.firstDay.dateComponents() == clock.day(byAdding: 7, to: start))  // 62
      #expect(
        DateBuilder.Week.weekOf(clock.now).addingWeeks(1).lastDay.dateComponents()
          == clock.day(byAdding: 13, to: start))  // 63, 64, 81
      #expect(thisWeek.weekday(.friday).dateComponents() == clock.day(clock.now))  // 66
      // 67–78: the weekday type.
      let friday: DateBuilder.Week.GregorianWeekday = 6  // 78
      #expect(friday.rawValue == DateBuilder.Week.GregorianWeekday.friday.rawValue)  // 68, 74
      let all: [DateBuilder.Week.GregorianWeekday] = [
        .sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday,
      ]
      #expect(all.map(\.rawValue) == Array(1...7))  // 69–75
      let literal: DateBuilder.Week.GregorianWeekday.IntegerLiteralType = 2  // 76
      #expect(
        DateBuilder.Week.GregorianWeekday(rawValue: literal).rawValue
          == DateBuilder.Week.GregorianWeekday.monday.rawValue)  // 77
      // 79, 80: Saturday 31 October and Sunday 1 November, the day the clocks fall back.
      #expect(thisWeek.weekendStartDay.dateComponents() == clock.day(byAdding: 6, to: start))
      #expect(thisWeek.weekendEndDay.dateComponents() == clock.day(byAdding: 7, to: start))
      #expect(
        thisWeek.weekendEndDay.at(hour: 9, minute: 0).date().timeIntervalSince(
          thisWeek.weekendStartDay.at(hour: 9, minute: 0).date())
          == 25 * 3_600)
      // 82. allDays is an array.
      let days: [DateBuilder.Day] = thisWeek.allDays
      #expect(days.count == 7 && days.dateComponents() == (0..<7).map { clock.day(byAdding: $0, to: start) })

      // 83–88 on arrays of weeks.
      let weeks: [DateBuilder.Week] = [ThisWeek(), NextWeek()]  // 89, 90
      let moved: [DateBuilder.Week] = weeks.addingWeeks(1)  // 83
      #expect(
        moved.firstDay.dateComponents() == [
          clock.day(byAdding: 7, to: start), clock.day(byAdding: 14, to: start),
        ])  // 84
      let lastDays: [DateBuilder.Day] = weeks.lastDay  // 85
      #expect(
        lastDays.dateComponents() == [clock.day(byAdding: 6, to: start), clock.day(byAdding: 13, to: start)])
      let fridays: [DateBuilder.Day] = weeks.weekday(.friday)  // 86
      #expect(
        fridays.dateComponents() == [clock.day(byAdding: 5, to: start), clock.day(byAdding: 12, to: start)])
      let weekendStarts: [DateBuilder.Day] = weeks.weekendStartDay  // 87
      let weekendEnds: [DateBuilder.Day] = weeks.weekendEndDay  // 88
      #expect(
        weekendStarts.dateComponents() == [
          clock.day(byAdding: 6, to: start), clock.day(byAdding: 13, to: start),
        ])
      #expect(
        weekendEnds.dateComponents() == [
          clock.day(byAdding: 7, to: start), clock.day(byAdding: 14, to: start),
        ])

      // 91–94 the week functions.
      #expect(WeekOf(clock.now).firstDay.dateComponents() == clock.day(start))  // 91
      #expect(WeekOf(Today()).firstDay.dateComponents() == clock.day(start))  // 92
      // 93
      #expect(AddingWeeks(5, to: .thisWeek).firstDay.dateComponents() == clock.day(byAdding: 35, to: start))
      let everyWeek: [DateBuilder.Week] = EveryWeek(forWeeks: 10, starting: .nextWeek)  // 94
      #expect(everyWeek.count == 10 && EveryWeek(forWeeks: 10, starting: .thisWeek).count == 10)
      let saturdays = EveryWeek(forWeeks: 10, starting: .thisWeek)
        .weekendStartDay
        .at(hour: 9, minute: 00)
        .dates()  // [Date]
      #expect(saturdays == (0..<10).map { clock.adding([.day: 6 + 7 * $0, .hour: 9], to: start) })
      let spaced: [DateBuilder.Week] = EveryWeek(forWeeks: 3, starting: .thisWeek, distribution: .normal)
      #expect(
        spaced.map { $0.firstDay.dateComponents() } == (0..<3).map { clock.day(byAdding: 7 * $0, to: start) })
    }
  }

  // MARK: 95–124 Month and Ordinal

  @Test func aMonthHasItsDaysAndOrdinalWeekdays() throws {
    let clock = try Self.lordHowe()
    try clock.run { () throws -> Void in
      let april: DateBuilder.Month = .thisMonth  // 95, 96
      #expect(april.firstDay.dateComponents() == DateComponents(year: 2026, month: 4, day: 1))  // 100
      #expect(april.lastDay.dateComponents() == DateComponents(year: 2026, month: 4, day: 30))  // 101
      #expect(
        // 97
        DateBuilder.Month.nextMonth.lastDay.dateComponents() == DateComponents(year: 2026, month: 5, day: 31))
      #expect(
        DateBuilder.Month.monthOf(clock.now).addingMonths(-2).lastDay.dateComponents()
          == DateComponents(year: 2026, month: 2, day: 28))  // 98, 99
      // 102. weekday(_:_:) is optional: April 2026 has no fifth Friday, but a fifth Thursday.
      #expect(april.weekday(.fifth, .friday) == nil)
      let fifthThursday: Date? = april.weekday(.fifth, .thursday)?.at(hour: 9, minute: 0).date()
      #expect(fifthThursday == (try clock.date(2026, 4, 30, 9)))
      if let thirdFriday = ThisMonth().weekday(.third, .friday) {
        #expect(thirdFriday.dateComponents() == DateComponents(year: 2026, month: 4, day: 17))
      } else {
        Issue.record("April 2026 has a third Friday")
      }
      // 103. first(_:): Sunday 5 April, the day the clocks go back half an hour, at 1:45 —
      // a time that happens twice — is the first of the two (Foundation's answer too).
      #expect(april.first(.sunday).at(hour: 1, minute: 45).date() == (try clock.date(2026, 4, 5, 1, 45)))
      // 104. allDays is an array of the month's days.
      let days: [DateBuilder.Day] = april.allDays
      #expect(days.count == 30 && ThisMonth().allDays.count == 30)
      #expect(days.last?.dateComponents() == DateComponents(year: 2026, month: 4, day: 30))
      #expect(ExactMonth(year: 2028, month: 2).allDays.count == 29)
      var count = 0
      for day in NextMonth().allDays { count += day.dateComponents().month == 5 ? 1 : 0 }
      #expect(count == 31)
      #expect(Self.countDays(ThisMonth().allDays) == 30)
      #expect(ThisMonth().allDays.map { $0.dateComponents().day } == (1...30).map { Optional($0) })

      // 105–112 Ordinal.
      let ordinals: [DateBuilder.Ordinal] = [.first, .second, .third, .fourth, .fifth]
      #expect(ordinals.map(\.rawValue) == [1, 2, 3, 4, 5])
      #expect(DateBuilder.Ordinal(rawValue: 2).rawValue == DateBuilder.Ordinal.second.rawValue)

      // 113–117 on arrays of months.
      let months: [DateBuilder.Month] = [ThisMonth(), NextMonth()]  // 119, 120
      let later: [DateBuilder.Month] = months.addingMonths(1)  // 113
      #expect(later.firstDay.dateComponents().map(\.month) == [5, 6])  // 114
      let lastDays: [DateBuilder.Day] = months.lastDay  // 115
      #expect(lastDays.dateComponents().map(\.day) == [30, 31])
      // 116. Months without the weekday are left out: May 2026 has a fifth Friday, April none.
      let fifthFridays: [DateBuilder.Day] = months.weekday(.fifth, .friday)
      #expect(fifthFridays.dateComponents() == [DateComponents(year: 2026, month: 5, day: 29)])
      let firstThursdays: [DateBuilder.Day] = months.first(.thursday)  // 117
      #expect(firstThursdays.dateComponents().map(\.day) == [2, 7])

      // 118–124 the month functions.
      #expect(
        ExactMonth(year: 2021, month: 03).firstDay.dateComponents()
          == DateComponents(year: 2021, month: 3, day: 1))  // 118
      // 121
      #expect(MonthOf(clock.now).firstDay.dateComponents() == DateComponents(year: 2026, month: 4, day: 1))
      // 122
      #expect(MonthOf(Today()).lastDay.dateComponents() == DateComponents(year: 2026, month: 4, day: 30))
      #expect(
        AddingMonths(3, to: .thisMonth).firstDay.dateComponents()
          == DateComponents(year: 2026, month: 7, day: 1))  // 123
      let everyMonth: [DateBuilder.Month] = EveryMonth(forMonths: 5, starting: .monthOf(clock.now))  // 124
      #expect(everyMonth.count == 5 && everyMonth[4].firstDay.dateComponents().month == 8)
      let lastEvenings = EveryMonth(forMonths: 12, starting: .thisMonth)
        .lastDay
        .at(hour: 23, minute: 50)
        .dateComponents()  // [DateComponents]
      #expect(lastEvenings.count == 12 && lastEvenings.first?.day == 30 && lastEvenings.last?.month == 3)
      let tenths = EveryMonth(forMonths: 12, starting: .thisMonth)
        .firstDay.addingDays(9)
        .at(hour: 20, minute: 00)
        .dates()  // [Date]
      #expect(tenths.first == (try clock.date(2026, 4, 10, 20)) && tenths.count == 12)
      let fifthFridayMonths = EveryMonth(forMonths: 12, starting: .thisMonth, distribution: .normal).weekday(
        .fifth, .friday)
      #expect(fifthFridayMonths.dateComponents().map(\.month) == [5, 7, 10, 1])
    }
  }

  // MARK: 125–144 Year, and ExactlyAt

  @Test func aYearHasItsMonths() throws {
    let clock = try Self.lordHowe()
    try clock.run { () throws -> Void in
      let thisYear: DateBuilder.Year = .thisYear  // 125, 126
      // 130
      #expect(thisYear.firstMonth.firstDay.dateComponents() == DateComponents(year: 2026, month: 1, day: 1))
      // 131
      #expect(thisYear.lastMonth.lastDay.dateComponents() == DateComponents(year: 2026, month: 12, day: 31))
      #expect(DateBuilder.Year.nextYear.firstMonth.firstDay.dateComponents().year == 2027)  // 127
      #expect(
        // 128, 129
        DateBuilder.Year.yearOf(clock.now).addingYears(2).firstMonth.firstDay.dateComponents().year == 2028)
      // 132. allMonths is an array of the year's months.
      let months: [DateBuilder.Month] = thisYear.allMonths
      #expect(months.count == 12 && ThisYear().allMonths.count == 12)
      #expect(
        months.map { $0.lastDay.dateComponents().day } == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])

      // 133–135 on arrays of years.
      let years: [DateBuilder.Year] = [ThisYear(), NextYear()]  // 137, 138
      let later: [DateBuilder.Year] = years.addingYears(1)  // 133
      let januaries: [DateBuilder.Month] = later.firstMonth  // 134
      let decembers: [DateBuilder.Month] = years.lastMonth  // 135
      #expect(januaries.firstDay.dateComponents().map(\.year) == [2027, 2028])
      #expect(
        decembers.lastDay.dateComponents() == [
          DateComponents(year: 2026, month: 12, day: 31), DateComponents(year: 2027, month: 12, day: 31),
        ])

      // 136–143 the year functions.
      #expect(
        ExactYear(year: 2020).lastMonth.lastDay.dateComponents()
          == DateComponents(year: 2020, month: 12, day: 31))  // 136
      #expect(YearOf(clock.now).firstMonth.firstDay.dateComponents().year == 2026)  // 139
      #expect(YearOf(Tomorrow()).firstMonth.firstDay.dateComponents().year == 2026)  // 140
      #expect(YearOf(NextMonth()).lastMonth.lastDay.dateComponents().year == 2026)  // 141
      #expect(AddingYears(1, to: ThisYear()).firstMonth.firstDay.dateComponents().year == 2027)  // 142
      let everyYear: [DateBuilder.Year] = EveryYear(forYears: 100, starting: .thisYear)  // 143
      #expect(everyYear.count == 100 && everyYear[99].firstMonth.firstDay.dateComponents().year == 2125)
      // The README: the first Thursday of the fourth month, two years after next.
      #expect(
        NextYear().addingYears(2)
          .firstMonth.addingMonths(3)  // April (in Gregorian)
          .first(.thursday)
          .dateComponents() == DateComponents(year: 2029, month: 4, day: 5))

      // 144. ExactlyAt: elapsed time for minutes and hours, the wall clock for days.
      let createdAt = try clock.date(2026, 4, 4, 23, 0)  // the night before the clocks go back
      #expect(ExactlyAt(createdAt).addingHours(3).date() == clock.adding([.hour: 3], to: createdAt))
      #expect(ExactlyAt(createdAt).addingDays(15).date() == clock.adding([.day: 15], to: createdAt))
      #expect(ExactlyAt(createdAt).addingMinutes(15).dateComponents().minute == 15)
    }
  }
}

/// Foundation's calendar arithmetic in one time zone: the oracle the catalogue checks against.
struct Clock {
  let calendar: Calendar
  let context: DateBuilder.Context

  init(_ zone: String, _ year: Int, _ month: Int, _ day: Int, firstWeekday: Int = 1) throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    calendar.locale = Locale(identifier: "en_US")
    calendar.firstWeekday = firstWeekday
    self.calendar = calendar
    let now = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)))
    context = DateBuilder.Context(now: now, calendar: calendar)
  }

  var now: Date { context.now }

  /// Evaluates `body` in this clock's context.
  func run<T>(_ body: () throws -> T) rethrows -> T {
    try DateBuilder.withContext(context, body)
  }

  /// The instant of a wall-clock time, as Foundation finds it.
  func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
    throws -> Date
  {
    try #require(
      calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)))
  }

  /// The year, month and day of `date`.
  func day(_ date: Date) -> DateComponents { calendar.dateComponents([.year, .month, .day], from: date) }

  /// The year, month and day `days` days after the day of `date`.
  func day(byAdding days: Int, to date: Date) -> DateComponents {
    day(calendar.date(byAdding: .day, value: days, to: date) ?? date)
  }

  /// The year, month, day, hour, minute and second of `date`.
  func components(_ date: Date) -> DateComponents {
    calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
  }

  /// `date` moved by each unit in turn, by Foundation.
  func adding(_ amounts: KeyValuePairs<Calendar.Component, Int>, to date: Date) -> Date {
    amounts.reduce(date) { calendar.date(byAdding: $1.key, value: $1.value, to: $0) ?? .distantPast }
  }

  /// The first instant of the week containing `date`, weeks starting on `firstWeekday`.
  func startOfWeek(_ date: Date, firstWeekday: Int) -> Date {
    var calendar = calendar
    calendar.firstWeekday = firstWeekday
    return calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? date
  }
}
