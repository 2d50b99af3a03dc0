import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A device on the ISO 8601 calendar (Gregorian days, weeks from Monday) has its constant series
/// compressed as on the Gregorian one, so its repeating requests follow the same DST policy: a
/// time a clock change skips fires at the end of the gap, as the series' one-shots would.
struct ISO8601CalendarCompressionTests {
  /// A daily reminder at `time`, or a weekly one when `time` has a weekday.
  static func pills(at time: DateComponents) -> FixedGroup {
    FixedGroup("pills") {
      if let weekday = time.weekday {
        EveryWeek(starting: .thisWeek).weekday(.init(rawValue: weekday))
          .at(hour: time.hour ?? 0, minute: time.minute ?? 0).schedule(title: "Pill")
      } else {
        EveryDay(starting: .today).at(hour: time.hour ?? 0, minute: time.minute ?? 0).schedule(title: "Pill")
      }
    }
  }

  /// A day before a clock change whose gap holds the reminder's time, and where it fires.
  struct Case: CustomStringConvertible, Sendable {
    var zone: String
    var start: (year: Int, month: Int, day: Int)
    var time: DateComponents
    var fires: DateComponents
    var description: String { "\(time) in \(zone)" }
  }

  static let cases = [
    // Lord Howe's clocks go from 02:00 to 02:30 on Sunday 4 October 2026.
    Case(
      zone: "Australia/Lord_Howe", start: (2026, 10, 2), time: DateComponents(hour: 2, minute: 15),
      fires: DateComponents(day: 4, hour: 2, minute: 30)),
    Case(
      zone: "Australia/Lord_Howe", start: (2026, 10, 2), time: DateComponents(hour: 2, minute: 0, weekday: 1),
      fires: DateComponents(day: 4, hour: 2, minute: 30)),
    // New York's clocks go from 02:00 to 03:00 on Sunday 8 March 2026.
    Case(
      zone: "America/New_York", start: (2026, 3, 6), time: DateComponents(hour: 2, minute: 30),
      fires: DateComponents(day: 8, hour: 3, minute: 0)),
  ]

  @Test(arguments: cases)
  func aReminderInAGapIsNotLostOnTheISO8601Calendar(_ value: Case) async throws {
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = Zones.named(value.zone)
    let start = try #require(
      calendar.date(
        from: DateComponents(year: value.start.year, month: value.start.month, day: value.start.day, hour: 12)
      ))
    let center = SimulatedNotificationCenter(
      now: start, timeZone: calendar.timeZone, calendar: calendar, authorization: .authorized)
    let notifications = LocalNotifications(simulator: center)
    let report = await notifications.reschedule(
      group: Self.pills(at: value.time), permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.plan?.groups["pills"]?.compressed == 1)

    await center.advance(by: 3 * 86_400)
    let delivered = await center.events.compactMap { event -> DateComponents? in
      guard case .delivered(_, _, let date) = event else { return nil }
      return calendar.dateComponents([.day, .hour, .minute], from: date)
    }
    #expect(delivered.contains(value.fires))
  }
}
