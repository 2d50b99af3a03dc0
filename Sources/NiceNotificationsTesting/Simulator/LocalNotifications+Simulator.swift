public import NiceNotifications
extension LocalNotifications {
  /// An instance over a simulator, on its virtual clock and in its device calendar and time
  /// zone — the way to test notification logic, and what examples run on.
  ///
  /// ```swift
  /// let simulator = SimulatedNotificationCenter(now: start, timeZone: berlin, authorization: .authorized)
  /// let notifications = LocalNotifications(simulator: simulator)
  /// await notifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
  /// await simulator.advance(by: 86_400)
  /// ```
  ///
  /// - Parameters:
  ///   - simulator: The simulated center, whose clock, calendar and time zone are used.
  ///   - permissionStore: Where group-level decisions persist; in memory by default.
  ///   - policy: How slots are shared among groups planned together.
  ///   - handledStore: Where "done" marks persist; in memory by default.
  public convenience init(
    simulator: SimulatedNotificationCenter,
    permissionStore: any GroupPermissionStore = InMemoryGroupPermissionStore(),
    policy: PlanningPolicy = .soonestFirst,
    handledStore: any HandledOccurrenceStore = InMemoryHandledOccurrenceStore()
  ) {
    self.init(center: simulator, permissionStore: permissionStore, policy: policy, handledStore: handledStore)
    {
      DateBuilder.Context(now: await simulator.now, calendar: await simulator.calendar)
    }
  }
}
