import DateBuilder
import Foundation
import PropertyTesting
import Testing

@testable import NiceNotifications

/// ``RepeatingMatch`` against its reference, the repeating trigger's next date
/// (``NotificationTrigger/nextFireDate(after:in:)``), around clock changes in zones that have
/// them.
@Suite struct RepeatingMatchTests {
  /// One generated case: a zone, a now near one of its clock changes, and a daily, weekly or
  /// monthly series at a time that may fall in a gap or a repeat, starting before or after now.
  struct Case: CustomStringConvertible {
    var zone: TimeZone
    var now: Date
    var kind: Int
    var weekday: Int
    var day: Int
    var hour: Int
    var minute: Int
    var startOffset: Int

    var description: String {
      "\(zone.identifier) now \(now) kind \(kind) weekday \(weekday) day \(day) \(hour):\(minute) start \(startOffset)"
    }

    var context: DateBuilder.Context {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      return DateBuilder.Context(now: now, calendar: calendar)
    }

    var series: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Unbounded> {
      switch kind {
      case 0:
        EveryDay(starting: DateBuilder.Day.today.addingDays(startOffset)).at(hour: hour, minute: minute)
      case 1:
        EveryWeek(starting: DateBuilder.Week.thisWeek.addingWeeks(startOffset.signum()))
          .weekday(DateBuilder.Week.GregorianWeekday(rawValue: weekday)).at(hour: hour, minute: minute)
      default:
        EveryMonth(starting: .thisMonth).firstDay.addingDays(day - 1).at(hour: hour, minute: minute)
      }
    }
  }

  /// Instants of clock changes (UTC): spring and autumn in New York and Berlin, Lord Howe's
  /// half-hour changes, and São Paulo (no changes since 2019: the plain case).
  static let changes: [(zone: String, instant: TimeInterval)] = [
    ("America/New_York", 1_741_503_600), ("America/New_York", 1_762_063_200),
    ("Europe/Berlin", 1_743_296_400), ("Europe/Berlin", 1_761_440_400),
    ("Australia/Lord_Howe", 1_743_865_200), ("Australia/Lord_Howe", 1_759_591_800),
    ("America/Sao_Paulo", 1_750_000_000),
  ]

  static func generate(_ generator: inout SeededGenerator) -> Case {
    let change = changes[Int.random(in: changes.indices, using: &generator)]
    // Within eight days of the change, to the minute, sometimes on the very change.
    let offset = Int.random(in: -8 * 1_440...8 * 1_440, using: &generator) * 60
    let nearby = Bool.random(using: &generator) ? offset : offset / 97
    // Hours around the changes (0–3, 23) come up more often than the others.
    let hours = [0, 1, 2, 3, 23] + Array(0...23)
    let minutes = [0, 15, 30, 45, Int.random(in: 0...59, using: &generator)]
    return Case(
      zone: TimeZone(identifier: change.zone) ?? TimeZone(secondsFromGMT: 0) ?? .current,
      now: Date(timeIntervalSince1970: change.instant + Double(nearby)),
      kind: Int.random(in: 0...2, using: &generator),
      weekday: Int.random(in: 1...7, using: &generator),
      day: Int.random(in: 1...28, using: &generator),
      hour: hours[Int.random(in: hours.indices, using: &generator)],
      minute: minutes[Int.random(in: minutes.indices, using: &generator)],
      startOffset: Int.random(in: -3...3, using: &generator))
  }

  /// The series' first occurrence after the context's now.
  static func firstAhead(
    _ series: DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Unbounded>,
    in context: DateBuilder.Context
  ) throws -> DateBuilder.Occurrence? {
    var occurrences = series.occurrences(in: context)
    while let occurrence = try occurrences.next() {
      if occurrence.date > context.now { return occurrence }
    }
    return nil
  }

  /// The pattern's next match after now: when the repeating request the series would be
  /// compressed into fires next.
  static func triggerNextMatch(
    _ pattern: DateBuilder.RepeatingPattern, in context: DateBuilder.Context
  ) -> Date? {
    NotificationTrigger.calendar(pattern.dateComponents, repeats: true).nextFireDate(
      after: context.now, in: context)
  }

  @Test func theIntegerAnswerIsTheTriggersWhereverItGivesOne() {
    var answered = 0
    var total = 0
    var dailyOrWeekly = 0
    expectProperty("integer answer == the trigger's next date", iterations: 4_000, generate: Self.generate) {
      example in
      let context = example.context
      guard let first = try Self.firstAhead(example.series, in: context),
        let pattern = example.series.repeatingPattern
      else { return false }
      let reference = Self.triggerNextMatch(pattern, in: context) == first.date
      total += 1
      if example.kind < 2 { dailyOrWeekly += 1 }
      guard let answer = RepeatingMatch.integerAnswer(pattern, first: first, in: context) else {
        return RepeatingMatch.isNextMatch(pattern, first: first, in: context) == reference
      }
      answered += 1
      let combined = RepeatingMatch.isNextMatch(pattern, first: first, in: context)
      return answer == reference && combined == reference
    }
    // Most daily and weekly cases are answered in integers (these all lie within eight days
    // of a clock change); the rest, and every monthly one, ask the trigger.
    #expect(total == 4_000)
    #expect(answered > dailyOrWeekly / 2)
  }

  /// Clock changes a week ahead of now is where the previous match and `first` have different
  /// offsets: New York (the benchmark's week before spring 2026, and autumn), Berlin, Lord
  /// Howe's half hour, São Paulo's midnight changes of 2018–2019, and Apia's skipped day and
  /// its summer time.
  static let changesAhead: [(zone: String, instant: TimeInterval)] = [
    ("America/New_York", 1_772_953_200), ("America/New_York", 1_793_512_800),
    ("Europe/Berlin", 1_743_296_400), ("Europe/Berlin", 1_761_440_400),
    ("Australia/Lord_Howe", 1_743_865_200), ("Australia/Lord_Howe", 1_759_591_800),
    ("America/Sao_Paulo", 1_541_300_400), ("America/Sao_Paulo", 1_550_368_800),
    ("Pacific/Apia", 1_325_239_200), ("Pacific/Apia", 1_333_202_400),
  ]

  /// A now up to eight days before one of ``changesAhead`` (to the minute), and a daily or
  /// weekly series whose first date ahead often lies after the change.
  static func generateAhead(_ generator: inout SeededGenerator) -> Case {
    let change = changesAhead[Int.random(in: changesAhead.indices, using: &generator)]
    let before = Int.random(in: 0...8 * 1_440, using: &generator) * 60
    let hours = [0, 1, 2, 3, 23] + Array(0...23)
    let minutes = [0, 30, Int.random(in: 0...59, using: &generator)]
    return Case(
      zone: TimeZone(identifier: change.zone) ?? TimeZone(secondsFromGMT: 0) ?? .current,
      now: Date(timeIntervalSince1970: change.instant - Double(before)),
      kind: Int.random(in: 0...1, using: &generator),
      weekday: Int.random(in: 1...7, using: &generator),
      day: 1,
      hour: hours[Int.random(in: hours.indices, using: &generator)],
      minute: minutes[Int.random(in: minutes.indices, using: &generator)],
      startOffset: Int.random(in: -1...1, using: &generator))
  }

  @Test func theIntegerAnswerIsTheTriggersWhereThePreviousMatchHasAnotherOffset() {
    var answeredAcross = 0
    expectProperty(
      "integer answer == the trigger's next date across a clock change", iterations: 4_000,
      generate: Self.generateAhead
    ) { example in
      let context = example.context
      guard let first = try Self.firstAhead(example.series, in: context),
        let pattern = example.series.repeatingPattern
      else { return false }
      let reference = Self.triggerNextMatch(pattern, in: context) == first.date
      guard let answer = RepeatingMatch.integerAnswer(pattern, first: first, in: context) else {
        return RepeatingMatch.isNextMatch(pattern, first: first, in: context) == reference
      }
      let days = pattern.weekday == nil ? 1 : 7
      if let previous = try? first.resolvedDate.addingDays(-days).date(in: context),
        example.zone.secondsFromGMT(for: previous) != example.zone.secondsFromGMT(for: first.date)
      {
        answeredAcross += 1
      }
      return answer == reference
        && RepeatingMatch.isNextMatch(pattern, first: first, in: context) == reference
    }
    // Many cases straddle a change and are answered in integers all the same.
    #expect(answeredAcross > 400)
  }

  @Test func theBenchmarksWeeklyEntryIsAnsweredInIntegers() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    // Monday 2 March 2026, 06:00 local: New York springs forward the Sunday after.
    let context = DateBuilder.Context(now: Date(timeIntervalSince1970: 1_772_449_200), calendar: calendar)
    let series = EveryWeek(starting: .thisWeek).weekday(.monday).at(hour: 8, minute: 0)
    let first = try #require(try Self.firstAhead(series, in: context))
    let pattern = try #require(series.repeatingPattern)
    let reference = Self.triggerNextMatch(pattern, in: context) == first.date
    #expect(RepeatingMatch.integerAnswer(pattern, first: first, in: context) == reference)
  }

  @Test func aDailySeriesThatHasStartedIsOneRepeatingRequestAcrossTheSpringChange() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    // 8 March 2025, 12:00 local: the clocks skip 2:00–3:00 the next night.
    let context = DateBuilder.Context(now: Date(timeIntervalSince1970: 1_741_453_200), calendar: calendar)
    for (hour, minute) in [(2, 30), (9, 0), (1, 30)] {
      let series = EveryDay(starting: .today).at(hour: hour, minute: minute)
      let first = try #require(try Self.firstAhead(series, in: context))
      let pattern = try #require(series.repeatingPattern)
      let reference = Self.triggerNextMatch(pattern, in: context) == first.date
      #expect(RepeatingMatch.isNextMatch(pattern, first: first, in: context) == reference)
      // 9:00 exists on both days: the series that has started is the trigger's.
      if hour == 9 { #expect(reference) }
    }
  }
}
