public import NiceNotifications
extension SimulatedNotificationCenter {
  /// A remote notification arrives now under `identifier`: `await center.receive(push, identifier: "a")`.
  ///
  /// Returns `false` for one with no alert, badge or sound, or while the device is off.
  @discardableResult
  public func receive(_ notification: RemoteNotification, identifier: String) async -> Bool {
    guard isPoweredOn, notification.isVisible else { return false }
    await present(notification.delivered(identifier: identifier, at: now).request, listed: true)
    return true
  }
}
