@testable import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

/// Single dates far from now, read one after another in one context, against the Foundation
/// path: a context keeps the zone transitions its last far read found, and every date read
/// from them, across each zone's clock changes, must be Foundation's, error for error.
///
/// `NICE_FAR_SINGLE_DATE_CASES` sets how many seeded cases run (150 by default); a failure
/// names its seed and a shrunk case, rerun with `NICE_SEED`.
struct FarSingleDateTests {
  static let cases =
    ProcessInfo.processInfo.environment["NICE_FAR_SINGLE_DATE_CASES"].flatMap { Int($0) } ?? 150

  /// One single-date expression, by the number of days it reaches from now.
  enum Read: CustomStringConvertible {
    case instantPlusDays(Int)
    case todayPlusDays(Int, seconds: Int)
    case dayOf(days: Int, seconds: Int)
    case instantPlusDaysAndHours(Int, hours: Int)

    var description: String {
      switch self {
      case .instantPlusDays(let days): "ExactlyAt(now).addingDays(\(days))"
      case let .todayPlusDays(days, seconds): "Today().addingDays(\(days)).at(\(seconds) s)"
      case let .dayOf(days, seconds): "DayOf(now + \(days) days).at(\(seconds) s)"
      case let .instantPlusDaysAndHours(days, hours):
        "ExactlyAt(now).addingDays(\(days)).addingHours(\(hours))"
      }
    }

    func expression(now: Date) -> DateBuilder.ResolvedDate {
      let time = { (seconds: Int) in (hour: seconds / 3_600, minute: seconds / 60 % 60, second: seconds % 60)
      }
      switch self {
      case .instantPlusDays(let days):
        return ExactlyAt(now).addingDays(days)
      case let .todayPlusDays(days, seconds):
        let t = time(seconds)
        return Today().addingDays(days).at(hour: t.hour, minute: t.minute, second: t.second)
      case let .dayOf(days, seconds):
        let t = time(seconds)
        return DayOf(now.addingTimeInterval(TimeInterval(days) * 86_400)).at(
          hour: t.hour, minute: t.minute, second: t.second)
      case let .instantPlusDaysAndHours(days, hours):
        return ExactlyAt(now).addingDays(days).addingHours(hours)
      }
    }
  }

  struct Case: CustomStringConvertible {
    var zone: String
    var now: Int
    var reads: [Read]

    var description: String { "\(zone), now \(now) s: \(reads)" }
  }

  /// Zones with DST either side of the world, a 30-minute shift, clocks that change at
  /// midnight, a skipped day and a zone without DST.
  static let zones = [
    "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago", "Pacific/Apia",
    "America/Havana", "Europe/London", "America/Sao_Paulo", "Asia/Kolkata",
  ]

  static func generate(_ g: inout SeededGenerator) -> Case {
    // Now from 1900 to 2150; reads up to 150 years either side, in runs of consecutive days
    // (a loop over now plus n days), with jumps between the runs.
    let now = Int.random(in: -2_208_988_800...5_680_281_600, using: &g)
    var reads: [Read] = []
    for _ in 0..<Int.random(in: 1...4, using: &g) {
      var days = Int.random(in: -55_000...55_000, using: &g)
      let stride = [1, 1, 7, 30, 365, 3_652].randomElement(using: &g) ?? 1
      for _ in 0..<Int.random(in: 1...12, using: &g) {
        let seconds = Int.random(in: 0..<86_400, using: &g)
        switch Int.random(in: 0..<4, using: &g) {
        case 0: reads.append(.instantPlusDays(days))
        case 1: reads.append(.todayPlusDays(days, seconds: seconds))
        case 2: reads.append(.dayOf(days: days, seconds: seconds))
        default: reads.append(.instantPlusDaysAndHours(days, hours: Int.random(in: -30...30, using: &g)))
        }
        days += stride
      }
    }
    return Case(zone: zones.randomElement(using: &g) ?? "UTC", now: now, reads: reads)
  }

  static func shrink(_ value: Case) -> [Case] {
    Shrink.array(value.reads).filter { !$0.isEmpty }.map { Case(zone: value.zone, now: value.now, reads: $0) }
  }

  @Test func singleDatesFarFromNowAreFoundationsDatesInOneContext() {
    expectProperty(
      "single dates read one after another in one context give the Foundation path's dates",
      iterations: Self.cases, generate: Self.generate, shrink: Self.shrink
    ) { value in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = Zones.named(value.zone)
      let now = Date(timeIntervalSince1970: TimeInterval(value.now) + 0.5)
      let fast = DateBuilder.Context(now: now, calendar: calendar)
      let reference = DateBuilder.Context(now: now, calendar: calendar, arithmetic: .foundation)
      return value.reads.allSatisfy { read in
        let expression = read.expression(now: now)
        let answer = { (context: DateBuilder.Context) in
          Result { () throws(DateBuilderError) in try expression.date(in: context) }
        }
        return answer(fast) == answer(reference)
      }
    }
  }

  /// Tasks sharing one context read far dates at once, each in regions of its own centuries
  /// apart, so that the transitions the context keeps for far dates change under the readers
  /// and more are found than it keeps; every date is still the Foundation path's.
  @Test(arguments: ["America/New_York", "Australia/Lord_Howe"])
  func farDatesReadAtOnceFromOneContextAreFoundationsDates(zone: String) async {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named(zone)
    // 2 March 2026, 06:00 in New York: a week before its clocks go forward.
    let now = Date(timeIntervalSince1970: 1_772_449_200.25)
    let fast = DateBuilder.Context(now: now, calendar: calendar)
    let reference = DateBuilder.Context(now: now, calendar: calendar, arithmetic: .foundation)
    let tasks = 6
    let regionsPerTask = 8
    let mismatches = await withTaskGroup(of: [String].self) { group in
      for task in 0..<tasks {
        group.addTask {
          var mismatches: [String] = []
          for region in 0..<regionsPerTask {
            // 1,500 years apart: each region is a span of transitions of its own.
            let start = (region * tasks + task) * 1_500 * 365 + 3_000
            for days in stride(from: start, to: start + 400, by: 13) {
              let expression = ExactlyAt(now).addingDays(days)
              let answer = { (context: DateBuilder.Context) in
                Result { () throws(DateBuilderError) in try expression.date(in: context) }
              }
              let date = answer(fast)
              if date != answer(reference) { mismatches.append("\(days) days: \(date)") }
              if case .failure(let error) = date { mismatches.append("\(days) days: \(error)") }
            }
          }
          return mismatches
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(mismatches.isEmpty, "dates that are errors or differ from Foundation's: \(mismatches.prefix(5))")
  }

  /// The property must test something: most of its reads lie outside the transitions a
  /// context holds around its now.
  @Test func theGeneratedReadsReachBeyondTheTransitionsAroundNow() {
    var generator = SeededGenerator(seed: PropertySeed.defaultSeed)
    var far = 0
    var total = 0
    for _ in 0..<100 {
      let value = Self.generate(&generator)
      for read in value.reads {
        total += 1
        let days: Int
        switch read {
        case .instantPlusDays(let n), .todayPlusDays(let n, _), .dayOf(let n, _),
          .instantPlusDaysAndHours(let n, _):
          days = n
        }
        if abs(days) > 4 * 365 { far += 1 }
      }
    }
    #expect(far * 10 >= total * 8, "\(far) of \(total) reads more than 4 years from now")
  }
}
