public import NiceNotifications
extension SimulatedNotificationCenter {
  /// A remote notification arrives now, under `identifier` (its `apns-id`): it is presented
  /// as a local notification that fires now would be — through the presentation handler in
  /// the foreground, by the system otherwise — and the person can act on it.
  ///
  /// A notification that only wakes the app (`RemoteNotification.isBackgroundUpdate`, or
  /// nothing to show) is not presented. Nothing happens while the device is off.
  ///
  /// ```swift
  /// let push = try RemoteNotification(payload: Data(#"{"aps": {"alert": "Goal!", "category": "score"}}"#.utf8))
  /// await center.receive(push, identifier: "apns-1")
  /// try await center.tap("apns-1")
  /// ```
  ///
  /// - Returns: Whether it was presented.
  @discardableResult
  public func receive(_ notification: RemoteNotification, identifier: String) async -> Bool {
    guard isPoweredOn, notification.isVisible else { return false }
    await present(notification.delivered(identifier: identifier, at: now).request, listed: true)
    return true
  }
}
