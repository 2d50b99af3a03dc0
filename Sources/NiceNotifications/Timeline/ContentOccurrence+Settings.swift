extension ContentOccurrence {
  /// Whether ``NotificationSettings/alertSetting`` is enabled, or no settings are known.
  public var alertsEnabled: Bool {
    settings.map { $0.alertSetting == .enabled } ?? true
  }
}
