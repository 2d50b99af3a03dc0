extension ResponseHandler {
  /// Snoozes the notification to `time` in its group, as ``LocalNotifications/snooze(_:_:)`` does:
  /// `await router.on(.action("snooze"), .snooze(.after(10 * 60), in: notifications))`.
  public static func snooze(_ time: SnoozeTime, in notifications: LocalNotifications) -> ResponseHandler {
    ResponseHandler { response in try await notifications.snooze(response.notification, time) }
  }

  /// Marks the notification's occurrence done, as ``LocalNotifications/markDone(_:)`` does:
  /// `await router.on(.action("done"), .done(in: notifications))`.
  public static func done(in notifications: LocalNotifications) -> ResponseHandler {
    ResponseHandler { response in try await notifications.markDone(response.notification) }
  }
}
