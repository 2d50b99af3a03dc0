import Foundation

extension LocalNotifications {
  /// The group's notifications still shown in Notification Center, snoozes included, oldest first:
  /// `let unread = await notifications.deliveredNotifications(ofGroup: "messages").count`.
  public func deliveredNotifications(ofGroup groupIdentifier: String) async -> [DeliveredNotification] {
    await center.deliveredNotifications()
      .filter { $0.request.requestIdentifier?.group == groupIdentifier }
      .sorted { $0.date < $1.date }
  }

  /// Sets the app icon's badge; 0 clears it, and the center refuses a negative count:
  /// `try await notifications.setBadgeCount(3)`.
  public func setBadgeCount(_ count: Int) async throws(NotificationCenterError) {
    try await center.setBadgeCount(count)
  }

  /// Clears the app icon's badge: `try await notifications.clearBadge()`.
  public func clearBadge() async throws(NotificationCenterError) {
    try await center.setBadgeCount(0)
  }

  /// Sets the badge to the count of delivered notifications of `groups` (`nil`: all) and returns it:
  /// `let unread = try await notifications.setBadgeToDeliveredCount(ofGroups: ["messages"])`.
  @discardableResult
  public func setBadgeToDeliveredCount(
    ofGroups groups: Set<String>? = nil
  ) async throws(NotificationCenterError) -> Int {
    let delivered = await center.deliveredNotifications()
    let count =
      if let groups {
        delivered.count { $0.request.requestIdentifier.map { groups.contains($0.group) } ?? false }
      } else {
        delivered.count
      }
    try await center.setBadgeCount(count)
    return count
  }

  /// Removes the `delivered` notifications (as the reschedule read them) that each group asks to remove at `now`.
  func removeDelivered(
    askingEachOf groups: [any LocalNotificationsGroup], from delivered: [DeliveredNotification], now: Date
  ) async -> [String] {
    guard !groups.isEmpty, !delivered.isEmpty else { return [] }
    let byIdentifier = Dictionary(
      groups.map { ($0.groupIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
    let doomed = delivered.filter { notification in
      notification.request.requestIdentifier.flatMap { byIdentifier[$0.group] }?
        .shouldRemoveDelivered(notification, now: now) ?? false
    }.map(\.request.identifier)
    return await executor.removeDelivered(doomed) ? doomed : []
  }
}
