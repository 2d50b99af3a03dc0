import Foundation
import PropertyTesting
import Testing
import TestSupport

@testable import NiceNotifications

/// Quiet hours over random ranges, instants and zones with DST (a clock that jumps at midnight,
/// a half-hour change, a skipped day): a move lands outside them, where the clock reads their end
/// or jumps past it, with the second before it inside.
struct QuietHoursPropertyTests {
  /// Cases; `NICE_QUIET_HOURS_CASES` sets more for a long run.
  static let cases = ProcessInfo.processInfo.environment["NICE_QUIET_HOURS_CASES"].flatMap { Int($0) } ?? 150

  struct Case: Sendable, CustomStringConvertible {
    var zone: String
    /// Quiet hours' start and end, in minutes after midnight.
    var start: Int
    var end: Int
    /// Seconds since 1970 of the wanted instant.
    var wanted: Int

    var description: String {
      "\(zone) \(start / 60):\(start % 60)–\(end / 60):\(end % 60) at \(PacingClock.utcText(date)) UTC"
    }

    var date: Date { Date(timeIntervalSince1970: TimeInterval(wanted)) }

    static func generate(_ random: inout SeededGenerator) -> Case {
      let start = Int.random(in: 0..<1_440, using: &random)
      var end = Int.random(in: 0..<1_440, using: &random)
      if end == start { end = (start + 1) % 1_440 }
      let zone = Zones.all.randomElement(using: &random) ?? "UTC"
      // 2011 (Samoa's skipped day) to 2027; half the cases within half a day of a clock change.
      var wanted = Int.random(in: 1_293_840_000..<1_830_297_600, using: &random)
      let nearChange = Bool.random(using: &random)
      if nearChange,
        let change = Zones.named(zone).nextDaylightSavingTimeTransition(
          after: Date(timeIntervalSince1970: TimeInterval(wanted)))
      {
        wanted = Int(change.timeIntervalSince1970) + Int.random(in: -43_200...43_200, using: &random)
      }
      return Case(zone: zone, start: start, end: end, wanted: wanted)
    }

    static func shrink(_ value: Case) -> [Case] {
      var smaller: [Case] = []
      if value.zone != "UTC" {
        smaller.append(Case(zone: "UTC", start: value.start, end: value.end, wanted: value.wanted))
      }
      for start in Shrink.int(value.start) where start != value.end && start >= 0 {
        smaller.append(Case(zone: value.zone, start: start, end: value.end, wanted: value.wanted))
      }
      return smaller
    }
  }

  @Test func aMoveLandsOnTheFirstInstantOutsideTheQuietHours() {
    expectProperty(
      "first instant outside quiet hours", iterations: Self.cases, generate: Case.generate,
      shrink: Case.shrink
    ) { value in
      let quiet = try QuietHours(
        from: .time(hour: value.start / 60, minute: value.start % 60),
        to: .time(hour: value.end / 60, minute: value.end % 60))
      let calendar = PacingClock.calendar(value.zone)
      let moved = quiet.firstInstantOutside(atOrAfter: value.date, in: calendar)
      guard moved >= value.date, !quiet.contains(moved, in: calendar) else { return false }
      guard moved > value.date else { return true }
      // It lands where the clock next reads the end, or where the clock jumps past it: within two
      // days, as a clock change can skip a night's whole way out.
      let reading = TimeOfDay(date: moved, calendar: calendar)
      let before = TimeOfDay(date: moved.addingTimeInterval(-1), calendar: calendar)
      let jumps = before.secondsSinceMidnightForTest + 1 != reading.secondsSinceMidnightForTest
      let readsEnd = reading == quiet.end
      return (readsEnd || jumps) && quiet.contains(moved.addingTimeInterval(-1), in: calendar)
        && moved.timeIntervalSince(value.date) <= 50 * 3_600
    }
  }
}

extension TimeOfDay {
  /// Seconds after midnight.
  fileprivate var secondsSinceMidnightForTest: Int { hour * 3_600 + minute * 60 + second }
}
