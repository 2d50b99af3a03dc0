import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A notification delivered before a flight counts toward the daily limit of the day it was
/// delivered on, in the zone the device was in then, not of the day its instant falls on at the
/// destination: across the date line those differ by a day.
struct PacingAcrossTheDateLineTests {
  @Test func aDeliveryFromBeforeAFlightToApiaDoesNotFillTheDayThere() async throws {
    // Thursday 5 November 2026, 12:00 in New York (−5); Apia is +13 all year.
    let start = DateBuilder.Context.fixed(2026, 11, 5, 12, 0, in: "America/New_York")
    let pacing = try Pacing(
      quietHours: QuietHours(from: .time(hour: 22, minute: 0), to: .time(hour: 7, minute: 0)), dailyLimit: 1)
    let (simulator, notifications) = pacedDevice(on: start, pacing: pacing)
    notifications.register(
      PacedRepeatingDeliveryTests.stretch(hour: 23), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    // 07:00 on 6 November in New York (12:00 UTC): 01:00 on 7 November in Apia.
    await simulator.advance(to: PacingClock.utc("2026-11-06 13:00"))
    #expect(await simulator.delivered.map { start.local($0.date) } == ["2026-11-06 07:00"])
    let apia = Zones.named("Pacific/Apia")
    await simulator.setTimeZone(apia)
    let landed = await notifications.rescheduleAll()
    #expect(landed.plan?.groups["stretch"]?.compressed == 1)
    #expect(landed.plan?.paced.map(\.reason) == [.quietHours])
    _ = await simulator.takeEvents()
    await simulator.advance(by: 86_400)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = apia
    let deliveries = await simulator.takeEvents().compactMap(\.delivery).map {
      calendar.dateComponents([.day, .hour], from: $0.date)
    }
    // 07:00 on 7 November in Apia, the day's only one there.
    #expect(deliveries.map { "\($0.day ?? 0) \($0.hour ?? 0):00" } == ["7 7:00"])
  }
}
