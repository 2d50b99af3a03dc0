#if !canImport(UserNotifications)
  public import Foundation

  /// Notification content whose values can be set; what apps build requests from.
  ///
  /// ```swift
  /// let content = UNMutableNotificationContent()
  /// content.title = "Stand up"
  /// content.sound = .default
  /// content.badge = 1
  /// ```
  public final class UNMutableNotificationContent: UNNotificationContent {
    /// The title (not on tvOS).
    public override var title: String {
      get { fields.title }
      set { fields.title = newValue }
    }
    /// The subtitle (not on tvOS).
    public override var subtitle: String {
      get { fields.subtitle }
      set { fields.subtitle = newValue }
    }
    /// The body text (not on tvOS).
    public override var body: String {
      get { fields.body }
      set { fields.body = newValue }
    }
    /// The number to show on the app icon: `0` removes the badge, `nil` leaves it as it is.
    public override var badge: NSNumber? {
      get { fields.badge }
      set { fields.badge = newValue }
    }
    /// The sound to play; ignored when the app may not play sounds.
    public override var sound: UNNotificationSound? {
      get { fields.sound }
      set { fields.sound = newValue }
    }
    /// The launch image used when the notification opens the app (not on macOS or tvOS).
    public override var launchImageName: String {
      get { fields.launchImageName }
      set { fields.launchImageName = newValue }
    }
    /// Custom values for the app; keys and values must be property-list types.
    public override var userInfo: [AnyHashable: Any] {
      get { fields.userInfo }
      set { fields.userInfo = newValue }
    }
    /// Images, audio or video shown with the notification (not on tvOS).
    public override var attachments: [UNNotificationAttachment] {
      get { fields.attachments }
      set { fields.attachments = newValue }
    }
    /// The identifier of the registered ``UNNotificationCategory`` whose actions are shown.
    public override var categoryIdentifier: String {
      get { fields.categoryIdentifier }
      set { fields.categoryIdentifier = newValue }
    }
    /// The identifier that groups notifications into threads.
    public override var threadIdentifier: String {
      get { fields.threadIdentifier }
      set { fields.threadIdentifier = newValue }
    }
    /// The identifier of the window or content to bring forward (iOS 13).
    public override var targetContentIdentifier: String? {
      get { fields.targetContentIdentifier }
      set { fields.targetContentIdentifier = newValue }
    }
    /// The text inserted into the category's summary format (iOS 12).
    @available(
      *, deprecated, message: "Deprecated on iOS 15, watchOS 8 and tvOS 15: summaryArgument is ignored"
    )
    public override var summaryArgument: String {
      get { fields.summaryArgument }
      set { fields.summaryArgument = newValue }
    }
    /// The number of items the notification represents in a summary (iOS 12).
    @available(
      *, deprecated, message: "Deprecated on iOS 15, watchOS 8 and tvOS 15: summaryArgumentCount is ignored"
    )
    public override var summaryArgumentCount: Int {
      get { fields.summaryArgumentCount }
      set { fields.summaryArgumentCount = newValue }
    }
    /// How urgently the notification may interrupt (iOS 15, macOS 12).
    public override var interruptionLevel: UNNotificationInterruptionLevel {
      get { fields.interruptionLevel }
      set { fields.interruptionLevel = newValue }
    }
    /// The rank of the notification in a summary, 0…1 (iOS 15, macOS 12).
    public override var relevanceScore: Double {
      get { fields.relevanceScore }
      set { fields.relevanceScore = newValue }
    }
    /// The Focus filter criterion the notification matches (iOS 16, macOS 13).
    public override var filterCriteria: String? {
      get { fields.filterCriteria }
      set { fields.filterCriteria = newValue }
    }
  }
#endif
