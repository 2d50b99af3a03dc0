#if !os(tvOS)

  extension LocalNotifications {
    /// The front door over the device's notification center, with group decisions and "done"
    /// marks kept in `UserDefaults.standard` and the delivery record on disk unless given: what an
    /// app uses in production.
    ///
    /// ```swift
    /// let notifications = LocalNotifications.system()
    /// let audit = try await notifications.deliveryAudit()  // spans launches
    /// ```
    ///
    /// Each call makes a new instance, evaluating timelines with the system clock and calendar;
    /// the app keeps the one it uses (calls on one instance are serialized). To install the
    /// delegate, pass a ``SystemNotificationCenter`` you keep and call its `installDelegate()`.
    /// The delivery record is kept in ``FileDeliveryRecordStore/standard``, in the app's
    /// Application Support directory, so the delivery audit spans launches; pass another store to
    /// keep it elsewhere (an app group's container, to share it with an extension), or `nil` to
    /// keep none.
    public static func system(
      _ center: SystemNotificationCenter = SystemNotificationCenter(),
      permissionStore: any GroupPermissionStore = UserDefaultsGroupPermissionStore(),
      policy: PlanningPolicy = .soonestFirst,
      handledStore: any HandledOccurrenceStore = UserDefaultsHandledOccurrenceStore(),
      deliveryRecordStore: (any DeliveryRecordStore)? = FileDeliveryRecordStore.standard
    ) -> LocalNotifications {
      LocalNotifications(
        center: center, permissionStore: permissionStore, policy: policy, handledStore: handledStore,
        deliveryRecordStore: deliveryRecordStore)
    }
  }
#endif
