/// The result builder of a ``NotificationCategory``'s actions, one a line in display order:
/// `NotificationCategory("reminder") { if snoozes { NotificationAction("snooze", title: "Snooze") } }`.
@resultBuilder
public enum NotificationActionsBuilder {
  /// One action.
  public static func buildExpression(_ action: NotificationAction) -> [NotificationAction] {
    [action]
  }

  /// An optional action: `nil` contributes nothing.
  public static func buildExpression(_ action: NotificationAction?) -> [NotificationAction] {
    action.map { [$0] } ?? []
  }

  /// Several actions, included in place.
  public static func buildExpression(_ actions: [NotificationAction]) -> [NotificationAction] {
    actions
  }

  /// The lines of a block, in order.
  public static func buildBlock(_ components: [NotificationAction]...) -> [NotificationAction] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ component: [NotificationAction]?) -> [NotificationAction] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first component: [NotificationAction]) -> [NotificationAction] {
    component
  }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither(second component: [NotificationAction]) -> [NotificationAction] {
    component
  }

  /// A `for`-`in` loop.
  public static func buildArray(_ components: [[NotificationAction]]) -> [NotificationAction] {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: [NotificationAction]) -> [NotificationAction] {
    component
  }
}
