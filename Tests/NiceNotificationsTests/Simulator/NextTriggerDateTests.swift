import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing

/// What `nextTriggerDate()` answers on a device.
///
/// Sources: Apple's documentation,
/// "nextTriggerDate()" ("the next date at which the trigger conditions are met"), and the
/// public reports (openradar 20122, mirrored on GitHub as lionheart/openradar-mirror#20122)
/// that a fetched time-interval trigger answers now + interval whenever it is asked.
struct NextTriggerDateTests {
  // swift-format-ignore: NeverForceUnwrap
  // A zone from the tz database, present wherever Foundation is.
  private static let sydney = TimeZone(identifier: "Australia/Sydney")!
  /// 4 October 2026, 01:00 in Sydney: clocks go forward at 02:00.
  private static let start = Date(timeIntervalSince1970: 1_791_039_600)

  @Test func aTimeIntervalTriggerAnswersNowPlusItsIntervalWheneverAsked() async throws {
    let center = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.sydney, authorization: .authorized)
    try await center.add(
      NotificationRequest(
        identifier: "tea", content: NotificationContent(title: "Tea"),
        trigger: .timeInterval(7_200, repeats: false)))
    #expect(await center.nextTriggerDate(of: "tea") == Self.start + 7_200)
    await center.advance(by: 3_600)
    #expect(await center.nextTriggerDate(of: "tea") == Self.start + 3_600 + 7_200)
    #expect(await center.pendingFireDates()["tea"] == Self.start + 7_200)  // it still fires then
  }

  @Test func aCalendarTriggerAnswersItsNextMatchAcrossTheGap() async throws {
    let center = SimulatedNotificationCenter(
      now: Self.start, timeZone: Self.sydney, authorization: .authorized)
    try await center.add(
      NotificationRequest(
        identifier: "half-two", content: NotificationContent(title: "Half two"),
        trigger: .calendar(DateComponents(hour: 2, minute: 30), repeats: true)))
    // 02:30 does not exist on 4 October in Sydney; matching moves to the first time after the
    // gap, 03:00 AEDT = 16:00 UTC (Foundation's `.nextTime` policy, which devices follow).
    #expect(await center.nextTriggerDate(of: "half-two") == Date(timeIntervalSince1970: 1_791_043_200))
  }

  @Test func aDayTheMonthLacksAnswersFoundationsMatchNotTheFireDate() async throws {
    // swift-format-ignore: NeverForceUnwrap
    // A zone from the tz database, present wherever Foundation is.
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = berlin
    let june = try #require(calendar.date(from: DateComponents(year: 2026, month: 6, day: 5, hour: 12)))
    let center = SimulatedNotificationCenter(now: june, timeZone: berlin, authorization: .authorized)
    try await center.add(
      NotificationRequest(
        identifier: "rent", content: NotificationContent(title: "Rent"),
        trigger: .calendar(DateComponents(day: 31, hour: 9, minute: 0), repeats: true)))
    // iOS answers as Foundation's `.nextTime` search does, rolling the missing 31 June over.
    #expect(
      await center.nextTriggerDate(of: "rent")
        == calendar.date(from: DateComponents(year: 2026, month: 7, day: 1, hour: 0)))
    #expect(
      await center.pendingFireDates()["rent"]
        == calendar.date(from: DateComponents(year: 2026, month: 7, day: 31, hour: 9)))
  }

  @Test func anUnknownRequestHasNoNextTriggerDate() async {
    let center = SimulatedNotificationCenter(now: Self.start, timeZone: Self.sydney)
    #expect(await center.nextTriggerDate(of: "nothing") == nil)
  }
}
