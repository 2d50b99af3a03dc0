import DateBuilder
import Foundation
import Testing
import TestSupport

/// A random time of each day is drawn once per day: every evaluation of the series, whenever and
/// wherever it runs, names the same time on the same day.
struct RandomDailyTimeTests {
  let nine = TimeOfDay.time(hour: 9, minute: 0)
  let nineInTheEvening = TimeOfDay.time(hour: 21, minute: 0)

  /// The wall-clock time of each day in the series, keyed by `yyyy-MM-dd`.
  func times(
    _ series: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Bounded>,
    in context: DateBuilder.Context
  ) throws -> [String: TimeOfDay] {
    var byDay: [String: TimeOfDay] = [:]
    for components in try series.dateComponents(in: context) {
      byDay[context.day(components)] = TimeOfDay(
        hour: components.hour ?? -1, minute: components.minute ?? -1, second: components.second ?? -1)
    }
    return byDay
  }

  @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Sydney"])
  func aRandomDailyTimeIsTheSameAtEveryReschedule(zone: String) throws {
    // Berlin and New York change their clocks within these weeks, Sydney on 5 April.
    let series = EveryDay(forDays: 40, starting: .today).at(.randomTime(from: nine, to: nineInTheEvening))
    let morning = DateBuilder.Context.at(2026, 3, 1, 8, in: zone)
    let first = try times(series, in: morning)
    let again = try times(series, in: morning)
    #expect(first.count == 40)
    #expect(again == first)
    // Evaluated later, and in the ambient context: the days both cover have the same times.
    let later = DateBuilder.Context.at(2026, 3, 15, 20, 30, in: zone)
    let second = try times(series, in: later)
    let ambient = try DateBuilder.withContext(later) { try times(series, in: .current) }
    #expect(ambient == second)
    let shared = Set(first.keys).intersection(second.keys)
    #expect(shared.count == 26)
    #expect(shared.allSatisfy { first[$0] == second[$0] })
  }

  @Test func aRandomDailyTimeStaysWithinItsBoundsAndVariesFromDayToDay() throws {
    let context = DateBuilder.Context.at(2026, 3, 20, 8, in: "Europe/Berlin")
    let series = EveryDay(forDays: 60, starting: .today).at(.randomTime(from: nine, to: nineInTheEvening))
    let drawn = try times(series, in: context).values
    #expect(drawn.count == 60)
    #expect(drawn.allSatisfy { $0 >= nine && $0 < nineInTheEvening && $0.isValid })
    #expect(Set(drawn).count > 50)
    // Spread over the window, not bunched in one part of it.
    #expect(drawn.contains { $0.hour < 12 })
    #expect(drawn.contains { $0.hour >= 18 })
  }

  @Test func aRandomDailyTimeWrappingPastMidnightStaysInItsWindow() throws {
    let context = DateBuilder.Context.at(2026, 10, 10, 8, in: "Europe/London")
    let ten = TimeOfDay.time(hour: 22, minute: 0)
    let two = TimeOfDay.time(hour: 2, minute: 0)
    let series = EveryDay(forDays: 40, starting: .today).at(.randomTime(from: ten, to: two))
    let first = try times(series, in: context)
    #expect(first.count == 40)
    #expect(first.values.allSatisfy { ($0 >= ten || $0 < two) && $0.isValid })
    #expect(first.values.contains { $0 >= ten })
    #expect(first.values.contains { $0 < two })
    #expect(try times(series, in: context) == first)
  }

  @Test func twoRandomDailyTimesWithTheSameBoundsDrawApart() throws {
    let context = DateBuilder.Context.at(2026, 3, 20, 8, in: "Europe/Berlin")
    let first = EveryDay(forDays: 30, starting: .today).at(.randomTime(from: nine, to: nineInTheEvening))
    let second = EveryDay(forDays: 30, starting: .today).at(.randomTime(from: nine, to: nineInTheEvening))
    let a = try times(first, in: context)
    let b = try times(second, in: context)
    #expect(a.count == 30)
    #expect(a.keys == b.keys)
    #expect(a.keys.filter { a[$0] == b[$0] }.count < 3)
  }

  @Test func aRandomTimeOutsideASeriesIsDrawnAfreshEachTime() {
    let draws = (0..<50).map { _ in TimeOfDay.randomTime(from: nine, to: nineInTheEvening) }
    #expect(draws.allSatisfy { $0 >= nine && $0 < nineInTheEvening })
    #expect(Set(draws).count > 1)
  }
}
