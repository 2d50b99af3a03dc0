import Foundation
import NiceNotifications

/// One shape of DateBuilder expression for the DSL-shapes benchmark, with the same dates
/// written two other ways: a hand-written Foundation loop (``FoundationLoops``) and plain
/// integer arithmetic (``IntegerReference``).
///
/// ```swift
/// for shape in DSLShape.all(quick: false) {
///   let dates = shape.dsl(settings.context)
/// }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct DSLShape: Sendable {
  /// The expression, as the table names it.
  var name: String
  /// DateBuilder's dates in a context.
  var dsl: @Sendable (DateBuilder.Context) -> [Date]?
  /// The hand-written Foundation loop's.
  var handWritten: @Sendable (DateBuilder.Context) -> [Date]?
  /// The integer reference's.
  var reference: @Sendable (IntegerReference) -> [Date]

  /// How many years the shapes reach at most, for the integer reference's table.
  static let years = 201

  /// Every shape: daily, at times a clock change skips or repeats, shifted by days, weekly,
  /// monthly by day and by ordinal weekday, the month's last day, yearly, and single dates
  /// evaluated one at a time; `quick` takes a tenth of the dates, but for the yearly shape's 200.
  static func all(quick: Bool) -> [DSLShape] {
    series(quick: quick) + singleDates(quick: quick)
  }

  /// Single-date expressions evaluated in a loop, one date per evaluation, as an app asks for
  /// the date of one notification: a wall-clock time of tomorrow (the time changes with the
  /// index, so that no evaluation repeats the one before), and now plus a number of days,
  /// which crosses the zone's clock changes.
  static func singleDates(quick: Bool) -> [DSLShape] {
    let count = quick ? 1_000 : 10_000
    return [
      DSLShape(
        name: "Tomorrow().at(hour: n % 24, minute: n / 24 % 60), n < \(Format.count(count))",
        dsl: { context in
          var dates: [Date] = []
          dates.reserveCapacity(count)
          for index in 0..<count {
            guard
              let date = try? Tomorrow().at(hour: Self.hour(index), minute: Self.minute(index)).date(
                in: context)
            else { return nil }
            dates.append(date)
          }
          return dates
        },
        handWritten: { FoundationLoops.tomorrow(count: count, hour: Self.hour, minute: Self.minute, in: $0) },
        reference: {
          $0.tomorrow(count: count) { index in Self.hour(index) * 3_600 + Self.minute(index) * 60 }
        }),
      DSLShape(
        name: "ExactlyAt(now).addingDays(n), n < \(Format.count(count))",
        dsl: { context in
          var dates: [Date] = []
          dates.reserveCapacity(count)
          for days in 0..<count {
            guard let date = try? ExactlyAt(context.now).addingDays(days).date(in: context) else {
              return nil
            }
            dates.append(date)
          }
          return dates
        },
        handWritten: { FoundationLoops.nowAddingDays(count: count, in: $0) },
        reference: { $0.nowAddingDays(count: count) }),
    ]
  }

  /// The hour of the `index`-th single date of tomorrow: every hour of the day in turn.
  private static func hour(_ index: Int) -> Int { index % 24 }

  /// The minute of the `index`-th single date of tomorrow: the next minute after each day's 24 hours.
  private static func minute(_ index: Int) -> Int { index / 24 % 60 }

  /// The series shapes: daily, at times a clock change skips or repeats, shifted by days,
  /// weekly, monthly by day and by ordinal weekday, the month's last day, and yearly.
  static func series(quick: Bool) -> [DSLShape] {
    let scale = quick ? 10 : 1
    let days = 10_000 / scale
    let weeks = 2_000 / scale
    let months = 1_200 / scale
    // 200 yearly dates are few already: a tenth of them would time the series' fixed cost, not
    // its dates, and miss the goal in every quick run for that reason alone.
    let years = 200
    let hour = 3_600
    return [
      DSLShape(
        name: "EveryDay(forDays: \(Format.count(days))).at(9:00)",
        dsl: { try? EveryDay(forDays: days, starting: .today).at(hour: 9, minute: 0).dates(in: $0) },
        handWritten: { FoundationLoops.daily(count: days, hour: 9, minute: 0, in: $0) },
        reference: { $0.daily(count: days, at: 9 * hour) }),
      DSLShape(
        name: "EveryDay(forDays: \(Format.count(days))).at(8:00).addingDays(3)",
        dsl: {
          try? EveryDay(forDays: days, starting: .today).at(hour: 8, minute: 0).addingDays(3).dates(in: $0)
        },
        handWritten: { FoundationLoops.daily(count: days, hour: 8, minute: 0, offset: 3, in: $0) },
        reference: { $0.daily(count: days, at: 8 * hour, offset: 3) }),
      DSLShape(
        name: "EveryDay(forDays: \(Format.count(days))).at(2:30), spring gaps",
        dsl: { try? EveryDay(forDays: days, starting: .today).at(hour: 2, minute: 30).dates(in: $0) },
        handWritten: { FoundationLoops.matching(count: days, hour: 2, minute: 30, in: $0) },
        reference: { $0.daily(count: days, at: 2 * hour + 1_800) }),
      DSLShape(
        name: "EveryDay(forDays: \(Format.count(days))).at(1:30), autumn repeats",
        dsl: { try? EveryDay(forDays: days, starting: .today).at(hour: 1, minute: 30).dates(in: $0) },
        handWritten: { FoundationLoops.matching(count: days, hour: 1, minute: 30, in: $0) },
        reference: { $0.daily(count: days, at: hour + 1_800) }),
      DSLShape(
        name: "EveryWeek(forWeeks: \(Format.count(weeks))).weekday(.wednesday).at(18:30)",
        dsl: {
          try? EveryWeek(forWeeks: weeks, starting: .thisWeek).weekday(.wednesday).at(hour: 18, minute: 30)
            .dates(in: $0)
        },
        handWritten: { FoundationLoops.weekly(count: weeks, weekday: 4, hour: 18, minute: 30, in: $0) },
        reference: { $0.weekly(count: weeks, weekday: 4, at: 18 * hour + 1_800) }),
      DSLShape(
        name: "EveryMonth(forMonths: \(Format.count(months))).day(15).at(9:00)",
        dsl: {
          try? EveryMonth(forMonths: months, starting: .thisMonth).day(15).at(hour: 9, minute: 0).dates(
            in: $0)
        },
        handWritten: { FoundationLoops.monthly(count: months, hour: 9, minute: 0, in: $0) { _, _, _ in 14 } },
        reference: { $0.monthly(count: months, at: 9 * hour) { _, _, first in first + 14 } }),
      monthlyOrdinal(
        "first(.friday).at(20:15)", months: months, ordinal: .first, weekday: .friday, hour: 20, minute: 15),
      monthlyOrdinal(
        "weekday(.third, .monday).at(9:00)", months: months, ordinal: .third, weekday: .monday, hour: 9,
        minute: 0),
      monthlyOrdinal(
        "weekday(.last, .friday).at(17:00)", months: months, ordinal: .last, weekday: .friday, hour: 17,
        minute: 0),
      DSLShape(
        name: "EveryMonth(forMonths: \(Format.count(months))).lastDay.at(23:50)",
        dsl: {
          try? EveryMonth(forMonths: months, starting: .thisMonth).lastDay.at(hour: 23, minute: 50).dates(
            in: $0)
        },
        handWritten: {
          FoundationLoops.monthly(count: months, hour: 23, minute: 50, in: $0) { _, _, length in length - 1 }
        },
        reference: {
          $0.monthly(count: months, at: 23 * hour + 50 * 60) { year, month, first in
            first + IntegerReference.length(year: year, month: month) - 1
          }
        }),
      DSLShape(
        name: "EveryYear(forYears: \(Format.count(years))), 4 July at 10:00",
        dsl: {
          try? EveryYear(forYears: years, starting: .thisYear).firstMonth.addingMonths(6).day(4).at(
            hour: 10, minute: 0
          )
          .dates(in: $0)
        },
        handWritten: { FoundationLoops.yearly(count: years, month: 7, day: 4, hour: 10, in: $0) },
        reference: { $0.yearly(count: years, month: 7, day: 4, at: 10 * hour) }),
    ]
  }

  private static func monthlyOrdinal(
    _ name: String, months: Int, ordinal: DateBuilder.Ordinal, weekday: DateBuilder.Weekday, hour: Int,
    minute: Int
  ) -> DSLShape {
    let (nth, wanted) = (ordinal.rawValue, weekday.rawValue)
    return DSLShape(
      name: "EveryMonth(forMonths: \(Format.count(months))).\(name)",
      dsl: {
        try? EveryMonth(forMonths: months, starting: .thisMonth).weekday(ordinal, weekday)
          .at(hour: hour, minute: minute).dates(in: $0)
      },
      handWritten: {
        FoundationLoops.monthly(
          count: months, hour: hour, minute: minute, in: $0, day: FoundationLoops.ordinal(nth, wanted))
      },
      reference: {
        $0.monthly(count: months, at: hour * 3_600 + minute * 60) { year, month, first in
          guard nth < 0 else {
            return first + (wanted - IntegerReference.weekday(first) + 7) % 7 + 7 * (nth - 1)
          }
          let last = first + IntegerReference.length(year: year, month: month) - 1
          return last - (IntegerReference.weekday(last) - wanted + 7) % 7
        }
      })
  }
}
