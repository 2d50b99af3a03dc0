#if !os(tvOS)

  extension LocalNotifications {
    /// The front door over the device's notification center, with decisions and "done" marks in
    /// `UserDefaults.standard` and the delivery record in ``FileDeliveryRecordStore/standard`` unless given:
    /// `let notifications = LocalNotifications.system()`.
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
