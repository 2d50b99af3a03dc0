/// The result builder of ``NotificationCategories``, each category remembered with its line for errors:
/// `NotificationCategories { if allowsReplies { NotificationCategory("message") } }`.
@resultBuilder
public enum NotificationCategoriesBuilder {
  /// One category, with where it was declared.
  public static func buildExpression(
    _ category: NotificationCategory, fileID: String = #fileID, line: Int = #line
  ) -> [NotificationCategories.Declaration] {
    [NotificationCategories.Declaration(category, sourceLocation: EntryLocation(fileID: fileID, line: line))]
  }

  /// An optional category: `nil` contributes nothing.
  public static func buildExpression(
    _ category: NotificationCategory?, fileID: String = #fileID, line: Int = #line
  ) -> [NotificationCategories.Declaration] {
    category.map { buildExpression($0, fileID: fileID, line: line) } ?? []
  }

  /// Another set of declarations, included in place with their own locations.
  public static func buildExpression(_ categories: NotificationCategories) -> [NotificationCategories
    .Declaration]
  {
    categories.declarations
  }

  /// The lines of a block, in order.
  public static func buildBlock(
    _ components: [NotificationCategories.Declaration]...
  ) -> [NotificationCategories.Declaration] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(
    _ component: [NotificationCategories.Declaration]?
  ) -> [NotificationCategories.Declaration] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither(
    first component: [NotificationCategories.Declaration]
  ) -> [NotificationCategories.Declaration] {
    component
  }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither(
    second component: [NotificationCategories.Declaration]
  ) -> [NotificationCategories.Declaration] {
    component
  }

  /// A `for`-`in` loop.
  public static func buildArray(
    _ components: [[NotificationCategories.Declaration]]
  ) -> [NotificationCategories.Declaration] {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(
    _ component: [NotificationCategories.Declaration]
  ) -> [NotificationCategories.Declaration] {
    component
  }
}
