extension Schedulable {
  /// Scheduled with `alert` when the person lets the app show alerts, and with `otherwise`
  /// — typically a badge and a sound — when they do not: content that follows the current
  /// settings, chosen again at each reschedule.
  ///
  /// ```swift
  /// EveryDay(forDays: 30, starting: .today).at(hour: 9, minute: 0).schedule(
  ///   alert: .muted(title: "Your daily quote is ready"),
  ///   otherwise: NotificationContent(sound: .default, badge: 1))
  /// ```
  ///
  /// Apple's advice: "if settings.alertSetting == .enabled, schedule an alert-only
  /// notification; else schedule a notification with a badge and sound" (reference seed,
  /// "Customize notifications based on the current authorizations").
  public func schedule(alert: NotificationContent?, otherwise: NotificationContent?)
    -> NotificationsTimeline.Entry
  {
    schedule(with: { (occurrence: ContentOccurrence) async in occurrence.alertsEnabled ? alert : otherwise })
  }
}
