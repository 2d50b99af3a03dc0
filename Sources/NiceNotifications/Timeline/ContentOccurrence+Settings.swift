extension ContentOccurrence {
  /// Whether the person lets the app show alerts: the settings' ``NotificationSettings/alertSetting``
  /// is enabled, or no settings are known (the timeline is read outside a reschedule).
  ///
  /// ```swift
  /// .schedule { (occurrence: ContentOccurrence) in
  ///   occurrence.alertsEnabled
  ///     ? NotificationContent.muted(title: "3 new messages")
  ///     : NotificationContent(sound: .default, badge: 3)
  /// }
  /// ```
  public var alertsEnabled: Bool {
    settings.map { $0.alertSetting == .enabled } ?? true
  }
}
