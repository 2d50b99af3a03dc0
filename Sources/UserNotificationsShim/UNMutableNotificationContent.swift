#if !canImport(UserNotifications)
  public import Foundation

  /// Notification content whose values can be set; what apps build requests from.
  public final class UNMutableNotificationContent: UNNotificationContent {
    public override var title: String {
      get { fields.title }
      set { fields.title = newValue }
    }
    public override var subtitle: String {
      get { fields.subtitle }
      set { fields.subtitle = newValue }
    }
    public override var body: String {
      get { fields.body }
      set { fields.body = newValue }
    }
    public override var badge: NSNumber? {
      get { fields.badge }
      set { fields.badge = newValue }
    }
    public override var sound: UNNotificationSound? {
      get { fields.sound }
      set { fields.sound = newValue }
    }
    public override var launchImageName: String {
      get { fields.launchImageName }
      set { fields.launchImageName = newValue }
    }
    public override var userInfo: [AnyHashable: Any] {
      get { fields.userInfo }
      set { fields.userInfo = newValue }
    }
    public override var attachments: [UNNotificationAttachment] {
      get { fields.attachments }
      set { fields.attachments = newValue }
    }
    public override var categoryIdentifier: String {
      get { fields.categoryIdentifier }
      set { fields.categoryIdentifier = newValue }
    }
    public override var threadIdentifier: String {
      get { fields.threadIdentifier }
      set { fields.threadIdentifier = newValue }
    }
    public override var targetContentIdentifier: String? {
      get { fields.targetContentIdentifier }
      set { fields.targetContentIdentifier = newValue }
    }
    @available(
      *, deprecated, message: "Deprecated on iOS 15, watchOS 8 and tvOS 15: summaryArgument is ignored"
    )
    public override var summaryArgument: String {
      get { fields.summaryArgument }
      set { fields.summaryArgument = newValue }
    }
    @available(
      *, deprecated, message: "Deprecated on iOS 15, watchOS 8 and tvOS 15: summaryArgumentCount is ignored"
    )
    public override var summaryArgumentCount: Int {
      get { fields.summaryArgumentCount }
      set { fields.summaryArgumentCount = newValue }
    }
    public override var interruptionLevel: UNNotificationInterruptionLevel {
      get { fields.interruptionLevel }
      set { fields.interruptionLevel = newValue }
    }
    public override var relevanceScore: Double {
      get { fields.relevanceScore }
      set { fields.relevanceScore = newValue }
    }
    public override var filterCriteria: String? {
      get { fields.filterCriteria }
      set { fields.filterCriteria = newValue }
    }
  }
#endif
