/// The result builder of ``NotificationsTimeline``: each `.schedule(...)` line is an entry, and Swift's
/// control flow (`if`, `switch`, `for`, `if #available`) chooses which entries there are:
/// `NotificationsTimeline { if evening { Today().at(hour: 21, minute: 0).schedule(title: "Evening") } }`.
@resultBuilder
public enum TimelineBuilder {
  /// One `.schedule(...)` line, with where it was written so that an error about it can point there.
  public static func buildExpression(
    _ entry: NotificationsTimeline.Entry, fileID: String = #fileID, line: Int = #line
  ) -> [NotificationsTimeline.Entry] {
    var located = entry
    located.sourceLocation = located.sourceLocation ?? EntryLocation(fileID: fileID, line: line)
    return [located]
  }

  /// An optional entry: `nil` contributes nothing.
  public static func buildExpression(
    _ entry: NotificationsTimeline.Entry?, fileID: String = #fileID, line: Int = #line
  ) -> [NotificationsTimeline.Entry] {
    entry.map { buildExpression($0, fileID: fileID, line: line) } ?? []
  }

  /// A whole timeline, whose entries are included in place.
  public static func buildExpression(_ timeline: NotificationsTimeline) -> [NotificationsTimeline.Entry] {
    timeline.entries
  }

  /// The lines of a block, in order.
  public static func buildBlock(_ components: [NotificationsTimeline.Entry]...) -> [NotificationsTimeline
    .Entry]
  {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ component: [NotificationsTimeline.Entry]?) -> [NotificationsTimeline
    .Entry]
  {
    component ?? []
  }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first component: [NotificationsTimeline.Entry]) -> [NotificationsTimeline
    .Entry]
  {
    component
  }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither(second component: [NotificationsTimeline.Entry]) -> [NotificationsTimeline
    .Entry]
  {
    component
  }

  /// A `for`-`in` loop.
  public static func buildArray(_ components: [[NotificationsTimeline.Entry]]) -> [NotificationsTimeline
    .Entry]
  {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: [NotificationsTimeline.Entry])
    -> [NotificationsTimeline.Entry]
  {
    component
  }
}
