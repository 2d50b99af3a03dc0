import Foundation
import PropertyTesting
import Testing
import TestSupport

@testable import DateBuilder
@testable import NiceNotifications

/// A series that began long ago (`EveryDay(starting: .dayOf(signUp))`) is read from the day
/// before yesterday: its occurrences, and the count of those passed over, are those of a walk
/// from its first day, which Foundation's arithmetic (no integer plan, nothing skipped) does.
struct PastAnchoredSeriesTests {
  private static let zones = ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Chatham"]

  /// A case: days since the series began, the days its dates are moved by, its time, its
  /// count (`nil`: unbounded), the zone, and now as seconds after a day in 2026.
  struct Case: Sendable, CustomStringConvertible {
    var daysAgo: Int
    var shift: Int
    var hour: Int
    var minute: Int
    var count: Int?
    var zone: String
    var nowOffset: Int
    var description: String {
      "\(daysAgo) days ago, moved \(shift) days, at \(hour):\(minute), count \(count.map(String.init) ?? "∞"), "
        + "\(zone), now +\(nowOffset) s"
    }
  }

  private static func generate(_ g: inout SeededGenerator) -> Case {
    Case(
      daysAgo: [0, 1, 2, 3, Int.random(in: 0...40, using: &g), Int.random(in: 0...4_000, using: &g)]
        .randomElement(using: &g) ?? 0,
      shift: [0, 0, 1, -1, 3, -3, Int.random(in: -40...40, using: &g)].randomElement(using: &g) ?? 0,
      hour: Int.random(in: 0...23, using: &g), minute: [0, 15, 30, 59].randomElement(using: &g) ?? 0,
      count: Bool.random(using: &g) ? nil : Int.random(in: 0...4_200, using: &g),
      zone: zones.randomElement(using: &g) ?? "UTC",
      // Around the spring and autumn changes of both hemispheres, and any time of day.
      nowOffset: Int.random(in: 0...(366 * 86_400), using: &g))
  }

  private static func shrink(_ value: Case) -> [Case] {
    var smaller: [Case] = []
    for days in Shrink.int(value.daysAgo, towards: 0) { smaller.append(with(value) { $0.daysAgo = days }) }
    if value.shift != 0 { smaller.append(with(value) { $0.shift = 0 }) }
    if value.count != nil { smaller.append(with(value) { $0.count = nil }) }
    return smaller
  }

  private static func with(_ value: Case, _ change: (inout Case) -> Void) -> Case {
    var copy = value
    change(&copy)
    return copy
  }

  /// The first occurrences' dates and identifiers, and the count passed over, in `context`.
  private static func read(_ value: Case, in context: DateBuilder.Context) throws -> ([String], Int) {
    let start = DateBuilder.Day.dayOf(context.now.addingTimeInterval(-Double(value.daysAgo) * 86_400))
    let timeline = NotificationsTimeline {
      if let count = value.count {
        EveryDay(forDays: count, starting: start).at(hour: value.hour, minute: value.minute)
          .addingDays(value.shift).schedule(title: "Bounded")
      } else {
        EveryDay(starting: start).at(hour: value.hour, minute: value.minute).addingDays(value.shift)
          .schedule(title: "Unbounded")
      }
    }
    var occurrences = try timeline.occurrences(forGroup: "habit", in: context)
    var read: [String] = []
    while read.count < 5, let occurrence = occurrences.next() {
      read.append("\(occurrence.identifier) \(occurrence.fireDate?.timeIntervalSince1970 ?? -1)")
    }
    #expect(occurrences.failures.isEmpty, "\(occurrences.failures)")
    return (read, occurrences.skippedPast)
  }

  @Test func aSeriesThatBeganLongAgoReadsAsIfWalkedFromItsFirstDay() {
    expectProperty(
      "occurrences and skippedPast equal a walk from the first day", iterations: 400,
      generate: Self.generate, shrink: Self.shrink
    ) { value in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = Zones.named(value.zone)
      let now = Date(timeIntervalSince1970: 1_767_225_600 + Double(value.nowOffset))
      let fast = DateBuilder.Context(now: now, calendar: calendar)
      let reference = DateBuilder.Context(now: now, calendar: calendar, arithmetic: .foundation)
      guard let skipped = try? Self.read(value, in: fast), let walked = try? Self.read(value, in: reference)
      else {
        return false
      }
      return skipped.0 == walked.0 && skipped.1 == walked.1
    }
  }

  @Test func aSeriesOfTenYearsAgoSkipsItsPastDaysAndCountsThem() throws {
    let context = DateBuilder.Context.fixed(2026, 3, 29, 1, 30, in: "Europe/Berlin")
    let signUp = try #require(
      Calendar(identifier: .gregorian).date(byAdding: .year, value: -10, to: context.now))
    let timeline = NotificationsTimeline {
      EveryDay(starting: .dayOf(signUp)).at(hour: 2, minute: 30).schedule(title: "Daily")
    }
    var occurrences = try timeline.occurrences(forGroup: "habit", in: context)
    let next = occurrences.next()
    let first = try #require(next?.fireDate)
    // 29 March 2026 is the day Berlin's clocks go forward: 02:30 does not exist, 03:00 does.
    #expect(context.local(first) == "2026-03-29 03:00")
    #expect(occurrences.skippedPast == 3_652)
  }
}
