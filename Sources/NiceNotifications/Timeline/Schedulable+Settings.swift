extension Schedulable {
  /// Scheduled with `alert` when the person lets the app show alerts, and with `otherwise` (a badge
  /// and a sound, say) when not; chosen again at each reschedule.
  ///
  /// ```swift
  /// Today().at(hour: 9, minute: 0).schedule(alert: .muted(title: "Ready"), otherwise: NotificationContent(badge: 1))
  /// ```
  public func schedule(alert: NotificationContent?, otherwise: NotificationContent?)
    -> NotificationsTimeline.Entry
  {
    schedule(with: { (occurrence: ContentOccurrence) async in occurrence.alertsEnabled ? alert : otherwise })
  }
}
