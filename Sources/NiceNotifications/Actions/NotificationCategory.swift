/// A kind of notification the app sends, with the actions shown on notifications naming it:
/// `let timer = NotificationCategory(identifier: "timer", actions: [snooze, stop])`.
public struct NotificationCategory: Hashable, Sendable, Codable {
  /// How notifications of the category behave:
  /// `NotificationCategory(identifier: "timer", options: [.customDismissAction, .allowInCarPlay])`.
  public struct Options: OptionSet, Hashable, Sendable, Codable {
    /// The bits, equal to `UNNotificationCategoryOptions`'s raw values.
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tell the app when the person dismisses a notification explicitly.
    public static let customDismissAction = Options(rawValue: 1 << 0)
    /// Show in CarPlay.
    public static let allowInCarPlay = Options(rawValue: 1 << 1)
    /// Show the title when previews are hidden.
    public static let hiddenPreviewsShowTitle = Options(rawValue: 1 << 2)
    /// Show the subtitle when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = Options(rawValue: 1 << 3)
    /// Let Siri announce notifications of the category.
    public static let allowAnnouncement = Options(rawValue: 1 << 4)
  }

  /// The identifier content refers to.
  public var identifier: String
  /// The actions, in display order.
  public var actions: [NotificationAction]
  /// Intents that the category's notifications relate to.
  public var intentIdentifiers: [String]
  /// The body shown instead of the content when previews are hidden.
  public var hiddenPreviewsBodyPlaceholder: String?
  /// How the summary of several notifications of the category reads.
  public var categorySummaryFormat: String?
  /// How its notifications behave.
  public var options: Options

  /// Creates a category:
  /// `let reminder = NotificationCategory(identifier: "reminder", actions: [done, snooze])`.
  public init(
    identifier: String, actions: [NotificationAction] = [], intentIdentifiers: [String] = [],
    hiddenPreviewsBodyPlaceholder: String? = nil, categorySummaryFormat: String? = nil, options: Options = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    self.categorySummaryFormat = categorySummaryFormat
    self.options = options
  }

  /// Creates a category whose actions are declared in a block, in display order:
  /// `NotificationCategory("alarm") { NotificationAction("stop", title: "Stop") }`.
  public init(
    _ identifier: String, options: Options = [], hiddenPreviewsBodyPlaceholder: String? = nil,
    categorySummaryFormat: String? = nil, intentIdentifiers: [String] = [],
    @NotificationActionsBuilder actions: () -> [NotificationAction] = { [] }
  ) {
    self.init(
      identifier: identifier, actions: actions(), intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder,
      categorySummaryFormat: categorySummaryFormat,
      options: options)
  }

  /// The most actions the system shows for one notification (banners show only the first two);
  /// ``NotificationCategories/validate()`` rejects a category with more.
  public static let maximumActions = 10
}
