/// The result builder of ``NotificationCategories``: each line is a category, remembered
/// with the line it was written on so that a validation error can point there.
///
/// ```swift
/// NotificationCategories {
///   NotificationCategory("timer") { NotificationAction("snooze", title: "Snooze") }
///   if settings.allowsReplies {
///     NotificationCategory("message") { NotificationAction.textInput("reply", title: "Reply", buttonTitle: "Send") }
///   }
/// }
/// ```
@resultBuilder
public enum NotificationCategoriesBuilder {
  /// One category, with where it was declared.
  ///
  /// ```swift
  /// NotificationCategories { NotificationCategory("timer") { NotificationAction("stop", title: "Stop") } }
  /// ```
  public static func buildExpression(
    _ category: NotificationCategory, fileID: String = #fileID, line: Int = #line
  ) -> [NotificationCategories.Declaration] {
    [NotificationCategories.Declaration(category, sourceLocation: EntryLocation(fileID: fileID, line: line))]
  }

  /// An optional category: `nil` contributes nothing.
  ///
  /// ```swift
  /// NotificationCategories { featureFlags.chat ? chatCategory : nil }
  /// ```
  public static func buildExpression(
    _ category: NotificationCategory?, fileID: String = #fileID, line: Int = #line
  ) -> [NotificationCategories.Declaration] {
    category.map { buildExpression($0, fileID: fileID, line: line) } ?? []
  }

  /// Another set of declarations, included in place with their own locations.
  ///
  /// ```swift
  /// NotificationCategories { ChatFeature.categories; NotificationCategory("timer") }
  /// ```
  public static func buildExpression(_ categories: NotificationCategories) -> [NotificationCategories
    .Declaration]
  {
    categories.declarations
  }

  /// The lines of a block, in order.
  ///
  /// ```swift
  /// NotificationCategories {
  ///   NotificationCategory("timer")
  ///   NotificationCategory("message")
  /// }
  /// ```
  public static func buildBlock(
    _ components: [NotificationCategories.Declaration]...
  ) -> [NotificationCategories.Declaration] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  ///
  /// ```swift
  /// NotificationCategories { if hasChat { NotificationCategory("message") } }
  /// ```
  public static func buildOptional(
    _ component: [NotificationCategories.Declaration]?
  ) -> [NotificationCategories.Declaration] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or a `switch`.
  ///
  /// ```swift
  /// NotificationCategories { if isPro { NotificationCategory("pro") } else { NotificationCategory("free") } }
  /// ```
  public static func buildEither(
    first component: [NotificationCategories.Declaration]
  ) -> [NotificationCategories.Declaration] {
    component
  }

  /// The second branch of an `if`/`else` or a `switch`.
  ///
  /// ```swift
  /// NotificationCategories { switch plan { case .free: NotificationCategory("free"); case .pro: NotificationCategory("pro") } }
  /// ```
  public static func buildEither(
    second component: [NotificationCategories.Declaration]
  ) -> [NotificationCategories.Declaration] {
    component
  }

  /// A `for`-`in` loop.
  ///
  /// ```swift
  /// NotificationCategories { for kind in ["water", "pill"] { NotificationCategory(kind) { NotificationAction("\(kind)-done", title: "Done") } } }
  /// ```
  public static func buildArray(
    _ components: [[NotificationCategories.Declaration]]
  ) -> [NotificationCategories.Declaration] {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  ///
  /// ```swift
  /// NotificationCategories { if #available(iOS 16, *) { NotificationCategory("live") } }
  /// ```
  public static func buildLimitedAvailability(
    _ component: [NotificationCategories.Declaration]
  ) -> [NotificationCategories.Declaration] {
    component
  }
}
