@testable import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

/// A series walked by its plan (``SeriesPlan``) against the same series walked element by
/// element, in the same context: the plan must give the dates and the errors of the
/// expressions it stands in for — daily, weekly, monthly and yearly shapes, shifted before and
/// after the time, in zones with DST (the contexts of ``IntegerArithmeticTests``: New York,
/// Berlin, Lord Howe, Santiago, Apia and more), next to clock changes, at times in gaps and
/// repeats, in every kind of calendar and near the ends of the integer arithmetic.
struct SeriesPlanTests {
  /// A shape the plan covers, with the numbers it is built from.
  enum Shape: CustomStringConvertible {
    case daily(start: Int, shift: Int)
    case unboundedDaily
    case weekly(weekday: Int)
    case weekEnds(last: Bool)
    case monthlyDay(Int, clamped: Bool, start: Int)
    case ordinal(Int, weekday: Int)
    case first(weekday: Int)
    case monthEdge(last: Bool, shift: Int)
    case movedMonths(Int, day: Int)
    case yearly(month: Int, day: Int, clamped: Bool)
    case yearEnd

    var description: String {
      switch self {
      case let .daily(start, shift): "EveryDay(starting: today + \(start)).addingDays(\(shift))"
      case .unboundedDaily: "EveryDay(starting: .tomorrow).prefix(count)"
      case .weekly(let weekday): "EveryWeek(starting: .thisWeek).weekday(\(weekday))"
      case .weekEnds(let last): "EveryWeek(starting: .nextWeek).\(last ? "lastDay" : "firstDay")"
      case let .monthlyDay(day, clamped, start):
        "EveryMonth(starting: thisMonth + \(start)).day(\(day), clamped: \(clamped))"
      case let .ordinal(ordinal, weekday): "EveryMonth(starting: .thisMonth).weekday(\(ordinal), \(weekday))"
      case .first(let weekday): "EveryMonth(starting: .nextMonth).first(\(weekday))"
      case let .monthEdge(last, shift):
        "EveryMonth(starting: .thisMonth).\(last ? "lastDay" : "firstDay").addingDays(\(shift))"
      case let .movedMonths(months, day):
        "EveryMonth(starting: .thisMonth).addingMonths(\(months)).day(\(day))"
      case let .yearly(month, day, clamped):
        "EveryYear(starting: .thisYear).firstMonth.addingMonths(\(month)).day(\(day), clamped: \(clamped))"
      case .yearEnd: "EveryYear(starting: .nextYear).lastMonth.lastDay"
      }
    }
  }

  /// A context (from the integer-arithmetic cases), a planned shape, and a shift of the
  /// wall-clock times by days.
  struct Case: CustomStringConvertible {
    var context: IntegerArithmeticTests.Case
    var shape: Shape
    var timeShift: Int

    var description: String { "\(context); \(shape), times moved by \(timeShift) days" }
  }

  @Test func aPlannedSeriesGivesTheDatesOfItsExpressions() {
    expectProperty(
      "a series walked by its plan gives the dates and errors of its elements' expressions",
      iterations: 1_500, generate: Self.generate, shrink: Self.shrink
    ) { value in
      let (context, planned, unplanned) = Self.plannedAndUnplanned(value)
      let dates = { (series: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Bounded>) in
        Result { () throws(DateBuilderError) in try series.dates(in: context) }
      }
      // An invalid time or day keeps no plan: the expressions report it.
      let keepsPlan = planned.plan != nil || !value.context.time.isValid || planned.failure != nil
      return keepsPlan && dates(planned) == dates(unplanned)
    }
  }

  @Test func aWalkReadsItsPlansDatesWithTheReadingsOfTheExpressions() {
    expectProperty(
      "a walk read by its plan gives the dates, positions, labels and errors of its expressions",
      iterations: 1_000, generate: Self.generate, shrink: Self.shrink
    ) { value in
      let (context, planned, unplanned) = Self.plannedAndUnplanned(value)
      let lent = context.forWalks()
      let walk = planned.occurrenceWalk
      var reference = unplanned.occurrenceWalk
      var position = 0
      // A second reader, with the plan made ready once, reads what the first does.
      let prepared = walk.prepared(in: lent)
      var preparedPosition = 0
      for _ in 0..<40 {
        let expected = Result { () throws(DateBuilderError) in try reference.next(in: lent) }
        let read = Result { () throws(DateBuilderError) in try walk.nextDate(at: &position, in: lent) }
        let readPrepared = Result { () throws(DateBuilderError) in
          try walk.nextDate(at: &preparedPosition, in: lent, prepared: prepared)
        }
        guard readPrepared.map({ $0?.date }) == read.map({ $0?.date }), preparedPosition == position else {
          return false
        }
        switch (expected, read) {
        case (.success(let occurrence?), .success(let date?)):
          let labels = Result { () throws(DateBuilderError) in try date.labels(in: lent) }
          let expectedLabels = Result { () throws(DateBuilderError) in
            try occurrence.resolvedDate.wallClockLabels(in: lent)
          }
          guard occurrence.date == date.date, position == reference.position, labels == expectedLabels
          else { return false }
        case (.success(nil), .success(nil)): return true
        case (.failure(let error), .failure(let other)): return error == other
        default: return false
        }
      }
      return true
    }
  }

  /// The property must test something: the shapes keep a plan, and in Gregorian contexts
  /// the walk takes it.
  @Test func theCommonShapesAreWalkedByTheirPlans() {
    var generator = SeededGenerator(seed: PropertySeed.defaultSeed)
    var walked = 0
    var gregorian = 0
    for _ in 0..<200 {
      let value = Self.generate(&generator)
      let (context, reference) = IntegerArithmeticTests.contexts(value.context)
      let series = Self.series(value)
      guard value.context.time.isValid else {
        #expect(series.plan == nil, "an invalid time keeps no plan")
        continue
      }
      guard let plan = series.plan else {
        if series.failure != nil { continue }
        Issue.record("no plan for \(value.shape)")
        continue
      }
      #expect(PlannedDates(plan, in: reference) == nil, "the Foundation reference walks the expressions")
      guard context.civil.isGregorian else { continue }
      gregorian += 1
      if PlannedDates(plan, in: context.withLatestTransitions()) != nil { walked += 1 }
    }
    #expect(walked >= gregorian * 3 / 4, "walked by their plans: \(walked) of \(gregorian)")
    #expect(gregorian >= 100, "Gregorian cases with a valid time: \(gregorian) of 200")
  }

  /// A planned yearly series gives 4 July at 10:00 in New York every year, before and after
  /// the clock changes, as the calendar says.
  @Test func aYearlyPlanGivesTheFourthOfJulyEveryYear() throws {
    let context = DateBuilder.Context.at(2026, 11, 25, in: "America/New_York")
    let series = EveryYear(forYears: 30, starting: .thisYear).firstMonth.addingMonths(6).day(4).at(
      hour: 10, minute: 0)
    #expect(series.plan != nil)
    let dates = try series.dates(in: context)
    let expected = (0..<30).map { year in
      var components = DateComponents(year: 2026 + year, month: 7, day: 4, hour: 10)
      components.timeZone = context.timeZone
      return context.calendar.date(from: components)
    }
    #expect(dates == expected.compactMap { $0 } && dates.count == 30)
  }

  static func series(_ value: Case) -> DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Bounded> {
    let n = value.context.count
    let time = value.context.time
    let days: DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded>
    switch value.shape {
    case let .daily(start, shift):
      days = EveryDay(forDays: n, starting: DateBuilder.Day.today.addingDays(start)).addingDays(shift)
    case .unboundedDaily:
      days = EveryDay(starting: .tomorrow).prefix(n)
    case .weekly(let weekday):
      days = EveryWeek(forWeeks: n, starting: .thisWeek).weekday(DateBuilder.Weekday(rawValue: weekday))
    case .weekEnds(let last):
      let weeks = EveryWeek(forWeeks: n, starting: .nextWeek)
      days = last ? weeks.lastDay : weeks.firstDay
    case let .monthlyDay(day, clamped, start):
      days = EveryMonth(forMonths: n, starting: DateBuilder.Month.thisMonth.addingMonths(start)).day(
        day, clamped: clamped)
    case let .ordinal(ordinal, weekday):
      days = EveryMonth(forMonths: n, starting: .thisMonth).weekday(
        DateBuilder.Ordinal(rawValue: ordinal), DateBuilder.Weekday(rawValue: weekday))
    case .first(let weekday):
      days = EveryMonth(forMonths: n, starting: .nextMonth).first(DateBuilder.Weekday(rawValue: weekday))
    case let .monthEdge(last, shift):
      let months = EveryMonth(forMonths: n, starting: .thisMonth)
      days = (last ? months.lastDay : months.firstDay).addingDays(shift)
    case let .movedMonths(months, day):
      days = EveryMonth(forMonths: n, starting: .thisMonth).addingMonths(months).day(day)
    case let .yearly(month, day, clamped):
      days = EveryYear(forYears: n, starting: .thisYear).firstMonth.addingMonths(month).day(
        day, clamped: clamped)
    case .yearEnd:
      days = EveryYear(forYears: n, starting: .nextYear).lastMonth.lastDay
    }
    let timed = days.at(hour: time.hour, minute: time.minute, second: time.second)
    return value.timeShift == 0 ? timed : timed.addingDays(value.timeShift)
  }

  /// The case's context, and its series with its plan and without one (walked element by
  /// element).
  static func plannedAndUnplanned(_ value: Case) -> (
    context: DateBuilder.Context, planned: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Bounded>,
    unplanned: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Bounded>
  ) {
    let planned = series(value)
    var unplanned = planned
    unplanned.plan = nil
    return (IntegerArithmeticTests.contexts(value.context).0, planned, unplanned)
  }

  static func generate(_ g: inout SeededGenerator) -> Case {
    var context = IntegerArithmeticTests.generate(&g)
    // Now and then a walk long enough to take up the cache's transitions on the way (every 256).
    if Int.random(in: 0..<10, using: &g) == 0 { context.count = Int.random(in: 250...700, using: &g) }
    let weekday =
      Int.random(in: 0..<30, using: &g) == 0
      ? [0, 8][Int.random(in: 0...1, using: &g)] : Int.random(in: 1...7, using: &g)
    let ordinals = [1, 2, 3, 4, 5, -1, -2, -3, -5, 0, 6]
    let shape: Shape
    switch Int.random(in: 0..<11, using: &g) {
    case 0:
      shape = .daily(start: Int.random(in: -40...40, using: &g), shift: Int.random(in: -400...400, using: &g))
    case 1: shape = .unboundedDaily
    case 2: shape = .weekly(weekday: weekday)
    case 3: shape = .weekEnds(last: Bool.random(using: &g))
    case 4:
      shape = .monthlyDay(
        Int.random(in: 0...32, using: &g), clamped: Bool.random(using: &g),
        start: Int.random(in: -30...30, using: &g))
    case 5: shape = .ordinal(ordinals[Int.random(in: 0..<ordinals.count, using: &g)], weekday: weekday)
    case 6: shape = .first(weekday: weekday)
    case 7: shape = .monthEdge(last: Bool.random(using: &g), shift: Int.random(in: -40...40, using: &g))
    case 8: shape = .movedMonths(Int.random(in: -30...30, using: &g), day: Int.random(in: 1...31, using: &g))
    case 9:
      shape = .yearly(
        month: Int.random(in: 0...11, using: &g), day: Int.random(in: 1...31, using: &g),
        clamped: Bool.random(using: &g))
    default: shape = .yearEnd
    }
    let timeShift = Bool.random(using: &g) ? 0 : Int.random(in: -400...400, using: &g)
    return Case(context: context, shape: shape, timeShift: timeShift)
  }

  static func shrink(_ value: Case) -> [Case] {
    IntegerArithmeticTests.shrink(value.context).map { context in
      var smaller = value
      smaller.context = context
      return smaller
    }
  }
}
