@testable import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

/// Every spelling of a fixed time of day against `.at(hour:minute:)`.
///
/// Each gives the same repeating pattern (what a timeline compresses into one repeating
/// request), the same integer plan (the fast walk) and the same dates and errors — for daily,
/// weekly, monthly and yearly series, bounded and unbounded, in zones with DST. Only a time
/// drawn afresh for each day (`.randomTime`) is per day.
struct FixedTimeSpellingTests {
  /// One way to write a fixed time of day on a series of days.
  enum Spelling: CaseIterable, CustomStringConvertible {
    case hourMinuteSecond
    case timeOfDay
    case staticTime
    case variable
    case validated

    var description: String {
      switch self {
      case .hourMinuteSecond: ".at(hour:minute:second:)"
      case .timeOfDay: ".at(TimeOfDay(hour:minute:second:))"
      case .staticTime: ".at(.time(hour:minute:second:))"
      case .variable: "let time = TimeOfDay(…); .at(time)"
      case .validated: ".at((try? TimeOfDay(…).validated()) ?? fallback)"
      }
    }

    /// `days` at `time`, written this way.
    func apply<Extent>(
      _ days: DateBuilder.Series<DateBuilder.Day, Extent>, _ time: TimeOfDay
    ) -> DateBuilder.Series<DateBuilder.ResolvedDate, Extent> {
      let (hour, minute, second) = (time.hour, time.minute, time.second)
      switch self {
      case .hourMinuteSecond: return days.at(hour: hour, minute: minute, second: second)
      case .timeOfDay: return days.at(TimeOfDay(hour: hour, minute: minute, second: second))
      case .staticTime: return days.at(.time(hour: hour, minute: minute, second: second))
      case .variable:
        let fixed = TimeOfDay(hour: hour, minute: minute, second: second)
        return days.at(fixed)
      case .validated:
        return days.at((try? time.validated()) ?? time)
      }
    }
  }

  /// A kind of series of days.
  enum Shape: CustomStringConvertible {
    case daily(start: Int)
    case weekly(weekday: Int)
    case monthly(dayOffset: Int)
    case yearly(monthOffset: Int, dayOffset: Int)

    var description: String {
      switch self {
      case .daily(let start): "EveryDay(starting: today + \(start))"
      case .weekly(let weekday): "EveryWeek(starting: .thisWeek).weekday(\(weekday))"
      case .monthly(let offset): "EveryMonth(starting: .thisMonth).firstDay.addingDays(\(offset))"
      case let .yearly(month, day):
        "EveryYear(starting: .thisYear).firstMonth.addingMonths(\(month)).firstDay.addingDays(\(day))"
      }
    }

    var unbounded: DateBuilder.Series<DateBuilder.Day, DateBuilder.Unbounded> {
      switch self {
      case .daily(let start): EveryDay(starting: DateBuilder.Day.today.addingDays(start))
      case .weekly(let weekday):
        EveryWeek(starting: .thisWeek).weekday(DateBuilder.Weekday(rawValue: weekday))
      case .monthly(let offset): EveryMonth(starting: .thisMonth).firstDay.addingDays(offset)
      case let .yearly(month, day):
        EveryYear(starting: .thisYear).firstMonth.addingMonths(month).firstDay.addingDays(day)
      }
    }

    func bounded(_ count: Int) -> DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded> {
      switch self {
      case .daily(let start): EveryDay(forDays: count, starting: DateBuilder.Day.today.addingDays(start))
      case .weekly(let weekday):
        EveryWeek(forWeeks: count, starting: .thisWeek).weekday(DateBuilder.Weekday(rawValue: weekday))
      case .monthly(let offset):
        EveryMonth(forMonths: count, starting: .thisMonth).firstDay.addingDays(offset)
      case let .yearly(month, day):
        EveryYear(forYears: count, starting: .thisYear).firstMonth.addingMonths(month).firstDay.addingDays(
          day)
      }
    }
  }

  struct Case: CustomStringConvertible {
    var zone: String
    var now: (month: Int, day: Int, hour: Int)
    var shape: Shape
    var time: TimeOfDay
    var spelling: Spelling

    var context: DateBuilder.Context { .at(2026, now.month, now.day, now.hour, in: zone) }

    var description: String {
      "\(zone), 2026-\(now.month)-\(now.day) \(now.hour):00; \(shape)\(spelling) at \(time)"
    }
  }

  typealias Dates = Result<[Date], DateBuilderError>

  static func dates<Extent>(
    _ series: DateBuilder.Series<DateBuilder.ResolvedDate, Extent>, in context: DateBuilder.Context
  ) -> Dates {
    Result { () throws(DateBuilderError) in try series.prefix(12).dates(in: context) }
  }

  @Test func everySpellingOfAFixedTimeCompressesPlansAndDatesAsAtHourMinute() {
    expectProperty(
      "a fixed time written any way gives the repeating pattern, plan and dates of .at(hour:minute:)",
      iterations: 600, generate: Self.generate, shrink: Self.shrink
    ) { value in
      let context = value.context
      let (reference, spelled) = (
        value.shape.unbounded.at(hour: value.time.hour, minute: value.time.minute, second: value.time.second),
        value.spelling.apply(value.shape.unbounded, value.time)
      )
      let (boundedReference, boundedSpelled) = (
        value.shape.bounded(9).at(
          hour: value.time.hour, minute: value.time.minute, second: value.time.second),
        value.spelling.apply(value.shape.bounded(9), value.time)
      )
      return reference.repeatingPattern == spelled.repeatingPattern
        && (reference.plan != nil) == (spelled.plan != nil)
        && (boundedReference.plan != nil) == (boundedSpelled.plan != nil)
        && Self.dates(reference, in: context) == Self.dates(spelled, in: context)
        && Self.dates(boundedReference, in: context) == Self.dates(boundedSpelled, in: context)
    }
  }

  @Test(arguments: Spelling.allCases)
  func aDailyFixedTimeIsOneRepeatingPatternHoweverItIsWritten(_ spelling: Spelling) {
    let series = spelling.apply(EveryDay(starting: .today), TimeOfDay(hour: 8, minute: 0))
    #expect(series.repeatingPattern?.description == "daily 08:00")
    #expect(series.plan != nil)
  }

  @Test(arguments: Zones.all)
  func theArrayFormsGiveTheDatesOfAtHourMinute(_ zone: String) throws {
    // 25 March 2026: the fortnight ahead holds Europe's spring change (02:30 is skipped in
    // Berlin on the 29th) and Lord Howe's and Santiago's autumn ones.
    let context = DateBuilder.Context.at(2026, 3, 25, 12, in: zone)
    let reference = try EveryDay(forDays: 14, starting: .today).at(hour: 2, minute: 30).dates(in: context)
    let arrays: [[DateBuilder.ResolvedDate]] = [
      EveryDay(starting: .today, forDays: 14, at: .time(hour: 2, minute: 30)),
      EveryDay(starting: .today, forDays: 14, at: TimeOfDay(hour: 2, minute: 30)),
      (0..<14).map { DateBuilder.Day.today.addingDays($0) }.at(.time(hour: 2, minute: 30)),
      (0..<14).map { DateBuilder.Day.today.addingDays($0) }.at(hour: 2, minute: 30),
    ]
    for array in arrays {
      #expect(try array.map { try $0.date(in: context) } == reference)
    }
  }

  @Test func aTimeDrawnAtRandomIsDrawnForEachDayAndKeepsNoPattern() throws {
    let context = DateBuilder.Context.at(2026, 3, 25, 12, in: "Europe/Berlin")
    let series = EveryDay(starting: .today)
      .at(.randomTime(from: .time(hour: 0, minute: 0), to: .time(hour: 23, minute: 59)))
    #expect(series.repeatingPattern == nil)
    let times = try series.prefix(40).dates(in: context).map {
      context.calendar.dateComponents([.hour, .minute, .second], from: $0)
    }
    #expect(Set(times).count > 1)
  }

  @Test func aTimeReadFromTheEvaluationContextIsReadForEachEvaluation() throws {
    // `TimeOfDay(date:)` reads the context's calendar: 12:00 UTC is 13:00 in Berlin in winter.
    let noon = Date(timeIntervalSince1970: 1_767_268_800)  // 2026-01-01 12:00 UTC
    let series = EveryDay(starting: .today).at(TimeOfDay(date: noon))
    let berlin = DateBuilder.Context.at(2026, 1, 10, 9, in: "Europe/Berlin")
    let dates = try DateBuilder.withContext(berlin) { () throws(DateBuilderError) in
      try series.prefix(1).dates(in: berlin)
    }
    #expect(dates.map { berlin.calendar.component(.hour, from: $0) } == [13])
  }

  static func generate(_ g: inout SeededGenerator) -> Case {
    let shape: Shape
    switch Int.random(in: 0..<4, using: &g) {
    case 0: shape = .daily(start: Int.random(in: -3...3, using: &g))
    case 1: shape = .weekly(weekday: Int.random(in: 1...7, using: &g))
    case 2: shape = .monthly(dayOffset: Int.random(in: 0...27, using: &g))
    default:
      shape = .yearly(
        monthOffset: Int.random(in: 0...11, using: &g), dayOffset: Int.random(in: 0...27, using: &g))
    }
    // Now and then a time outside the day: every spelling reports the same error.
    let time =
      Int.random(in: 0..<20, using: &g) == 0
      ? TimeOfDay(
        hour: [24, -1, 9][Int.random(in: 0...2, using: &g)],
        minute: [0, 60][Int.random(in: 0...1, using: &g)])
      : TimeOfDay(
        hour: Int.random(in: 0...23, using: &g), minute: Int.random(in: 0...59, using: &g),
        second: Bool.random(using: &g) ? 0 : Int.random(in: 0...59, using: &g))
    return Case(
      zone: Zones.all[Int.random(in: 0..<Zones.all.count, using: &g)],
      now: (
        Int.random(in: 1...12, using: &g), Int.random(in: 1...28, using: &g),
        Int.random(in: 0...23, using: &g)
      ),
      shape: shape, time: time,
      spelling: Spelling.allCases[Int.random(in: 0..<Spelling.allCases.count, using: &g)])
  }

  static func shrink(_ value: Case) -> [Case] {
    var smaller: [Case] = []
    if value.zone != "UTC" {
      var utc = value
      utc.zone = "UTC"
      smaller.append(utc)
    }
    if value.time.second != 0 {
      var whole = value
      whole.time.second = 0
      smaller.append(whole)
    }
    return smaller
  }
}
