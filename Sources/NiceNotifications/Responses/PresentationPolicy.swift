/// How notifications arriving while the app is in the foreground are presented, per category and group:
/// `let policy = PresentationPolicy().presenting([.list], forGroup: "dailyQuote")`.
///
/// The category decides first, then the group that scheduled it, then ``defaultOptions``.
public struct PresentationPolicy: Hashable, Sendable {
  /// The options for notifications no category or group rule covers.
  public var defaultOptions: PresentationOptions
  /// Options by category identifier.
  public var categoryOptions: [String: PresentationOptions]
  /// Options by group identifier.
  public var groupOptions: [String: PresentationOptions]

  /// Creates a policy whose `defaultOptions` apply when no rule does (banner, list and sound by default):
  /// `let quiet = PresentationPolicy(defaultOptions: [.list])`.
  public init(
    defaultOptions: PresentationOptions = [.banner, .list, .sound],
    categoryOptions: [String: PresentationOptions] = [:], groupOptions: [String: PresentationOptions] = [:]
  ) {
    self.defaultOptions = defaultOptions
    self.categoryOptions = categoryOptions
    self.groupOptions = groupOptions
  }

  /// Banner, list and sound for every notification.
  public static let standard = PresentationPolicy()

  /// The policy with notifications of `category` presented with `options`:
  /// `let policy = PresentationPolicy.standard.presenting(.silent, forCategory: "sync")`.
  public func presenting(_ options: PresentationOptions, forCategory category: String) -> PresentationPolicy {
    var copy = self
    copy.categoryOptions[category] = options
    return copy
  }

  /// The policy with notifications scheduled by the group `group` presented with `options`:
  /// `PresentationPolicy.standard.presenting([.list, .badge], forGroup: "dailyQuote")`.
  public func presenting(_ options: PresentationOptions, forGroup group: String) -> PresentationPolicy {
    var copy = self
    copy.groupOptions[group] = options
    return copy
  }

  /// The options for `notification`: its category's, else its group's, else the default:
  /// `policy.options(for: delivered)`.
  public func options(for notification: DeliveredNotification) -> PresentationOptions {
    let category = notification.request.content.categoryIdentifier
    if !category.isEmpty, let options = categoryOptions[category] { return options }
    return notification.request.requestIdentifier.flatMap { groupOptions[$0.group] } ?? defaultOptions
  }
}
