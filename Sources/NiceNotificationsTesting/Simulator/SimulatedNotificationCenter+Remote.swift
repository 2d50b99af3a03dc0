public import NiceNotifications
extension SimulatedNotificationCenter {
  /// A remote notification arrives now under `identifier` (its `apns-id`), presented as a local one would be:
  /// `let shown = await center.receive(push, identifier: "apns-1")`.
  @discardableResult
  public func receive(_ notification: RemoteNotification, identifier: String) async -> Bool {
    guard isPoweredOn, notification.isVisible else { return false }
    await present(notification.delivered(identifier: identifier, at: now).request, listed: true)
    return true
  }
}
