/// A store whose decisions follow the person across devices, and that says which groups a
/// change made on another device touched: what
/// ``LocalNotifications/followDecisionsAcrossDevices()`` listens to.
///
/// ``CloudGroupPermissionStore`` and ``CloudHandledOccurrenceStore`` conform.
///
/// ```swift
/// let observation = store.observeDecisionChanges { groups in print("changed elsewhere:", groups) }
/// ```
public protocol CrossDeviceDecisionStore: Sendable {
  /// Calls `handler` with the groups (normalized to NFC) whose decisions another device
  /// changed, after merging them, until the observation is cancelled or released.
  ///
  /// ```swift
  /// let observation = store.observeDecisionChanges { groups in
  ///   Task { for group in groups { await reschedule(group) } }
  /// }
  /// ```
  func observeDecisionChanges(_ handler: @escaping @Sendable (Set<String>) -> Void)
    -> UbiquitousKeyValueObservation
}
