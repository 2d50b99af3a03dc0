import DateBuilder
import Foundation
import Testing
import TestSupport

/// The original DateBuilder's shorthands give the same dates as their long forms.
///
/// In New York, across the fall-back night.
struct OriginalShorthandTests {
  static let context = DateBuilder.Context.fixed(2026, 10, 30, 12, 0, in: "America/New_York")

  @Test func timeOfDayShorthandsMatchTheirLongForms() throws {
    let nine = TimeOfDay.time(hour: 9, minute: 0)
    let context = Self.context
    #expect(try Today(at: nine).date(in: context) == Today().at(nine).date(in: context))
    #expect(try Tomorrow(at: nine).date(in: context) == Tomorrow().at(nine).date(in: context))
    // 2 November, after the clocks went back: 09:00 EST.
    #expect(try AfterToday(days: 3, at: nine).date(in: context) == Date(timeIntervalSince1970: 1_793_628_000))
    #expect(
      try After(dayOf: context.now, days: 3, at: nine).date(in: context)
        == AddingDays(3, to: DayOf(context.now)).at(nine).date(in: context))
    #expect(try DayOf(context.now, at: nine).date(in: context) == Today().at(nine).date(in: context))
  }

  @Test func everyDayAtATimeIsAnArrayOfThatManyDays() throws {
    let mornings = EveryDay(starting: .today, forDays: 5, at: .time(hour: 9, minute: 0))
    #expect(mornings.count == 5)
    let dates = try mornings.map { try $0.date(in: Self.context) }
    #expect(zip(dates, dates.dropFirst()).allSatisfy { $1.timeIntervalSince($0) >= 82_800 })
    #expect(dates[2] == (try AfterToday(days: 2, at: .time(hour: 9, minute: 0)).date(in: Self.context)))
  }

  @Test(.enabled(if: ChildProcess.isSupported, "runs the test child in a process of its own"))
  func theProcessWideCalendarIsSetOnceAndScopesStillOverrideIt() throws {
    let run = try ChildProcess.run(["default-calendar"])
    #expect(run.succeeded, "\(run.output)")
    #expect(
      run.output.split(separator: "\n") == [
        "set: Asia/Tokyo first weekday 2", "week starts on weekday 2", "scoped: Europe/London",
        "after scope: Asia/Tokyo", "reset: true",
      ])
  }
}
