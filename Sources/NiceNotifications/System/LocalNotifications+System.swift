#if !os(tvOS)

  extension LocalNotifications {
    /// The front door over the device's notification center, with group decisions and
    /// "done" marks kept in `UserDefaults`: what an app uses in production, in one line.
    ///
    /// ```swift
    /// let notifications = LocalNotifications.system()
    /// await notifications.reschedule(group: DailyQuoteGroup(), permissionStrategy: .askSystemPermissionIfNeeded)
    /// ```
    ///
    /// Nothing is shared behind the scenes: each call makes a new instance, and the app keeps
    /// the one it uses (calls on one instance are serialized). To install the delegate, pass
    /// the ``SystemNotificationCenter`` you keep:
    ///
    /// ```swift
    /// let system = SystemNotificationCenter()
    /// system.installDelegate()
    /// let notifications = LocalNotifications.system(system)
    /// ```
    ///
    /// - Parameters:
    ///   - center: The adapter over `UNUserNotificationCenter.current()` unless given.
    ///   - permissionStore: Where group-level decisions persist; `UserDefaults.standard`
    ///     unless given.
    ///   - policy: How pending slots are shared among groups planned together.
    ///   - handledStore: Where "done" marks persist; `UserDefaults.standard` unless given.
    /// - Returns: A front door that evaluates timelines with the system clock and calendar.
    public static func system(
      _ center: SystemNotificationCenter = SystemNotificationCenter(),
      permissionStore: any GroupPermissionStore = UserDefaultsGroupPermissionStore(),
      policy: PlanningPolicy = .soonestFirst,
      handledStore: any HandledOccurrenceStore = UserDefaultsHandledOccurrenceStore()
    ) -> LocalNotifications {
      LocalNotifications(
        center: center, permissionStore: permissionStore, policy: policy, handledStore: handledStore)
    }
  }
#endif
