extension NotificationContent {
  /// Creates content from the original NiceNotifications' four fields; also usable as a
  /// function reference, `NotificationContent.init(title:subtitle:body:sound:)`.
  ///
  /// ```swift
  /// let content = NotificationContent(title: "Test Notification", subtitle: nil, body: "For a README", sound: .default)
  /// ```
  public init(title: String?, subtitle: String?, body: String?, sound: NotificationSound?) {
    self.init(title: title, subtitle: subtitle, body: body, sound: sound, badge: nil)
  }

  /// Content that plays no sound, from the original's three fields; also usable as a
  /// function reference, `NotificationContent.muted(title:subtitle:body:)`.
  ///
  /// ```swift
  /// let quiet = NotificationContent.muted(title: "Streak saved", subtitle: nil, body: "See you tomorrow")
  /// ```
  public static func muted(title: String?, subtitle: String?, body: String?) -> NotificationContent {
    NotificationContent(title: title, subtitle: subtitle, body: body, sound: nil, badge: nil)
  }
}
