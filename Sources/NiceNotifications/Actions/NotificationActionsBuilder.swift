/// The result builder of a ``NotificationCategory``'s actions: each line is an action, in
/// display order, and Swift's control flow chooses which there are.
///
/// ```swift
/// NotificationCategory("reminder") {
///   NotificationAction("done", title: "Done", icon: .systemImage("checkmark"))
///   if allowsSnooze { NotificationAction("snooze", title: "Snooze") }
/// }
/// ```
@resultBuilder
public enum NotificationActionsBuilder {
  /// One action.
  ///
  /// ```swift
  /// NotificationCategory("timer") { NotificationAction("stop", title: "Stop") }
  /// ```
  public static func buildExpression(_ action: NotificationAction) -> [NotificationAction] {
    [action]
  }

  /// An optional action: `nil` contributes nothing.
  ///
  /// ```swift
  /// NotificationCategory("timer") { extraAction }
  /// ```
  public static func buildExpression(_ action: NotificationAction?) -> [NotificationAction] {
    action.map { [$0] } ?? []
  }

  /// Several actions, included in place.
  ///
  /// ```swift
  /// NotificationCategory("quiz") { answers.map { NotificationAction($0.id, title: $0.text) } }
  /// ```
  public static func buildExpression(_ actions: [NotificationAction]) -> [NotificationAction] {
    actions
  }

  /// The lines of a block, in order.
  ///
  /// ```swift
  /// NotificationCategory("timer") {
  ///   NotificationAction("snooze", title: "Snooze")
  ///   NotificationAction("stop", title: "Stop")
  /// }
  /// ```
  public static func buildBlock(_ components: [NotificationAction]...) -> [NotificationAction] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  ///
  /// ```swift
  /// NotificationCategory("timer") { if canSnooze { NotificationAction("snooze", title: "Snooze") } }
  /// ```
  public static func buildOptional(_ component: [NotificationAction]?) -> [NotificationAction] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or a `switch`.
  ///
  /// ```swift
  /// NotificationCategory("timer") {
  ///   if isPro { NotificationAction("repeat", title: "Repeat") } else { NotificationAction("upgrade", title: "Upgrade") }
  /// }
  /// ```
  public static func buildEither(first component: [NotificationAction]) -> [NotificationAction] {
    component
  }

  /// The second branch of an `if`/`else` or a `switch`.
  ///
  /// ```swift
  /// NotificationCategory("timer") {
  ///   switch plan { case .free: NotificationAction("upgrade", title: "Upgrade"); case .pro: NotificationAction("repeat", title: "Repeat") }
  /// }
  /// ```
  public static func buildEither(second component: [NotificationAction]) -> [NotificationAction] {
    component
  }

  /// A `for`-`in` loop.
  ///
  /// ```swift
  /// NotificationCategory("mood") { for mood in ["good", "bad"] { NotificationAction(mood, title: mood.capitalized) } }
  /// ```
  public static func buildArray(_ components: [[NotificationAction]]) -> [NotificationAction] {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  ///
  /// ```swift
  /// NotificationCategory("timer") { if #available(iOS 16, *) { NotificationAction("live", title: "Show live") } }
  /// ```
  public static func buildLimitedAvailability(_ component: [NotificationAction]) -> [NotificationAction] {
    component
  }
}
