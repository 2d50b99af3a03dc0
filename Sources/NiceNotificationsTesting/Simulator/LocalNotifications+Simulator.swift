public import Foundation
public import NiceNotifications

extension LocalNotifications {
  /// An instance over a simulator, on its clock and calendar: `LocalNotifications(simulator: simulator)`.
  ///
  /// The simulator answers every call at once, so its center time limit only keeps a stuck test from
  /// hanging: 60 seconds by default, long enough that a test run crowding the machine's threads never
  /// trips it. A test of timeouts passes a center that stalls, with a limit of its own.
  public convenience init(
    simulator: SimulatedNotificationCenter,
    permissionStore: any GroupPermissionStore = InMemoryGroupPermissionStore(),
    policy: PlanningPolicy = .soonestFirst,
    handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore(),
    deliveryRecordStore: any DeliveryRecordStore = InMemoryDeliveryRecordStore(),
    centerTimeLimit: TimeInterval = 60, contentTimeLimit: TimeInterval = 30
  ) {
    self.init(
      center: simulator, permissionStore: permissionStore, policy: policy, handledStore: handledStore,
      deliveryRecordStore: deliveryRecordStore, centerTimeLimit: centerTimeLimit,
      contentTimeLimit: contentTimeLimit
    ) {
      DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar)
    }
  }
}
