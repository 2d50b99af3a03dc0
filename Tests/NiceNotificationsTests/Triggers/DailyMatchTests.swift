import Foundation
import PropertyTesting
import Testing

@testable import NiceNotifications

/// The daily and weekly fast path of ``NotificationTrigger/nextFireDate(after:in:)`` finds
/// the date Foundation's search finds, over random instants in zones with and without
/// daylight saving (also near their transitions, where it steps aside).
struct DailyMatchTests {
  static let zones = [
    "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Kolkata", "UTC",
    "America/Santiago", "Asia/Tehran",
  ]

  /// Foundation's search, as `nextFireDate` did it before the fast path.
  static func searched(_ components: DateComponents, after date: Date, in calendar: Calendar) -> Date? {
    calendar.nextDate(
      after: date, matching: components, matchingPolicy: .nextTime, repeatedTimePolicy: .first,
      direction: .forward)
  }

  @Test func theFastPathFindsWhatFoundationFinds() {
    var taken = 0
    expectProperty(
      "nextDailyOrWeeklyMatch == Calendar.nextDate", iterations: 3_000,
      generate: { g in
        var components = DateComponents()
        components.hour = Int.random(in: 0...23, using: &g)
        components.minute = [0, 15, 30, 59, Int.random(in: 0...59, using: &g)].randomElement(using: &g)
        components.second = Bool.random(using: &g) ? nil : Int.random(in: 0...59, using: &g)
        components.weekday = Bool.random(using: &g) ? nil : Int.random(in: 1...7, using: &g)
        let zone = Self.zones.randomElement(using: &g) ?? "UTC"
        // 2010 to 2030, sometimes on a whole minute.
        var seconds = Double(Int.random(in: 1_262_304_000...1_893_456_000, using: &g))
        if Bool.random(using: &g) { seconds = (seconds / 60).rounded(.down) * 60 }
        // A third of the time within three days of a change of offset.
        if Int.random(in: 0..<3, using: &g) == 0,
          let transition = TimeZone(identifier: zone)?.nextDaylightSavingTimeTransition(
            after: Date(timeIntervalSince1970: seconds))
        {
          seconds = (transition.timeIntervalSince1970 + Double(Int.random(in: -259_200...259_200, using: &g)))
        }
        if Bool.random(using: &g) { seconds += Double.random(in: 0..<1, using: &g) }
        return (components, zone, seconds)
      }
    ) { components, zone, seconds in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
      let date = Date(timeIntervalSince1970: seconds)
      let context = DateBuilder.Context(now: date, calendar: calendar)
      guard let fast = NotificationTrigger.nextDailyOrWeeklyMatch(components, after: date, in: context)
      else {
        return true
      }
      taken += 1
      return fast == Self.searched(components, after: date, in: calendar)
    }
    #expect(taken > 1_500)
  }

  @Test func otherComponentsAndCalendarsAreLeftToTheSearch() {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    var japanese = Calendar(identifier: .japanese)
    japanese.timeZone = gregorian.timeZone
    #expect(
      NotificationTrigger.nextDailyOrWeeklyMatch(
        DateComponents(hour: 9, minute: 0), after: now, in: .init(now: now, calendar: gregorian)) != nil)
    #expect(
      NotificationTrigger.nextDailyOrWeeklyMatch(
        DateComponents(hour: 9), after: now, in: .init(now: now, calendar: gregorian)) == nil)
    #expect(
      NotificationTrigger.nextDailyOrWeeklyMatch(
        DateComponents(day: 1, hour: 9, minute: 0), after: now, in: .init(now: now, calendar: gregorian))
        == nil)
    #expect(
      NotificationTrigger.nextDailyOrWeeklyMatch(
        DateComponents(hour: 9, minute: 0), after: now, in: .init(now: now, calendar: japanese))
        == nil)
  }
}
