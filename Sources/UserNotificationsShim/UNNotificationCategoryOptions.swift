#if !canImport(UserNotifications)
  /// How the system treats notifications of a category.
  ///
  /// Raw values are Apple's bits. Apple's `UNNotificationCategoryOptionNone` is spelled `[]`.
  public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Send ``UNNotificationDismissActionIdentifier`` to the delegate when the person
    /// explicitly dismisses the notification (bit 0).
    public static var customDismissAction: UNNotificationCategoryOptions { .init(rawValue: 1 << 0) }
    /// Allow the category in CarPlay (not on macOS; bit 1).
    public static var allowInCarPlay: UNNotificationCategoryOptions { .init(rawValue: 1 << 1) }
    /// Show the title when previews are hidden (iOS 11; bit 2).
    public static var hiddenPreviewsShowTitle: UNNotificationCategoryOptions { .init(rawValue: 1 << 2) }
    /// Show the subtitle when previews are hidden (iOS 11; bit 3).
    public static var hiddenPreviewsShowSubtitle: UNNotificationCategoryOptions { .init(rawValue: 1 << 3) }
    /// Let Siri read the category's notifications aloud (iOS 13; bit 4).
    @available(*, deprecated, message: "Deprecated on iOS 15: announcement is always allowed")
    public static var allowAnnouncement: UNNotificationCategoryOptions { .init(rawValue: 1 << 4) }
  }
#endif
