extension ResponseHandler {
  /// Snoozes the notification to `time` in the group that scheduled it (see
  /// ``LocalNotifications/snooze(_:_:)``):
  /// `await router.on(.action("snooze"), .snooze(.after(10 * 60), in: notifications))`.
  public static func snooze(_ time: SnoozeTime, in notifications: LocalNotifications) -> ResponseHandler {
    ResponseHandler { response in try await notifications.snooze(response.notification, time) }
  }

  /// Marks the notification's occurrence done, so reschedules skip it (see
  /// ``LocalNotifications/markDone(_:)``): `await router.on(.action("done"), .done(in: notifications))`.
  public static func done(in notifications: LocalNotifications) -> ResponseHandler {
    ResponseHandler { response in try await notifications.markDone(response.notification) }
  }
}
