extension LocalNotifications {
  /// Checks `categories` and registers them with the center, replacing the registered set;
  /// call it at launch, before notifications of these categories can be delivered.
  ///
  /// ```swift
  /// try await notifications.register(categories: NotificationCategories {
  ///   NotificationCategory("timer", options: [.customDismissAction]) {
  ///     NotificationAction("snooze", title: "Snooze")
  ///     NotificationAction("done", title: "Done", options: [.destructive])
  ///   }
  /// })
  /// ```
  ///
  /// - Parameter categories: Every category the app uses.
  /// - Throws: ``NotificationCategoryError`` for the first problem in `categories`; nothing
  ///   is registered then.
  public func register(categories: NotificationCategories) async throws(NotificationCategoryError) {
    try categories.validate()
    let set = Set(categories.categories)
    do throws(LocalNotificationsError) {
      try await gate.run { await self.center.setCategories(set) }
    } catch {
      // Called from inside another call of this instance: categories do not touch the
      // pending slots, so setting them at once is safe, and waiting would never end.
      await center.setCategories(set)
    }
  }

  /// The categories registered with the center.
  ///
  /// ```swift
  /// let registered = await notifications.registeredCategories().map(\.identifier)
  /// ```
  public func registeredCategories() async -> Set<NotificationCategory> {
    await center.categories()
  }
}
