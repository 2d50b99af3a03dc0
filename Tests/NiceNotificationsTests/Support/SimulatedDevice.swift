import Foundation
import NiceNotifications
import NiceNotificationsTesting

/// A simulator with notifications allowed on `context`'s clock, calendar and time zone, and a
/// front door over it that plans with `pacing`.
///
/// ```swift
/// let (simulator, notifications) = pacedDevice(on: context, pacing: try Pacing(dailyLimit: 3))
/// ```
func pacedDevice(
  on context: DateBuilder.Context, pacing: Pacing,
  deliveryRecordStore: any DeliveryRecordStore = InMemoryDeliveryRecordStore()
) -> (SimulatedNotificationCenter, LocalNotifications) {
  let center = simulator(context)
  let notifications = LocalNotifications(
    simulator: center, policy: PlanningPolicy(pacing: pacing), deliveryRecordStore: deliveryRecordStore)
  return (center, notifications)
}

/// A simulator with notifications allowed on `context`'s clock and in its time zone, on the
/// simulator's default calendar rather than `context`'s, and a front door over it that plans
/// soonest first.
///
/// ```swift
/// let (simulator, notifications) = deviceInZone(of: .fixed(2026, 3, 7, 7, 0, in: "America/New_York"))
/// ```
func deviceInZone(
  of context: DateBuilder.Context, capacity: Int = 64,
  deliveryRecordStore: any DeliveryRecordStore = InMemoryDeliveryRecordStore()
) -> (SimulatedNotificationCenter, LocalNotifications) {
  let simulator = SimulatedNotificationCenter(
    now: context.now, timeZone: context.timeZone, capacity: capacity, authorization: .authorized)
  let notifications = LocalNotifications(simulator: simulator, deliveryRecordStore: deliveryRecordStore)
  return (simulator, notifications)
}
