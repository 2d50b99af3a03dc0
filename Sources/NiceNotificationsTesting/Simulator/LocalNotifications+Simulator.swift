public import NiceNotifications
extension LocalNotifications {
  /// An instance over a simulator, on its clock and calendar: `LocalNotifications(simulator: simulator)`.
  public convenience init(
    simulator: SimulatedNotificationCenter,
    permissionStore: any GroupPermissionStore = InMemoryGroupPermissionStore(),
    policy: PlanningPolicy = .soonestFirst,
    handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore(),
    deliveryRecordStore: any DeliveryRecordStore = InMemoryDeliveryRecordStore()
  ) {
    self.init(
      center: simulator, permissionStore: permissionStore, policy: policy, handledStore: handledStore,
      deliveryRecordStore: deliveryRecordStore
    ) {
      DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar)
    }
  }
}
