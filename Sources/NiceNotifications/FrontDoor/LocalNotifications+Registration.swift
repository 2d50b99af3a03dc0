extension LocalNotifications {
  /// Registers `group` for ``rescheduleAll()`` with the strategy to use then, in place of a group registered
  /// under the same identifier: `notifications.register(DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)`.
  public func register(_ group: some LocalNotificationsGroup, permissionStrategy: PermissionStrategy) {
    registered.withLock { $0[group.groupIdentifier] = (group, permissionStrategy) }
  }

  /// Registers `groups` as every group the app has, replacing earlier registrations (of two groups with one
  /// identifier, the later); ``rescheduleAll()`` then also removes the pending requests of unregistered groups
  /// (never of unnamed ad-hoc groups):
  /// `notifications.registerAll(bills.map(BillGroup.init), permissionStrategy: .scheduleIfSystemAllowed)`.
  public func registerAll(_ groups: [any LocalNotificationsGroup], permissionStrategy: PermissionStrategy) {
    registered.withLock { registered in
      registered = [:]
      for group in groups { registered[group.groupIdentifier] = (group, permissionStrategy) }
    }
    registersAllGroups.withLock { $0 = true }
  }

  /// Forgets a registered group; its pending requests stay until a reschedule removes them as unregistered:
  /// `notifications.unregister(groupIdentifier: "dailyQuote")`.
  public func unregister(groupIdentifier: String) {
    registered.withLock { $0[groupIdentifier] = nil }
  }

  /// Forgets a registered group and, if `removingPendingRequests`, removes its pending requests now:
  /// `await notifications.unregister(groupIdentifier: habit.groupIdentifier, removingPendingRequests: true)`.
  ///
  /// Its permission and "done" marks stay; an invalid identifier or a center failure gives a `.failed` outcome.
  @discardableResult
  public func unregister(groupIdentifier: String, removingPendingRequests: Bool) async -> RescheduleReport {
    unregister(groupIdentifier: groupIdentifier)
    lastRescheduled.withLock { $0[groupIdentifier] = nil }
    guard removingPendingRequests else { return RescheduleReport() }
    return await remove(groupIdentifier: groupIdentifier)
  }
}
