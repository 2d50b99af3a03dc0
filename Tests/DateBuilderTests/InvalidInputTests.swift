import DateBuilder
import Foundation
import Testing

/// Invalid input is a typed `DateBuilderError` from the throwing forms, `nil` or `[]` from
/// the optional forms, and the distant past from the original's non-optional `date()`:
/// never a trap, never a date that could fire.
struct InvalidInputTests {
  private let context = DateBuilder.Context.at(2025, 4, 10, in: "Europe/Berlin")

  private func expect(
    _ date: DateBuilder.ResolvedDate, throws error: DateBuilderError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: error, sourceLocation: sourceLocation) { try date.date(in: context) }
    #expect(throws: error, sourceLocation: sourceLocation) { try date.dateComponents(in: context) }
    DateBuilder.withContext(context) {
      #expect(date.dateIfExists() == nil, sourceLocation: sourceLocation)
      #expect(date.dateComponentsIfExists() == nil, sourceLocation: sourceLocation)
      #expect(date.date() == .distantPast, sourceLocation: sourceLocation)
      #expect(date.dateComponents().year == 1, sourceLocation: sourceLocation)
    }
  }

  private func expect(
    _ day: DateBuilder.Day, throws error: DateBuilderError, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: error, sourceLocation: sourceLocation) { try day.dateComponents(in: context) }
    DateBuilder.withContext(context) {
      #expect(day.dateComponentsIfExists() == nil, sourceLocation: sourceLocation)
      #expect(
        day.dateComponents() == DateComponents(year: 1, month: 1, day: 1), sourceLocation: sourceLocation)
    }
    expect(day.at(hour: 9, minute: 0), throws: error, sourceLocation: sourceLocation)
  }

  private func expect(
    _ series: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Bounded>,
    throws error: DateBuilderError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: error, sourceLocation: sourceLocation) { try series.dates(in: context) }
    #expect(throws: error, sourceLocation: sourceLocation) { try series.dateComponents(in: context) }
    DateBuilder.withContext(context) {
      #expect(series.dates().isEmpty, sourceLocation: sourceLocation)
      #expect(series.dateComponents().isEmpty, sourceLocation: sourceLocation)
    }
  }

  // MARK: Times of day

  @Test(arguments: [24, 25, 100, -1])
  func anHourOutsideTheDayIsInvalid(hour: Int) {
    expect(Today().at(hour: hour, minute: 0), throws: .invalidTimeOfDay(hour: hour, minute: 0, second: 0))
  }

  @Test(arguments: [60, 99, -1])
  func aMinuteOrSecondOutsideTheHourIsInvalid(value: Int) {
    expect(
      Tomorrow().at(hour: 9, minute: value), throws: .invalidTimeOfDay(hour: 9, minute: value, second: 0))
    expect(
      Tomorrow().at(hour: 9, minute: 0, second: value),
      throws: .invalidTimeOfDay(hour: 9, minute: 0, second: value))
  }

  @Test func anInvalidTimeFailsTheWholeSeriesRatherThanBeingSkipped() {
    expect(
      EveryDay(forDays: 3, starting: .today).at(hour: 24, minute: 0),
      throws: .invalidTimeOfDay(hour: 24, minute: 0, second: 0))
    expect(
      EveryDay(forDays: 3, starting: .today).at(.time(hour: 9, minute: 60)),
      throws: .invalidTimeOfDay(hour: 9, minute: 60, second: 0))
    let badBound = TimeOfDay.randomTime(from: .time(hour: 25, minute: 0), to: .time(hour: 9, minute: 0))
    expect(Today().at(badBound), throws: .invalidTimeOfDay(hour: 25, minute: 0, second: 0))
  }

  // MARK: Counts

  @Test func aNegativeCountIsInvalid() {
    expect(EveryDay(forDays: -1, starting: .today).at(hour: 9, minute: 0), throws: .negativeCount(-1))
    expect(
      EveryWeek(forWeeks: -2, starting: .thisWeek).firstDay.at(hour: 9, minute: 0), throws: .negativeCount(-2)
    )
    expect(
      EveryMonth(forMonths: -3, starting: .thisMonth).lastDay.at(hour: 9, minute: 0),
      throws: .negativeCount(-3))
    expect(
      EveryYear(forYears: -4, starting: .thisYear).allMonths.firstDay.at(hour: 9, minute: 0),
      throws: .negativeCount(-4))
    expect(EveryDay(starting: .today).at(hour: 9, minute: 0).prefix(-1), throws: .negativeCount(-1))
    #expect(throws: DateBuilderError.negativeCount(-1)) {
      try EveryDay(forDays: -1, starting: .today).dateComponents(in: context)
    }
    DateBuilder.withContext(context) {
      #expect(EveryDay(forDays: -1, starting: .today).dateComponents().isEmpty)
    }
    var occurrences = EveryDay(forDays: -5, starting: .today).at(hour: 9, minute: 0).occurrences(in: context)
    #expect(throws: DateBuilderError.negativeCount(-5)) { try occurrences.next() }
  }

  // MARK: Days, months and years the calendar does not have

  @Test(arguments: [13, 0, -1])
  func aMonthOutsideTheYearIsInvalid(month: Int) {
    expect(ExactDay(year: 2024, month: month, day: 1), throws: .invalidDate(year: 2024, month: month, day: 1))
    expect(ExactMonth(year: 2024, month: month).firstDay, throws: .invalidMonth(year: 2024, month: month))
    expect(
      ExactMonth(year: 2024, month: month).first(.monday), throws: .invalidMonth(year: 2024, month: month))
  }

  /// Foundation traps on some of these in calendars other than the Gregorian; none reaches it.
  @Test(arguments: [Calendar.Identifier.hebrew, .chinese, .japanese, .islamicUmmAlQura, .persian, .buddhist])
  func aMonthOutsideTheYearIsInvalidInEveryCalendar(identifier: Calendar.Identifier) {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = TimeZone(identifier: "Asia/Jerusalem") ?? .gmt
    let other = DateBuilder.Context(now: context.now, calendar: calendar)
    let year = calendar.component(.year, from: context.now)
    for month in [Int.min, Int.min + 1, -1, 0, 14, Int.max] {
      #expect(throws: DateBuilderError.invalidDate(year: year, month: month, day: 1)) {
        try ExactDay(year: year, month: month, day: 1).at(hour: 9, minute: 0).date(in: other)
      }
      #expect(throws: DateBuilderError.invalidDate(year: year, month: month, day: 1)) {
        try ExactDay(era: 1, year: year, month: month, isLeapMonth: false, day: 1).dateComponents(in: other)
      }
      #expect(throws: DateBuilderError.invalidMonth(year: year, month: month)) {
        try ExactMonth(year: year, month: month).firstDay.dateComponents(in: other)
      }
    }
  }

  @Test func aDayPastTheEndOfItsMonthIsInvalid() {
    expect(ExactDay(year: 2025, month: 4, day: 31), throws: .invalidDate(year: 2025, month: 4, day: 31))
    expect(ExactDay(year: 2025, month: 4, day: 0), throws: .invalidDate(year: 2025, month: 4, day: 0))
    expect(ExactDay(year: 2025, month: 1, day: 32), throws: .invalidDate(year: 2025, month: 1, day: 32))
    expect(ExactDay(year: 2025, month: 2, day: 29), throws: .invalidDate(year: 2025, month: 2, day: 29))
    expect(ExactDay(year: 2100, month: 2, day: 29), throws: .invalidDate(year: 2100, month: 2, day: 29))
  }

  @Test func aYearTheCalendarLacksIsInvalid() {
    expect(ExactYear(year: 0).firstMonth.firstDay, throws: .invalidYear(0))
    expect(ExactDay(year: Int.max, month: 1, day: 1), throws: .invalidDate(year: Int.max, month: 1, day: 1))
  }

  // MARK: Weekdays and ordinals

  @Test(arguments: [0, 8, -1])
  func aWeekdayNumberOutsideOneToSevenIsInvalid(number: Int) {
    let weekday = DateBuilder.Weekday(rawValue: number)
    expect(NextWeek().weekday(weekday), throws: .invalidWeekday(number))
    expect(ThisMonth().first(weekday), throws: .invalidWeekday(number))
    expect(ThisMonth().weekday(.last, weekday), throws: .invalidWeekday(number))
    expect(
      EveryWeek(forWeeks: 2, starting: .thisWeek).weekday(weekday).at(hour: 9, minute: 0),
      throws: .invalidWeekday(number))
  }

  @Test(arguments: [0, 6, -6, Int.min])
  func anOrdinalOtherThanFirstToFifthFromEitherEndIsInvalid(number: Int) {
    let ordinal = DateBuilder.Ordinal(rawValue: number)
    expect(ThisMonth().weekday(ordinal, .friday), throws: .invalidOrdinal(number))
    // Not an absent day: a series reports it instead of leaving every month out.
    expect(
      EveryMonth(forMonths: 3, starting: .thisMonth).weekday(ordinal, .monday).at(hour: 9, minute: 0),
      throws: .invalidOrdinal(number))
  }

  @Test(arguments: [6, 7, -6, -7, Int.max - 1])
  func componentsWithAWeekdayOrdinalNoMonthHasAreAnInvalidOrdinalNotAnEndlessSearch(number: Int) {
    // Foundation's search for a sixth or seventh weekday of a month never returns.
    expect(
      DateBuilder.ResolvedDate.components(DateComponents(hour: 9, weekday: 2, weekdayOrdinal: number)),
      throws: .invalidOrdinal(number))
    let inJune = DateComponents(year: 2025, month: 6, weekday: 2, weekdayOrdinal: number)
    expect(DateBuilder.ResolvedDate.components(inJune), throws: .invalidOrdinal(number))
  }

  // MARK: Out of range, never a trap

  @Test func arithmeticBeyondTheRepresentableRangeIsOutOfRange() {
    expect(Today().addingDays(Int.max).addingDays(1), throws: .outOfRange)
    expect(Today().addingDays(Int.min), throws: .outOfRange)
    expect(ThisMonth().addingMonths(Int.min).firstDay, throws: .outOfRange)
    expect(ThisYear().addingYears(Int.min).firstMonth.firstDay, throws: .outOfRange)
    expect(ThisWeek().addingWeeks(Int.max).firstDay, throws: .outOfRange)
    let now = context.now
    expect(ExactlyAt(now).addingMonths(Int.min), throws: .outOfRange)
    expect(ExactlyAt(now).addingYears(Int.min), throws: .outOfRange)
    expect(ExactlyAt(now).addingYears(1_000_000), throws: .outOfRange)
    expect(ExactlyAt(now).addingSeconds(Int.max), throws: .outOfRange)
    expect(ExactlyAt(now).addingWeeks(Int.max), throws: .outOfRange)
    expect(Today().at(hour: 9, minute: 0).addingHours(Int.max), throws: .outOfRange)
  }

  @Test(arguments: [1e20, -1e20, .nan, .infinity])
  func aDateBeyondTheRepresentableRangeIsOutOfRange(seconds: TimeInterval) {
    let date = Date(timeIntervalSince1970: seconds)
    expect(DayOf(date), throws: .outOfRange)
    expect(WeekOf(date).firstDay, throws: .outOfRange)
    expect(MonthOf(date).firstDay, throws: .outOfRange)
    expect(YearOf(date).firstMonth.firstDay, throws: .outOfRange)
    expect(ExactlyAt(date).addingDays(1), throws: .outOfRange)
    #expect(throws: DateBuilderError.outOfRange) {
      try DateBuilder.withNow(date) { () throws(DateBuilderError) in try Today().dateComponents(in: .current)
      }
    }
  }

  @Test func aHugeCountThatFansOutDoesNotOverflow() throws {
    var occurrences = EveryMonth(forMonths: .max, starting: ExactMonth(year: 2024, month: 1))
      .allDays
      .at(hour: 9, minute: 0)
      .occurrences(in: context)
    let first = try #require(try occurrences.next())
    #expect(context.local(first.date) == "2024-01-01 09:00:00")
    let twoMonths = try EveryMonth(forMonths: .max, starting: .thisMonth).allDays.prefix(2).dateComponents(
      in: context)
    #expect(twoMonths.count == 30 + 31)  // April and May 2025
  }

  // MARK: The error itself

  @Test func errorsSayWhatWasWrong() {
    #expect(
      DateBuilderError.invalidDate(year: 2025, month: 4, day: 31).description
        == "2025-4-31 is not a day of the calendar")
    #expect(
      DateBuilderError.invalidTimeOfDay(hour: 24, minute: 0, second: 0).description.hasPrefix(
        "24:0:0 is not a time of day"))
    #expect(
      DateBuilderError.invalidWeekday(8).description == "8 is not a weekday (1 is Sunday, 7 is Saturday)")
    #expect(DateBuilderError.negativeCount(-1).description == "a series cannot have -1 elements")
  }

  @Test func onlyMissingDaysCountAsAbsence() {
    #expect(DateBuilderError.noSuchWeekday(ordinal: 5, weekday: 6, year: 2024, month: 2).isAbsence)
    #expect(
      DateBuilderError.dayDoesNotExist(year: 2011, month: 12, day: 30, timeZone: "Pacific/Apia").isAbsence)
    #expect(DateBuilderError.notInPeriod(index: 30).isAbsence)
    #expect(!DateBuilderError.invalidTimeOfDay(hour: 24, minute: 0, second: 0).isAbsence)
    #expect(!DateBuilderError.invalidOrdinal(6).isAbsence)
    #expect(!DateBuilderError.negativeCount(-1).isAbsence)
    #expect(!DateBuilderError.outOfRange.isAbsence)
  }
}

/// Years at the edge of `Int` are a typed error, never a trap.
struct ExtremeYearTests {
  @Test(arguments: [Int.max, Int.max / 2, 1_000_000_000_000, Int.min / 2])
  func anExtremeYearIsAnInvalidDateNotATrap(year: Int) {
    let context = DateBuilder.Context(
      now: Date(timeIntervalSince1970: 1_800_000_000), calendar: Calendar(identifier: .gregorian))
    #expect(throws: DateBuilderError.self) {
      try ExactDay(year: year, month: 1, day: 1).at(hour: 9, minute: 0).date(in: context)
    }
  }
}
