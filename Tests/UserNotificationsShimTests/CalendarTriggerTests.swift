import Foundation
import Testing
import UserNotificationsShim

/// `UNCalendarNotificationTrigger.nextTriggerDate()` matches as
/// `Calendar.nextDate(after:matching:matchingPolicy: .nextTime)` does (UserNotificationsBehaviour.md §4,
/// §10.3).
struct CalendarTriggerTests {
  /// Tuesday 10 June 2025, 12:00 UTC.
  let now = Date(timeIntervalSince1970: 1_749_556_800)

  @Test func aDailyTimeFiresNextAtThatTime() throws {
    let utc = try gregorian(in: "UTC")
    let trigger = UNCalendarNotificationTrigger(
      dateMatching: DateComponents(hour: 8, minute: 30), repeats: true)

    let next = trigger._shimNextTriggerDate(after: now, calendar: utc)
    #expect(next == (try date(DateComponents(year: 2025, month: 6, day: 11, hour: 8, minute: 30), in: utc)))
    #expect(trigger.repeats)
    #expect(trigger.dateComponents == DateComponents(hour: 8, minute: 30))
  }

  @Test func aWeekdayFiresOnTheNextSuchDay() throws {
    let utc = try gregorian(in: "UTC")
    let tuesdays = UNCalendarNotificationTrigger(
      dateMatching: DateComponents(hour: 14, weekday: 3), repeats: true)
    let mondays = UNCalendarNotificationTrigger(
      dateMatching: DateComponents(hour: 14, weekday: 2), repeats: true)

    #expect(
      tuesdays._shimNextTriggerDate(after: now, calendar: utc)
        == (try date(DateComponents(year: 2025, month: 6, day: 10, hour: 14), in: utc)))
    #expect(
      mondays._shimNextTriggerDate(after: now, calendar: utc)
        == (try date(DateComponents(year: 2025, month: 6, day: 16, hour: 14), in: utc)))
  }

  @Test(arguments: [6, 7, -6, -7])
  func aWeekdayNoMonthHasNeverFiresInsteadOfSearchingWithoutEnd(ordinal: Int) throws {
    // Foundation's search for a sixth or seventh weekday of a month never returns.
    let berlin = try gregorian(in: "Europe/Berlin")
    let trigger = UNCalendarNotificationTrigger(
      dateMatching: DateComponents(hour: 9, weekday: 2, weekdayOrdinal: ordinal), repeats: true)

    #expect(trigger._shimNextTriggerDate(after: now, calendar: berlin) == nil)
  }

  @Test func dayThirtyOneInJuneGivesTheFirstOfJuly() throws {
    let utc = try gregorian(in: "UTC")
    let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(day: 31), repeats: true)

    #expect(
      trigger._shimNextTriggerDate(after: now, calendar: utc)
        == (try date(DateComponents(year: 2025, month: 7, day: 1), in: utc)))
  }

  @Test func pastAndImpossibleDatesNeverFire() throws {
    let utc = try gregorian(in: "UTC")
    let past = DateComponents(year: 2020, month: 1, day: 1, hour: 9)
    let impossible = DateComponents(hour: 25)
    let negative = DateComponents(hour: -1)

    for components in [past, impossible, negative] {
      let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
      #expect(trigger._shimNextTriggerDate(after: now, calendar: utc) == nil)
    }
  }

  @Test(arguments: [
    DateComponents(hour: 8, minute: 30),
    DateComponents(hour: 14, weekday: 3),
    DateComponents(day: 31),
    DateComponents(day: 29, hour: 9),
    DateComponents(month: 2, day: 29, hour: 7),
    DateComponents(minute: 0),
    DateComponents(year: 2031, month: 1, day: 1, hour: 0, minute: 0),
    DateComponents(year: 2020, month: 1, day: 1),
  ])
  func matchesCalendarNextDateWithTheNextTimePolicy(components: DateComponents) throws {
    let berlin = try gregorian(in: "Europe/Berlin")
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
    let expected = berlin.nextDate(after: now, matching: components, matchingPolicy: .nextTime)
    #expect(trigger._shimNextTriggerDate(after: now, calendar: berlin) == expected)
  }

  @Test func withoutATimeZoneTheTimeFloatsWithTheDevice() throws {
    let berlin = try gregorian(in: "Europe/Berlin")
    let newYork = try gregorian(in: "America/New_York")
    let trigger = UNCalendarNotificationTrigger(
      dateMatching: DateComponents(hour: 20, minute: 0), repeats: true)

    let inBerlin = try #require(trigger._shimNextTriggerDate(after: now, calendar: berlin))
    let inNewYork = try #require(trigger._shimNextTriggerDate(after: now, calendar: newYork))
    #expect(inBerlin == (try date(DateComponents(year: 2025, month: 6, day: 10, hour: 20), in: berlin)))
    #expect(inNewYork == (try date(DateComponents(year: 2025, month: 6, day: 10, hour: 20), in: newYork)))
    #expect(inNewYork.timeIntervalSince(inBerlin) == 6 * 3600)
  }

  @Test func aTimeZoneInTheComponentsPinsTheTime() throws {
    let berlin = try gregorian(in: "Europe/Berlin")
    let newYork = try gregorian(in: "America/New_York")
    var components = DateComponents(hour: 20, minute: 0)
    components.timeZone = berlin.timeZone
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)

    let expected = try date(DateComponents(year: 2025, month: 6, day: 10, hour: 20), in: berlin)
    #expect(trigger._shimNextTriggerDate(after: now, calendar: newYork) == expected)
    #expect(trigger._shimNextTriggerDate(after: now, calendar: berlin) == expected)
  }

  @Test func nextTriggerDateReadsTheDevicesClockAndCalendar() throws {
    let components = DateComponents(year: 2100, month: 1, day: 1, hour: 9, minute: 15)
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
    #expect(trigger.nextTriggerDate() == Calendar.current.date(from: components))
  }
}
