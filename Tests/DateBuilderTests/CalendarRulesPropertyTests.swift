import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

/// The new vocabulary against an oracle built from Foundation's own calendar arithmetic in
/// the zone, over seeded random cases (a failure names its seed and a shrunk case; rerun
/// with `NICE_SEED`).
struct CalendarRulesPropertyTests {
  /// A random case: a zone, a month and numbers to use in it.
  struct Case: CustomStringConvertible {
    var zone: String
    var year: Int
    var month: Int
    var number: Int
    var weekdays: Set<Int>
    var count: Int
    var description: String {
      "\(zone) \(year)-\(month) number \(number) weekdays \(weekdays.sorted()) count \(count)"
    }
  }

  private static func generate(_ g: inout SeededGenerator) -> Case {
    var weekdays = Set((1...7).filter { _ in Bool.random(using: &g) })
    if weekdays.isEmpty { weekdays = [Int.random(in: 1...7, using: &g)] }
    return Case(
      zone: Zones.all[Int.random(in: 0..<Zones.all.count, using: &g)],
      year: Int.random(in: 1950...2080, using: &g), month: Int.random(in: 1...12, using: &g),
      number: Int.random(in: 1...31, using: &g), weekdays: weekdays, count: Int.random(in: 0...45, using: &g))
  }

  private static func shrink(_ value: Case) -> [Case] {
    var smaller: [Case] = []
    for count in Shrink.int(value.count) where count >= 0 { smaller.append(with(value) { $0.count = count }) }
    if value.zone != "UTC" { smaller.append(with(value) { $0.zone = "UTC" }) }
    return smaller
  }

  private static func with(_ value: Case, _ change: (inout Case) -> Void) -> Case {
    var copy = value
    change(&copy)
    return copy
  }

  private func expectProperty(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation, _ property: (Case) throws -> Bool
  ) {
    let failure = check(
      name, iterations: 300, generate: Self.generate, shrink: Self.shrink, property: property)
    if let failure { Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation) }
  }

  /// The context of a case: noon on the first of its month, in its zone.
  private func context(_ value: Case) -> DateBuilder.Context {
    DateBuilder.Context.at(value.year, value.month, 1, in: value.zone)
  }

  /// The oracle's calendar: the context's, in UTC, where every day exists and has 24 hours
  /// (Foundation's arithmetic in the zone itself stumbles on Apia's skipped day), and noon
  /// of the case's first day in it.
  private func oracle(_ value: Case) -> (calendar: Calendar, start: Date) {
    var calendar = context(value).calendar
    calendar.timeZone = Zones.named("UTC")
    let start = calendar.date(from: DateComponents(year: value.year, month: value.month, day: 1, hour: 12))
    return (calendar, start ?? Date(timeIntervalSince1970: 0))
  }

  /// `yyyy-MM-dd` of the day components Foundation's calendar gives `date` in the zone.
  private func label(_ date: Date, _ calendar: Calendar) -> String {
    let c = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
  }

  @Test func aClampedDayIsTheDayOrTheMonthsLastDay() {
    expectProperty("day(n, clamped: true) is min(n, month length); unclamped is absent past the end") {
      value in
      let context = context(value)
      let (calendar, start) = oracle(value)
      let length = calendar.range(of: .day, in: .month, for: start)?.count ?? 0
      let month = ExactMonth(year: value.year, month: value.month)
      let clamped = try month.day(value.number, clamped: true).dateComponents(in: context)
      let unclamped = try? month.day(value.number).dateComponents(in: context)
      return clamped.day == min(value.number, length) && clamped.month == value.month
        && (unclamped == nil) == (value.number > length)
    }
  }

  @Test func aWeekdayFilterKeepsExactlyTheDaysOnThoseWeekdays() {
    expectProperty("on(weekdays) keeps the days Foundation says fall on them, in order") { value in
      let context = context(value)
      let (calendar, start) = oracle(value)
      let weekdays = Set(value.weekdays.map { DateBuilder.Weekday(rawValue: $0) })
      let kept = try EveryDay(forDays: value.count, starting: .today).on(weekdays)
        .dateComponents(in: context).map(context.day)
      let oracle = (0..<value.count).compactMap { offset -> String? in
        guard let date = calendar.date(byAdding: .day, value: offset, to: start) else { return nil }
        return value.weekdays.contains(calendar.component(.weekday, from: date)) ? label(date, calendar) : nil
      }
      return kept == oracle
    }
  }

  @Test func everyNUnitsIsFoundationsArithmeticFromTheStart() {
    expectProperty("Every(n, unit) element i is the start plus i × n units") { value in
      let context = context(value)
      let (calendar, start) = oracle(value)
      let n = value.number
      let count = value.count % 12
      let days = try Every(n, .days, times: count, starting: .today).dateComponents(in: context)
        .map(context.day)
      let months = try Every(n, .months, times: count, starting: .thisMonth).day(31, clamped: true)
        .dateComponents(in: context).map(context.day)
      func stepped(_ component: Calendar.Component, from start: Date) -> [String] {
        (0..<count).compactMap { i in
          calendar.date(byAdding: component, value: i * n, to: start).map { label($0, calendar) }
        }
      }
      // Foundation clamps a month step from the 31st to the last day, like `clamped: true`.
      let thirtyFirst = calendar.date(from: DateComponents(year: 2024, month: 1, day: 31, hour: 12))
      guard let lastOfJanuary = thirtyFirst else { return false }
      let months2024 = try Every(n, .months, times: count, starting: ExactMonth(year: 2024, month: 1))
        .day(31, clamped: true).dateComponents(in: context).map(context.day)
      return days == stepped(.day, from: start)
        && months.count == count
        && months2024 == stepped(.month, from: lastOfJanuary)
    }
  }

  @Test func theNthFromLastWeekdayIsCountedBackFromTheMonthsEnd() {
    expectProperty("weekday(.fromLast(k), w) is the k-th of the month's w-days from the end") { value in
      let context = context(value)
      let (calendar, start) = oracle(value)
      let weekday = value.weekdays.min() ?? 1
      let k = value.number % 5 + 1
      let length = calendar.range(of: .day, in: .month, for: start)?.count ?? 0
      let matching = (1...max(1, length)).filter { day in
        guard
          let date = calendar.date(
            from: DateComponents(year: value.year, month: value.month, day: day, hour: 12))
        else { return false }
        return calendar.component(.weekday, from: date) == weekday
      }
      let found = try? ExactMonth(year: value.year, month: value.month)
        .weekday(.fromLast(k), DateBuilder.Weekday(rawValue: weekday)).dateComponents(in: context)
      let expected = matching.count >= k ? matching[matching.count - k] : nil
      return found?.day == expected
    }
  }

  @Test func businessDaysAreTheFirstAndLastDaysThatAreNeitherWeekendNorHoliday() {
    expectProperty("first/lastBusinessDay agree with Foundation's weekend and the holidays") { value in
      let context = context(value)
      let (calendar, start) = oracle(value)
      let length = calendar.range(of: .day, in: .month, for: start)?.count ?? 0
      // The case's weekdays, read as days of the month, are the holidays.
      let holidayNumbers = Set(value.weekdays.map { ($0 * value.number) % length + 1 })
      let holidays = Set(holidayNumbers.map { ExactDay(year: value.year, month: value.month, day: $0) })
      let open = (1...max(1, length)).filter { day in
        guard
          let noon = calendar.date(
            from: DateComponents(year: value.year, month: value.month, day: day, hour: 12))
        else { return false }
        return !calendar.isDateInWeekend(noon) && !holidayNumbers.contains(day)
      }
      let month = ExactMonth(year: value.year, month: value.month)
      let first = try? month.firstBusinessDay(holidays: holidays).dateComponents(in: context)
      let last = try? month.lastBusinessDay(holidays: holidays).dateComponents(in: context)
      return first?.day == open.first && last?.day == open.last
    }
  }
}
