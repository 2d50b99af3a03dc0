#if !canImport(UserNotifications)
  /// How the system treats notifications of a category, with Apple's bits; none is `[]`.
  public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Send ``UNNotificationDismissActionIdentifier`` to the delegate when the person dismisses one.
    public static var customDismissAction: UNNotificationCategoryOptions { .init(rawValue: 1 << 0) }
    /// Allow the category in CarPlay.
    public static var allowInCarPlay: UNNotificationCategoryOptions { .init(rawValue: 1 << 1) }
    /// Show the title when previews are hidden.
    public static var hiddenPreviewsShowTitle: UNNotificationCategoryOptions { .init(rawValue: 1 << 2) }
    /// Show the subtitle when previews are hidden.
    public static var hiddenPreviewsShowSubtitle: UNNotificationCategoryOptions { .init(rawValue: 1 << 3) }
    /// Let Siri read the category's notifications aloud.
    @available(*, deprecated, message: "Deprecated on iOS 15: announcement is always allowed")
    public static var allowAnnouncement: UNNotificationCategoryOptions { .init(rawValue: 1 << 4) }
  }
#endif
