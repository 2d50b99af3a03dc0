extension NotificationContent {
  /// Creates content from the original's four fields; usable as a function reference:
  /// `let content = NotificationContent(title: "Hi", subtitle: nil, body: "For a README", sound: .default)`.
  public init(title: String?, subtitle: String?, body: String?, sound: NotificationSound?) {
    self.init(title: title, subtitle: subtitle, body: body, sound: sound, badge: nil)
  }

  /// Content that plays no sound, from the original's three fields; usable as a function reference:
  /// `let quiet = NotificationContent.muted(title: "Streak saved", subtitle: nil, body: "See you tomorrow")`.
  public static func muted(title: String?, subtitle: String?, body: String?) -> NotificationContent {
    NotificationContent(title: title, subtitle: subtitle, body: body, sound: nil, badge: nil)
  }
}
