#if !canImport(UserNotifications)
  public import Foundation

  /// A type of notification, with its actions; a notification gets the one its `categoryIdentifier` names.
  public final class UNNotificationCategory: NSObject, NSCopying {
    /// The identifier content refers to in `categoryIdentifier`.
    public let identifier: String
    /// The action buttons, in display order.
    public let actions: [UNNotificationAction]
    /// The SiriKit intents the category's notifications relate to.
    public let intentIdentifiers: [String]
    /// How the system treats the category's notifications.
    public let options: UNNotificationCategoryOptions
    /// The text shown instead of the body when previews are hidden; `""` when not given.
    public let hiddenPreviewsBodyPlaceholder: String
    /// The format of the summary of grouped notifications; `""` when not given.
    public let categorySummaryFormat: String

    /// Creates a category with a hidden-previews placeholder and a summary format.
    public init(
      identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
      hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
      options: UNNotificationCategoryOptions = []
    ) {
      self.identifier = identifier
      self.actions = actions
      self.intentIdentifiers = intentIdentifiers
      self.options = options
      self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
      self.categorySummaryFormat = categorySummaryFormat ?? ""
      super.init()
    }

    /// Creates a category.
    public convenience init(
      identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
      options: UNNotificationCategoryOptions = []
    ) {
      self.init(
        identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
        hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, options: options)
    }

    /// Creates a category with a hidden-previews placeholder.
    public convenience init(
      identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
      hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
    ) {
      self.init(
        identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
        hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: nil,
        options: options)
    }

    /// Unavailable: a category needs an identifier and actions.
    @available(*, unavailable, message: "Use init(identifier:actions:intentIdentifiers:options:)")
    public override convenience init() {
      self.init(identifier: "", actions: [], intentIdentifiers: [], options: [])
    }

    /// Returns the category itself: categories never change.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a category with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UNNotificationCategory else { return false }
      return identifier == other.identifier && actions == other.actions
        && intentIdentifiers == other.intentIdentifiers && options == other.options
        && hiddenPreviewsBodyPlaceholder == other.hiddenPreviewsBodyPlaceholder
        && categorySummaryFormat == other.categorySummaryFormat
    }

    /// A hash of the identifier.
    public override var hash: Int { identifier.hashValue }
  }
#endif
