import NiceNotifications

/// A group of the scale scenario: unbounded daily, weekly or hourly occurrences, kept as
/// series so that the naive planner can expand the very same dates.
///
/// ```swift
/// let groups = ScaleGroup.make(count: 1_000)
/// let plan = await ReschedulePlanner.plan(groups.map(\.planningGroup), pending: [], in: context, capacity: 64)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct ScaleGroup: Sendable {
  /// How often a group's notifications come.
  enum Kind: Sendable {
    /// Once a day.
    case daily
    /// Once a week.
    case weekly
    /// Every hour of the day: 24 daily entries, one per hour.
    case hourly
  }

  /// The group's identifier, `g<index>`.
  let identifier: String
  /// How often it fires.
  let kind: Kind
  /// The hour of its daily or weekly entry (an hourly group has one entry per hour).
  let hour: Int
  /// The minute past the hour of every entry.
  let minute: Int
  /// The weekday of a weekly group, 1 (Sunday) to 7.
  let weekday: Int?
  /// One unbounded series per timeline entry, in entry order.
  let series: [DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Unbounded>]

  /// The timeline: each series scheduled with the group's identifier as its title.
  var timeline: NotificationsTimeline {
    NotificationsTimeline(entries: series.map { $0.schedule(title: identifier) })
  }

  /// The group as the planner takes it.
  var planningGroup: PlanningGroup {
    PlanningGroup(identifier: identifier, timeline: timeline)
  }

  /// `count` groups, daily, weekly and hourly in turn, at times spread over the day and
  /// the week.
  static func make(count: Int) -> [ScaleGroup] {
    (0..<count).map { index in
      let minute = (index * 7) % 60
      let hour = 6 + (index / 3) % 16
      switch index % 3 {
      case 0:
        return ScaleGroup(
          identifier: "g\(index)", kind: .daily, hour: hour, minute: minute, weekday: nil,
          series: [EveryDay(starting: .today).at(hour: hour, minute: minute)])
      case 1:
        let weekday = DateBuilder.Weekday(rawValue: 1 + (index / 3) % 7)
        return ScaleGroup(
          identifier: "g\(index)", kind: .weekly, hour: hour, minute: minute, weekday: weekday.rawValue,
          series: [EveryWeek(starting: .thisWeek).weekday(weekday).at(hour: hour, minute: minute)])
      default:
        return ScaleGroup(
          identifier: "g\(index)", kind: .hourly, hour: 0, minute: minute, weekday: nil,
          series: (0..<24).map { EveryDay(starting: .today).at(hour: $0, minute: minute) })
      }
    }
  }
}
