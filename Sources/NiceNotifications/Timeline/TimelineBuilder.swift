/// The result builder of ``NotificationsTimeline``: each `.schedule(...)` line is an entry,
/// and Swift's control flow chooses which entries there are.
///
/// ```swift
/// NotificationsTimeline {
///   EveryDay(forDays: 30, starting: .today).at(hour: 9, minute: 0).schedule(title: "Morning")
///   if settings.evening { EveryDay(forDays: 30, starting: .today).at(hour: 21, minute: 0).schedule(title: "Evening") }
///   for pill in pills { pill.time.schedule(title: pill.name) }
/// }
/// ```
@resultBuilder
public enum TimelineBuilder {
  /// One `.schedule(...)` line, remembering where it was written so that an error about it
  /// can point there.
  ///
  /// ```swift
  /// NotificationsTimeline { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Hi") }
  /// ```
  public static func buildExpression(
    _ entry: NotificationsTimeline.Entry, fileID: String = #fileID, line: Int = #line
  ) -> [NotificationsTimeline.Entry] {
    var located = entry
    located.sourceLocation = located.sourceLocation ?? EntryLocation(fileID: fileID, line: line)
    return [located]
  }

  /// An optional entry: `nil` contributes nothing.
  ///
  /// ```swift
  /// NotificationsTimeline { nextAppointment.map { $0.at(hour: 9, minute: 0).schedule(title: "Appointment") } }
  /// ```
  public static func buildExpression(
    _ entry: NotificationsTimeline.Entry?, fileID: String = #fileID, line: Int = #line
  ) -> [NotificationsTimeline.Entry] {
    entry.map { buildExpression($0, fileID: fileID, line: line) } ?? []
  }

  /// A whole timeline, whose entries are included in place.
  ///
  /// ```swift
  /// NotificationsTimeline { morningTimeline; Tomorrow().at(hour: 21, minute: 0).schedule(title: "Night") }
  /// ```
  public static func buildExpression(_ timeline: NotificationsTimeline) -> [NotificationsTimeline.Entry] {
    timeline.entries
  }

  /// The lines of a block, in order.
  ///
  /// ```swift
  /// NotificationsTimeline {
  ///   Today().at(hour: 20, minute: 30).schedule(title: "Hello today")
  ///   Tomorrow().at(hour: 20, minute: 45).schedule(title: "Hello tomorrow")
  /// }
  /// ```
  public static func buildBlock(_ components: [NotificationsTimeline.Entry]...) -> [NotificationsTimeline
    .Entry]
  {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  ///
  /// ```swift
  /// NotificationsTimeline { if wantsReminder { Tomorrow().at(hour: 9, minute: 0).schedule(title: "Reminder") } }
  /// ```
  public static func buildOptional(_ component: [NotificationsTimeline.Entry]?) -> [NotificationsTimeline
    .Entry]
  {
    component ?? []
  }

  /// The first branch of an `if`/`else` or a `switch`.
  ///
  /// ```swift
  /// NotificationsTimeline {
  ///   if isWeekend { Tomorrow().at(hour: 10, minute: 0).schedule(title: "Lazy morning") }
  ///   else { Tomorrow().at(hour: 7, minute: 0).schedule(title: "Work day") }
  /// }
  /// ```
  public static func buildEither(first component: [NotificationsTimeline.Entry]) -> [NotificationsTimeline
    .Entry]
  {
    component
  }

  /// The second branch of an `if`/`else` or a `switch`.
  ///
  /// ```swift
  /// NotificationsTimeline {
  ///   switch plan {
  ///   case .free: Tomorrow().at(hour: 9, minute: 0).schedule(title: "Upgrade?")
  ///   case .pro: EveryDay(starting: .today).at(hour: 9, minute: 0).schedule(title: "Your briefing")
  ///   }
  /// }
  /// ```
  public static func buildEither(second component: [NotificationsTimeline.Entry]) -> [NotificationsTimeline
    .Entry]
  {
    component
  }

  /// A `for`-`in` loop.
  ///
  /// ```swift
  /// NotificationsTimeline { for hour in [8, 13, 19] { EveryDay(forDays: 7, starting: .today).at(hour: hour, minute: 0).schedule(title: "Pill").identified(by: "pill-\(hour)") } }
  /// ```
  public static func buildArray(_ components: [[NotificationsTimeline.Entry]]) -> [NotificationsTimeline
    .Entry]
  {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  ///
  /// ```swift
  /// NotificationsTimeline { if #available(iOS 16, *) { Tomorrow().at(hour: 9, minute: 0).schedule(title: "New") } }
  /// ```
  public static func buildLimitedAvailability(_ component: [NotificationsTimeline.Entry])
    -> [NotificationsTimeline.Entry]
  {
    component
  }
}
