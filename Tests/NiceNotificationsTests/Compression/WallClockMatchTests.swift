import Foundation
import PropertyTesting
import Testing
import TestSupport

@testable import NiceNotifications

/// A repeating calendar pattern's next date (``NotificationTrigger/nextFireDate(after:in:)``)
/// is the next date of the series it stands for, across clock changes, and Foundation's search
/// away from them; over random instants in zones with and without daylight saving.
struct WallClockMatchTests {
  static let zones = [
    "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Kolkata", "UTC",
    "America/Santiago", "Asia/Tehran",
  ]

  struct Case: CustomStringConvertible {
    var components: DateComponents
    var zone: String
    var seconds: Double
    var description: String {
      "\(components.weekday.map { "weekday \($0) " } ?? "")\(components.day.map { "day \($0) " } ?? "")"
        + "\(components.hour ?? 0):\(components.minute ?? 0):\(components.second ?? 0) \(zone) t\(seconds)"
    }
  }

  static func generate(_ g: inout SeededGenerator) -> Case {
    var components = DateComponents()
    // Often a time some zone skips or repeats: 00:00 to 03:00.
    components.hour =
      Bool.random(using: &g) ? Int.random(in: 0...3, using: &g) : Int.random(in: 0...23, using: &g)
    // Sometimes no minute: `hour: 2` alone is 02:00:00.
    components.minute = [0, 15, 30, 59, nil, Int.random(in: 0...59, using: &g)].randomElement(using: &g) ?? 0
    components.second = Bool.random(using: &g) ? nil : Int.random(in: 0...59, using: &g)
    switch Int.random(in: 0..<3, using: &g) {
    case 0: components.weekday = Int.random(in: 1...7, using: &g)
    case 1: components.day = Int.random(in: 1...28, using: &g)
    default: break
    }
    let zone = zones.randomElement(using: &g) ?? "UTC"
    // 2010 to 2030, sometimes on a whole minute; half the time within eight days of a change.
    var seconds = Double(Int.random(in: 1_262_304_000...1_893_456_000, using: &g))
    if Bool.random(using: &g),
      let transition = TimeZone(identifier: zone)?.nextDaylightSavingTimeTransition(
        after: Date(timeIntervalSince1970: seconds))
    {
      seconds = transition.timeIntervalSince1970 + Double(Int.random(in: -691_200...86_400, using: &g))
    }
    if Bool.random(using: &g) { seconds = (seconds / 60).rounded(.down) * 60 }
    if Bool.random(using: &g) { seconds += Double.random(in: 0..<1, using: &g) }
    return Case(components: components, zone: zone, seconds: seconds)
  }

  static func context(_ value: Case) -> DateBuilder.Context {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: value.zone) ?? .gmt
    return DateBuilder.Context(now: Date(timeIntervalSince1970: value.seconds), calendar: calendar)
  }

  /// The first date after `date` of the DateBuilder series `components` stand for.
  static func seriesDate(_ components: DateComponents, after date: Date, in context: DateBuilder.Context)
    -> Date?
  {
    let (hour, minute, second) = (components.hour ?? 0, components.minute ?? 0, components.second ?? 0)
    let series: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Bounded>
    if let weekday = components.weekday {
      series = EveryWeek(forWeeks: 5, starting: .weekOf(date.addingTimeInterval(-8 * 86_400)))
        .weekday(DateBuilder.Week.GregorianWeekday(rawValue: weekday)).at(
          hour: hour, minute: minute, second: second)
    } else if let day = components.day {
      series = EveryMonth(forMonths: 4, starting: .monthOf(date.addingTimeInterval(-32 * 86_400)))
        .day(day).at(hour: hour, minute: minute, second: second)
    } else {
      series = EveryDay(forDays: 5, starting: .dayOf(date.addingTimeInterval(-86_400)))
        .at(hour: hour, minute: minute, second: second)
    }
    return (try? series.dates(in: context))?.first { $0 > date }
  }

  @Test func theNextDateIsTheSeriesNextDateAcrossClockChanges() {
    expectProperty(
      "nextFireDate of a repeating pattern == its series' next date", iterations: 2_000,
      generate: Self.generate
    ) { value in
      let context = Self.context(value)
      let trigger = NotificationTrigger.calendar(value.components, repeats: true)
      return trigger.nextFireDate(after: context.now, in: context)
        == Self.seriesDate(value.components, after: context.now, in: context)
    }
  }

  @Test func awayFromClockChangesTheNextDateIsFoundationsSearch() {
    var compared = 0
    expectProperty(
      "nextWallClockMatch == Calendar.nextDate away from clock changes", iterations: 2_000,
      generate: Self.generate
    ) { value in
      let context = Self.context(value)
      let date = context.now
      guard let match = NotificationTrigger.nextWallClockMatch(value.components, after: date, in: context)
      else { return false }
      guard case .none = context.clockChanges(from: date.addingTimeInterval(-86_400), through: match + 10_800)
      else { return true }
      compared += 1
      return match
        == context.calendar.nextDate(
          after: date, matching: value.components, matchingPolicy: .nextTime, repeatedTimePolicy: .first,
          direction: .forward)
    }
    #expect(compared > 500)
  }

  @Test func aTimeAtTheStartOfLordHowesGapFiresAtItsEnd() throws {
    // Lord Howe's clocks go from 02:00 to 02:30 on Sunday 4 October 2026.
    let zone = try #require(TimeZone(identifier: "Australia/Lord_Howe"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let afterSaturday = try #require(
      calendar.date(from: DateComponents(year: 2026, month: 10, day: 3, hour: 3)))
    let context = DateBuilder.Context(now: afterSaturday, calendar: calendar)
    let daily = NotificationTrigger.calendar(DateComponents(hour: 2, minute: 0), repeats: true)
    let next = try #require(daily.nextFireDate(after: afterSaturday, in: context))
    #expect(
      calendar.dateComponents([.day, .hour, .minute], from: next)
        == DateComponents(day: 4, hour: 2, minute: 30))
  }

  @Test func aWeeklyTimeInTheGapAskedAWeekBeforeFiresOnTheGapDay() throws {
    // Berlin springs forward on Sunday 29 March 2026; asked at noon on the Sunday before.
    let context = DateBuilder.Context.fixed(2026, 3, 22, 12, 0, in: "Europe/Berlin")
    let (calendar, sundayBefore) = (context.calendar, context.now)
    let weekly = NotificationTrigger.calendar(DateComponents(hour: 2, minute: 30, weekday: 1), repeats: true)
    let next = try #require(weekly.nextFireDate(after: sundayBefore, in: context))
    #expect(
      calendar.dateComponents([.day, .hour, .minute], from: next)
        == DateComponents(day: 29, hour: 3, minute: 0))
  }

  @Test func aWeeklyHourWithoutAMinuteInTheGapFiresOnTheGapDay() throws {
    // Asked at 03:00 on the Sunday before Berlin springs forward; `hour: 2` alone is 02:00.
    let context = DateBuilder.Context.fixed(2026, 3, 22, 3, 0, in: "Europe/Berlin")
    let (calendar, sundayBefore) = (context.calendar, context.now)
    let weekly = NotificationTrigger.calendar(DateComponents(hour: 2, weekday: 1), repeats: true)
    let next = try #require(weekly.nextFireDate(after: sundayBefore, in: context))
    #expect(
      calendar.dateComponents([.day, .hour, .minute, .second], from: next)
        == DateComponents(day: 29, hour: 3, minute: 0, second: 0))
    let daily = NotificationTrigger.calendar(DateComponents(hour: 9, second: 30), repeats: true)
    #expect(
      daily.nextFireDate(after: sundayBefore, in: context)
        == calendar.date(from: DateComponents(year: 2026, month: 3, day: 22, hour: 9, minute: 0, second: 30)))
  }

  @Test func otherComponentsAndCalendarsAreLeftToTheSearch() {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    var japanese = Calendar(identifier: .japanese)
    japanese.timeZone = gregorian.timeZone
    let inGregorian = DateBuilder.Context(now: now, calendar: gregorian)
    #expect(
      NotificationTrigger.nextWallClockMatch(DateComponents(hour: 9, minute: 0), after: now, in: inGregorian)
        != nil)
    #expect(
      NotificationTrigger.nextWallClockMatch(
        DateComponents(month: 2, day: 29, hour: 9, minute: 0), after: now, in: inGregorian)
        != nil)
    #expect(
      NotificationTrigger.nextWallClockMatch(DateComponents(hour: 9), after: now, in: inGregorian) != nil)
    #expect(
      NotificationTrigger.nextWallClockMatch(DateComponents(minute: 30), after: now, in: inGregorian) == nil)
    #expect(
      NotificationTrigger.nextWallClockMatch(
        DateComponents(hour: 9, minute: 0, weekday: 2, weekdayOrdinal: 1), after: now, in: inGregorian)
        == nil)
    #expect(
      NotificationTrigger.nextWallClockMatch(
        DateComponents(hour: 9, minute: 0), after: now, in: .init(now: now, calendar: japanese)) == nil)
  }
}
