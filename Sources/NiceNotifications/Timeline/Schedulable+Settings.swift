extension Schedulable {
  /// Scheduled with `alert` when the app may show alerts, else `otherwise`, chosen again at each
  /// reschedule: `.schedule(alert: .muted(title: "Ready"), otherwise: NotificationContent(badge: 1))`.
  public func schedule(alert: NotificationContent?, otherwise: NotificationContent?)
    -> NotificationsTimeline.Entry
  {
    schedule(with: { (occurrence: ContentOccurrence) async in occurrence.alertsEnabled ? alert : otherwise })
  }
}
