extension LocalNotifications {
  /// Checks `categories` and registers them with the center, replacing the registered set (none if one is
  /// invalid); call it at launch: `try await notifications.register(categories: categories)`.
  public func register(categories: NotificationCategories) async throws(NotificationCategoryError) {
    try categories.validate()
    let set = Set(categories.categories)
    do throws(LocalNotificationsError) {
      try await gate.run { await self.center.setCategories(set) }
    } catch {
      // Called from inside another call: categories take no slot, so setting them at once is safe.
      await center.setCategories(set)
    }
  }

  /// The categories registered with the center:
  /// `let registered = await notifications.registeredCategories().map(\.identifier)`.
  public func registeredCategories() async -> Set<NotificationCategory> {
    await center.categories()
  }
}
