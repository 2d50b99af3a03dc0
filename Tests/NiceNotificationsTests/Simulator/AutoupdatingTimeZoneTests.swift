import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing

/// A calendar trigger whose components name `TimeZone.autoupdatingCurrent` floats with the
/// device, like one that names no zone: iOS evaluates it in the device's current zone each
/// time (Apple's documentation, "UNCalendarNotificationTrigger"; "TimeZone.autoupdatingCurrent").
struct AutoupdatingTimeZoneTests {
  // swift-format-ignore: NeverForceUnwrap
  // Zones from the tz database, present wherever Foundation is.
  private static let london = TimeZone(identifier: "Europe/London")!
  // swift-format-ignore: NeverForceUnwrap
  // Zones from the tz database, present wherever Foundation is.
  private static let newYork = TimeZone(identifier: "America/New_York")!
  /// 24 October 2026, 12:00 in London (BST); London leaves summer time on the 25th.
  private static let start = Date(timeIntervalSince1970: 1_792_839_600)

  private func dailyNine(in zone: TimeZone?) -> NotificationRequest {
    var components = DateComponents(hour: 9, minute: 0)
    components.timeZone = zone
    return NotificationRequest(
      identifier: "nine", content: NotificationContent(title: "Nine"),
      trigger: .calendar(components, repeats: true))
  }

  @Test func autoupdatingCurrentFloatsLikeNoZone() {
    #expect(NotificationTrigger.floats(DateComponents(hour: 9)))
    #expect(NotificationTrigger.floats(DateComponents(timeZone: .autoupdatingCurrent, hour: 9)))
    #expect(!NotificationTrigger.floats(DateComponents(timeZone: Self.newYork, hour: 9)))
  }

  @Test func anAutoupdatingTriggerFiresAtNineInTheZoneTheDeviceMovedTo() async throws {
    let center = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.london, authorization: .authorized)
    try await center.add(dailyNine(in: .autoupdatingCurrent))
    await center.setTimeZone(Self.newYork)
    // 09:00 in New York (EDT, UTC−4) = 13:00 UTC, on Saturday and again on Sunday, after
    // London's own change — the trigger follows the device, not the zone it was added in.
    await center.advance(by: 27 * 3_600)
    let fired = await center.events.compactMap { event -> Date? in
      if case .delivered(_, _, let date) = event { date } else { nil }
    }
    #expect(
      fired == [Date(timeIntervalSince1970: 1_792_846_800), Date(timeIntervalSince1970: 1_792_933_200)])
  }

  /// A calendar on the components (`Calendar.current` from another zone, or one set up for Tokyo)
  /// gives the calendar, not the zone: without a `timeZone` the trigger still floats.
  @Test(arguments: ["Asia/Tokyo", "UTC", "Australia/Lord_Howe"])
  func aFloatingTriggerWhoseComponentsCarryACalendarFiresInTheDevicesZone(calendarZone: String) async throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: calendarZone))
    let center = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.london, authorization: .authorized)
    try await center.add(
      NotificationRequest(
        identifier: "nine", content: NotificationContent(title: "Nine"),
        trigger: .calendar(DateComponents(calendar: calendar, hour: 9, minute: 0), repeats: true)))
    await center.setTimeZone(Self.newYork)
    let next = await center.nextTriggerDate(of: "nine")
    await center.advance(by: 27 * 3_600)
    let fired = await center.events.compactMap { event -> Date? in
      if case .delivered(_, _, let date) = event { date } else { nil }
    }
    // 09:00 in New York on Saturday and Sunday, as told beforehand.
    #expect(
      fired == [Date(timeIntervalSince1970: 1_792_846_800), Date(timeIntervalSince1970: 1_792_933_200)])
    #expect(next == fired.first)
  }

  @Test func aPinnedTriggerStaysAtNineInItsOwnZone() async throws {
    let center = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.london, authorization: .authorized)
    try await center.add(dailyNine(in: Self.london))
    await center.setTimeZone(Self.newYork)
    await center.advance(by: 86_400)
    // Sunday 25 October, 09:00 in London (GMT after the change) = 09:00 UTC.
    #expect(await center.deliveredNotifications().map(\.date) == [Date(timeIntervalSince1970: 1_792_918_800)])
  }
}
