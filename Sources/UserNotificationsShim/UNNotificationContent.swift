#if !canImport(UserNotifications)
  public import Foundation

  /// What a notification shows: title, body, sound, badge, attachments, user info.
  ///
  /// Shim: contents with equal values are equal; `updating(from:)` is not provided.
  public class UNNotificationContent: NSObject, NSCopying, NSMutableCopying {
    var fields: ContentFields

    init(fields: ContentFields) {
      self.fields = fields
      super.init()
    }

    /// Creates empty content: every string empty, no badge, no sound, interruption level `.active`.
    public override convenience init() {
      self.init(fields: ContentFields())
    }

    /// The title.
    public var title: String { fields.title }
    /// The subtitle.
    public var subtitle: String { fields.subtitle }
    /// The body text.
    public var body: String { fields.body }
    /// The number to show on the app icon: `0` removes the badge, `nil` leaves it as it is.
    public var badge: NSNumber? { fields.badge }
    /// The sound to play; ignored when the app may not play sounds.
    public var sound: UNNotificationSound? { fields.sound }
    /// The launch image used when the notification opens the app (not on macOS or tvOS).
    public var launchImageName: String { fields.launchImageName }
    /// Custom values for the app; keys and values must be property-list types.
    public var userInfo: [AnyHashable: Any] { fields.userInfo }
    /// Images, audio or video shown with the notification (not on tvOS).
    public var attachments: [UNNotificationAttachment] { fields.attachments }
    /// The identifier of the registered ``UNNotificationCategory`` whose actions are shown.
    public var categoryIdentifier: String { fields.categoryIdentifier }
    /// The identifier that groups notifications into threads.
    public var threadIdentifier: String { fields.threadIdentifier }
    /// The identifier of the window or content to bring forward (iOS 13).
    public var targetContentIdentifier: String? { fields.targetContentIdentifier }
    /// The text inserted into the category's summary format; `""` by default.
    @available(
      *, deprecated, message: "Deprecated on iOS 15, watchOS 8 and tvOS 15: summaryArgument is ignored"
    )
    public var summaryArgument: String { fields.summaryArgument }
    /// The number of items the notification represents in a summary; `1` by default.
    @available(
      *, deprecated, message: "Deprecated on iOS 15, watchOS 8 and tvOS 15: summaryArgumentCount is ignored"
    )
    public var summaryArgumentCount: Int { fields.summaryArgumentCount }
    /// How urgently the notification may interrupt; `.active` by default.
    public var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
    /// The rank of the notification in a summary, 0…1; `0` by default.
    public var relevanceScore: Double { fields.relevanceScore }
    /// The Focus filter criterion the notification matches (iOS 16, macOS 13).
    public var filterCriteria: String? { fields.filterCriteria }

    /// An immutable copy, a ``UNNotificationContent`` even when this is mutable.
    public func copy(with zone: NSZone? = nil) -> Any {
      UNNotificationContent(fields: fields)
    }

    /// A mutable copy, a ``UNMutableNotificationContent``.
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
      UNMutableNotificationContent(fields: fields)
    }

    /// Whether `object` is content with the same values, mutable or not.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UNNotificationContent else { return false }
      return fields.isEqual(to: other.fields)
    }

    /// A hash of the title, body and category.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(fields.title)
      hasher.combine(fields.body)
      hasher.combine(fields.categoryIdentifier)
      return hasher.finalize()
    }
  }
#endif
