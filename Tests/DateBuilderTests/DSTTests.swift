import DateBuilder
import Foundation
import Testing
import TestSupport

/// DateBuilder's one policy for clock changes: a wall-clock time that happens twice is the
/// first of the two instants; a time in a gap is the first instant after the gap; a day the
/// zone skipped whole does not exist.
struct DSTTests {
  /// The instant `date` names on the local day of `context`'s now, with what the clock shows
  /// then and the instant in UTC.
  private func resolve(
    _ date: DateBuilder.ResolvedDate, in context: DateBuilder.Context
  ) throws -> (local: String, instant: Date) {
    let instant = try date.date(in: context)
    return (context.local(instant), instant)
  }

  // MARK: Gaps

  @Test func springForwardGapMovesToFirstInstantAfterIt() throws {
    let newYork = DateBuilder.Context.at(2024, 3, 10, 12, 0, in: "America/New_York")
    for time in [
      TimeOfDay(hour: 2, minute: 0), .time(hour: 2, minute: 30), .time(hour: 2, minute: 59, second: 59),
    ] {
      let resolved = try resolve(Today().at(time), in: newYork)
      #expect(resolved.local == "2024-03-10 03:00:00", "\(time)")
      #expect(resolved.instant == (try Date.utc("2024-03-10T07:00:00Z")), "\(time)")
    }
    #expect(
      try resolve(Today().at(hour: 1, minute: 59, second: 59), in: newYork).local == "2024-03-10 01:59:59")
    #expect(
      try resolve(Today().at(hour: 3, minute: 0), in: newYork).instant
        == (try Date.utc("2024-03-10T07:00:00Z")))
  }

  @Test func berlinsSpringGapMovesToThree() throws {
    let berlin = DateBuilder.Context.at(2024, 3, 31, 12, 0, in: "Europe/Berlin")
    let resolved = try resolve(Today().at(hour: 2, minute: 30), in: berlin)
    #expect(resolved.local == "2024-03-31 03:00:00")
    #expect(resolved.instant == (try Date.utc("2024-03-31T01:00:00Z")))
  }

  @Test func lordHowesHalfHourGapMovesToHalfPastTwo() throws {
    let lordHowe = DateBuilder.Context.at(2024, 10, 6, 12, 0, in: "Australia/Lord_Howe")
    let resolved = try resolve(Today().at(hour: 2, minute: 15), in: lordHowe)
    #expect(resolved.local == "2024-10-06 02:30:00")
    #expect(resolved.instant == (try Date.utc("2024-10-05T15:30:00Z")))
    // 02:30 itself exists: the gap is only thirty minutes wide.
    #expect(try resolve(Today().at(hour: 2, minute: 30), in: lordHowe).instant == resolved.instant)
    #expect(try resolve(Today().at(hour: 1, minute: 59), in: lordHowe).local == "2024-10-06 01:59:00")
  }

  /// A zone whose clocks jump from 00:00 to 01:00, the day they do, and that day's 01:00 in UTC.
  struct MidnightGap: Sendable, CustomTestStringConvertible {
    var zone: String
    var day: (year: Int, month: Int, day: Int)
    var oneOClockUTC: String
    var testDescription: String { zone }
  }

  @Test(arguments: [
    MidnightGap(zone: "America/Santiago", day: (2024, 9, 8), oneOClockUTC: "2024-09-08T04:00:00Z"),
    MidnightGap(zone: "America/Havana", day: (2024, 3, 10), oneOClockUTC: "2024-03-10T05:00:00Z"),
  ])
  func aMidnightGapMovesEarlyTimesToOneOClock(gap: MidnightGap) throws {
    let context = DateBuilder.Context.at(gap.day.year, gap.day.month, gap.day.day, 12, 0, in: gap.zone)
    let label = String(format: "%04d-%02d-%02d", gap.day.year, gap.day.month, gap.day.day)
    // The day itself exists, though it has no midnight.
    #expect(try context.label(Today()) == label)
    for minute in [0, 30, 59] {
      let resolved = try resolve(Today().at(hour: 0, minute: minute), in: context)
      #expect(resolved.local == "\(label) 01:00:00", "00:\(minute)")
      #expect(resolved.instant == (try Date.utc(gap.oneOClockUTC)), "00:\(minute)")
    }
    #expect(try resolve(Today().at(hour: 1, minute: 30), in: context).local == "\(label) 01:30:00")
    #expect(
      try resolve(Today().addingDays(-1).at(hour: 23, minute: 59), in: context).instant
        == (try Date.utc(gap.oneOClockUTC)).addingTimeInterval(-60))
  }

  @Test func componentsOfATimeInAGapAreAsWritten() throws {
    // Components float: a calendar trigger given them fires by the same policy.
    let newYork = DateBuilder.Context.at(2024, 3, 10, 12, 0, in: "America/New_York")
    #expect(
      try Today().at(hour: 2, minute: 30).dateComponents(in: newYork)
        == DateComponents(year: 2024, month: 3, day: 10, hour: 2, minute: 30, second: 0))
    let series = try EveryDay(forDays: 1, starting: .today).at(hour: 2, minute: 30).dateComponents(
      in: newYork)
    #expect(series == [DateComponents(year: 2024, month: 3, day: 10, hour: 2, minute: 30, second: 0)])
  }

  // MARK: Repeats

  @Test func fallBackRepeatTakesTheFirstInstant() throws {
    let newYork = DateBuilder.Context.at(2024, 11, 3, 12, 0, in: "America/New_York")
    let resolved = try resolve(Today().at(hour: 1, minute: 30), in: newYork)
    #expect(resolved.local == "2024-11-03 01:30:00")
    #expect(resolved.instant == (try Date.utc("2024-11-03T05:30:00Z")))  // EDT, not EST's 06:30Z
    #expect(newYork.timeZone.isDaylightSavingTime(for: resolved.instant))
  }

  /// A wall-clock time that happens twice, and the first instant it names.
  struct Repeat: Sendable, CustomTestStringConvertible {
    var zone: String
    var day: (year: Int, month: Int, day: Int)
    var time: TimeOfDay
    var firstUTC: String
    var testDescription: String { "\(zone) \(time)" }
  }

  static let repeats = [
    Repeat(
      zone: "Europe/Berlin", day: (2024, 10, 27), time: .time(hour: 2, minute: 30),
      firstUTC: "2024-10-27T00:30:00Z"),
    Repeat(
      zone: "Australia/Lord_Howe", day: (2024, 4, 7), time: .time(hour: 1, minute: 45),
      firstUTC: "2024-04-06T14:45:00Z"),
    Repeat(
      zone: "America/Santiago", day: (2024, 4, 6), time: .time(hour: 23, minute: 30),
      firstUTC: "2024-04-07T02:30:00Z"),
    Repeat(
      zone: "America/Havana", day: (2024, 11, 3), time: .time(hour: 0, minute: 30),
      firstUTC: "2024-11-03T04:30:00Z"),
  ]

  @Test(arguments: repeats)
  func aRepeatedTimeIsTheFirstOfItsTwoInstants(repeated: Repeat) throws {
    let context = DateBuilder.Context.at(
      repeated.day.year, repeated.day.month, repeated.day.day, 12, 0, in: repeated.zone)
    let first = try Date.utc(repeated.firstUTC)
    let instant = try Today().at(repeated.time).date(in: context)
    #expect(instant == first)
    // The same reading comes round again once the clocks go back: the policy took the earlier.
    let setBack =
      context.timeZone.secondsFromGMT(for: first)
      - context.timeZone.secondsFromGMT(for: first.addingTimeInterval(3 * 3_600))
    #expect(setBack > 0)
    #expect(context.local(first.addingTimeInterval(TimeInterval(setBack))) == context.local(first))
  }

  /// The second instant of a repeated time, moved by no day, week, month or year, is itself: not
  /// the first instant its reading names.
  @Test(arguments: repeats)
  func anInstantMovedByNoCalendarUnitStaysItself(repeated: Repeat) throws {
    let context = DateBuilder.Context.at(
      repeated.day.year, repeated.day.month, repeated.day.day, 12, 0, in: repeated.zone)
    let first = try Date.utc(repeated.firstUTC)
    let setBack =
      context.timeZone.secondsFromGMT(for: first)
      - context.timeZone.secondsFromGMT(for: first.addingTimeInterval(3 * 3_600))
    let second = first.addingTimeInterval(TimeInterval(setBack))
    let unmoved = [
      ExactlyAt(second).addingDays(0), ExactlyAt(second).addingWeeks(0), ExactlyAt(second).addingMonths(0),
      ExactlyAt(second).addingYears(0), ExactlyAt(second).addingDays(1).addingDays(-1),
      ExactlyAt(second).adding(dateComponents: DateComponents(day: 0)) ?? ExactlyAt(.distantPast),
    ]
    for date in unmoved { #expect(try date.date(in: context) == second) }
  }

  // MARK: A skipped day

  private let apia = DateBuilder.Context.at(2011, 12, 29, 12, 0, in: "Pacific/Apia")

  @Test func apiasSkippedDayDoesNotExist() throws {
    let skipped = DateBuilderError.dayDoesNotExist(year: 2011, month: 12, day: 30, timeZone: "Pacific/Apia")
    for time in [
      TimeOfDay(hour: 0, minute: 0), .time(hour: 9, minute: 0), .time(hour: 23, minute: 59, second: 59),
    ] {
      #expect(throws: skipped) { try ExactDay(year: 2011, month: 12, day: 30).at(time).date(in: apia) }
    }
    #expect(throws: skipped) { try Tomorrow().at(hour: 9, minute: 0).date(in: apia) }
    DateBuilder.withContext(apia) {
      #expect(Tomorrow().at(hour: 9, minute: 0).dateIfExists() == nil)
      #expect(Tomorrow().at(hour: 9, minute: 0).date() == .distantPast)
    }
    #expect(
      try resolve(Tomorrow().addingDays(1).at(hour: 9, minute: 0), in: apia).local == "2011-12-31 09:00:00")
    #expect(try resolve(Today().at(hour: 23, minute: 59), in: apia).local == "2011-12-29 23:59:00")
  }

  @Test func aSeriesLeavesApiasSkippedDayOutWithoutRepeatingOrLosingOne() throws {
    let start = ExactDay(year: 2011, month: 12, day: 28)
    // Five days from the 28th, of which the 30th does not exist.
    let dates = try EveryDay(forDays: 5, starting: start).at(hour: 9, minute: 0).dates(in: apia)
    #expect(
      dates.map(apia.local) == [
        "2011-12-28 09:00:00", "2011-12-29 09:00:00", "2011-12-31 09:00:00", "2012-01-01 09:00:00",
      ])
    // Five occurrences run one day further, still without a repeat.
    var occurrences = EveryDay(starting: start).at(hour: 9, minute: 0).occurrences(in: apia)
    var found: [(index: Int, local: String)] = []
    for _ in 0..<5 {
      let occurrence = try #require(try occurrences.next())
      found.append((occurrence.index, apia.local(occurrence.date)))
    }
    #expect(
      found.map(\.local) == [
        "2011-12-28 09:00:00", "2011-12-29 09:00:00", "2011-12-31 09:00:00", "2012-01-01 09:00:00",
        "2012-01-02 09:00:00",
      ])
    #expect(found.map(\.index) == [0, 1, 3, 4, 5])
  }

  @Test func anInstantsDaysCannotLandOnTheSkippedDayButItsHoursCan() throws {
    let noon = try Date.utc("2011-12-29T22:00:00Z")  // 12:00 on the 29th, UTC-10
    #expect(apia.local(noon) == "2011-12-29 12:00:00")
    #expect(
      throws: DateBuilderError.dayDoesNotExist(year: 2011, month: 12, day: 30, timeZone: "Pacific/Apia")
    ) {
      try ExactlyAt(noon).addingDays(1).date(in: apia)
    }
    // Twenty-four hours later the clocks, a day ahead, show noon on the 31st.
    #expect(apia.local(try ExactlyAt(noon).addingHours(24).date(in: apia)) == "2011-12-31 12:00:00")
    #expect(apia.local(try ExactlyAt(noon).addingDays(2).date(in: apia)) == "2011-12-31 12:00:00")
  }

  // MARK: Whole years in every zone

  @Test(arguments: Zones.all)
  func nineOClockDailyStaysNineLocalAcrossDSTChanges(zone: String) throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: zone)
    let dates = try EveryDay(forDays: 366, starting: .today).at(hour: 9, minute: 0).dates(in: context)
    #expect(dates.count == 366)
    #expect(dates.allSatisfy { context.local($0).hasSuffix(" 09:00:00") })
    #expect(dates.first.map(context.local) == "2024-01-01 09:00:00")
    #expect(dates.last.map(context.local) == "2024-12-31 09:00:00")
    // Days of 23 or 25 hours where the clocks change, 24 elsewhere.
    let minutes: Set<Double> = Set(
      zip(dates, dates.dropFirst()).map { earlier, later in
        later.timeIntervalSince(earlier) / 60
      })
    let possible: Set<Double> = [23 * 60, 23.5 * 60, 24 * 60, 24.5 * 60, 25 * 60]
    #expect(minutes.isSubset(of: possible), "\(minutes)")
  }

  @Test(arguments: Zones.all)
  func halfPastMidnightDailyNeverLosesOrRepeatsADay(zone: String) throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: zone)
    let dates = try EveryDay(forDays: 366, starting: .today).at(hour: 0, minute: 30).dates(in: context)
    let days = dates.map { String(context.local($0).prefix(10)) }
    #expect(dates.count == 366)
    #expect(Set(days).count == 366)
    #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 < $1 })
    #expect(days.first == "2024-01-01")
    #expect(days.last == "2024-12-31")
    // 00:30 everywhere, except on the days Santiago and Havana skip midnight.
    let moved = dates.map(context.local).filter { !$0.hasSuffix(" 00:30:00") }
    switch zone {
    case "America/Santiago": #expect(moved == ["2024-09-08 01:00:00"])
    case "America/Havana": #expect(moved == ["2024-03-10 01:00:00"])
    default: #expect(moved.isEmpty)
    }
  }
}
