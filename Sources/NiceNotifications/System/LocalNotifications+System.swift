#if !os(tvOS)

  extension LocalNotifications {
    /// The front door over the device's notification center, with group decisions and "done"
    /// marks kept in `UserDefaults.standard` unless given: what an app uses in production.
    ///
    /// ```swift
    /// let notifications = LocalNotifications.system()
    /// ```
    ///
    /// Each call makes a new instance, evaluating timelines with the system clock and calendar;
    /// the app keeps the one it uses (calls on one instance are serialized). To install the
    /// delegate, pass a ``SystemNotificationCenter`` you keep and call its `installDelegate()`.
    /// Pass a ``FileDeliveryRecordStore`` for the delivery audit to span launches.
    public static func system(
      _ center: SystemNotificationCenter = SystemNotificationCenter(),
      permissionStore: any GroupPermissionStore = UserDefaultsGroupPermissionStore(),
      policy: PlanningPolicy = .soonestFirst,
      handledStore: any HandledOccurrenceStore = UserDefaultsHandledOccurrenceStore(),
      deliveryRecordStore: (any DeliveryRecordStore)? = nil
    ) -> LocalNotifications {
      LocalNotifications(
        center: center, permissionStore: permissionStore, policy: policy, handledStore: handledStore,
        deliveryRecordStore: deliveryRecordStore)
    }
  }
#endif
