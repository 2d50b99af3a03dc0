extension LocalNotifications {
  /// Registers `group` for ``rescheduleAll()`` with the strategy to use then.
  ///
  /// ```swift
  /// notifications.register(DailyQuoteGroup(), permissionStrategy: .scheduleIfSystemAllowed)
  /// ```
  public func register(_ group: some LocalNotificationsGroup, permissionStrategy: PermissionStrategy) {
    registered.withLock { $0[group.groupIdentifier] = (group, permissionStrategy) }
  }

  /// Registers `groups` as every group the app has, in place of the groups registered before: from
  /// then on ``rescheduleAll()`` also removes the pending requests of any group that is not registered.
  ///
  /// ```swift
  /// // At launch, from the app's data: one group per bill it knows of.
  /// notifications.registerAll(bills.map(BillGroup.init), permissionStrategy: .scheduleIfSystemAllowed)
  /// await notifications.rescheduleAll()  // a bill deleted on another device stops here
  /// ```
  ///
  /// Call ``register(_:permissionStrategy:)`` afterwards to give one group another strategy, or to add a
  /// group; ``unregister(groupIdentifier:)`` to take one away. Groups scheduled with
  /// ``schedule(timeline:groupIdentifier:permissionStrategy:)`` without an identifier (`adhoc-` and a UUID)
  /// are never removed as unregistered: no app declares them.
  public func registerAll(_ groups: [any LocalNotificationsGroup], permissionStrategy: PermissionStrategy) {
    registered.withLock { registered in
      registered = [:]
      for group in groups { registered[group.groupIdentifier] = (group, permissionStrategy) }
    }
    registersAllGroups.withLock { $0 = true }
  }

  /// Forgets a registered group; its pending requests stay until a reschedule removes them as
  /// unregistered (see ``rescheduleAll(unregisteredGroups:)``).
  ///
  /// ```swift
  /// notifications.unregister(groupIdentifier: "dailyQuote")
  /// ```
  public func unregister(groupIdentifier: String) {
    registered.withLock { $0[groupIdentifier] = nil }
  }

  /// Forgets a registered group and, if `removingPendingRequests`, removes its pending requests
  /// now, through the planner: the group never fires again, whether or not the app declared all its
  /// groups.
  ///
  /// ```swift
  /// // The person deleted a habit.
  /// await notifications.unregister(groupIdentifier: habit.groupIdentifier, removingPendingRequests: true)
  /// ```
  ///
  /// The slots it frees are not refilled in this call; the next reschedule of the other groups
  /// fills them. The group's permission and its "done" marks stay, so a group registered again
  /// under the same identifier keeps them.
  ///
  /// - Parameters:
  ///   - groupIdentifier: The group's identifier.
  ///   - removingPendingRequests: Whether to remove the group's pending requests now; `false` does
  ///     what ``unregister(groupIdentifier:)`` does.
  /// - Returns: What was removed; the group's outcome is `.failed` with the reason when the
  ///   identifier is invalid or the center failed.
  @discardableResult
  public func unregister(groupIdentifier: String, removingPendingRequests: Bool) async -> RescheduleReport {
    unregister(groupIdentifier: groupIdentifier)
    lastRescheduled.withLock { $0[groupIdentifier] = nil }
    guard removingPendingRequests else { return RescheduleReport() }
    return await remove(groupIdentifier: groupIdentifier)
  }
}
