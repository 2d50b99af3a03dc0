import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

/// A delivery of a compressed daily reminder before a flight east does not stand for the
/// day the clock shows after landing: that day's reminder is still pending and fires.
struct TravelEastTests {
  /// A daily 20:45 reminder with constant content: one repeating request.
  let evening = FixedGroup("habit") {
    EveryDay(starting: .today).at(hour: 20, minute: 45).schedule(title: "Stretch")
  }

  @Test func aDeliveryInPagoPagoLeavesTheNextEveningInBerlinPending() async throws {
    // 27 November 2026, 12:00 in Pago Pago (−11). Its 20:45 is 07:45 UTC on the 28th, which
    // also reads as 20:45 on the 28th at +13.
    let pagoPago = DateBuilder.Context.fixed(2026, 11, 27, 12, 0, in: "Pacific/Pago_Pago")
    let center = simulator(pagoPago)
    let notifications = frontDoor(over: center)
    notifications.register(evening, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    await center.advance(by: 8 * 3_600 + 45 * 60)  // 20:45 in Pago Pago, delivered
    #expect(await center.delivered.count == 1)
    await center.setTimeZone(zone("Europe/Berlin"))
    // 15:00 on the 28th in Berlin (+1), the next afternoon.
    await center.advance(by: 6 * 3_600 + 15 * 60)
    let report = await notifications.rescheduleAll()
    #expect(report.outcomes["habit"] == .scheduled)
    // Berlin's 20:45 on the 28th is 19:45 UTC, 5 hours and 45 minutes from now.
    let now = await center.now
    let berlinEvening = now.addingTimeInterval(5 * 3_600 + 45 * 60)
    #expect(await center.pendingFireDates().values.min() == berlinEvening)
    _ = await center.takeEvents()
    await center.advance(by: 6 * 3_600)
    let deliveries = await center.takeEvents().compactMap(\.delivery?.date)
    #expect(deliveries == [berlinEvening])
  }

}
