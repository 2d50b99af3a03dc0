public import Foundation

/// How the planner paces the app's notifications, quiet hours, a minimum gap between any two and a
/// daily limit shared by the groups in order of priority:
/// `try Pacing(quietHours: night, minimumGap: 20 * 60, dailyLimit: 5, priorities: ["medication": 10])`.
public struct Pacing: Hashable, Sendable {
  /// The app's quiet hours; `nil` for none.
  public let quietHours: QuietHours?
  /// Quiet hours per group identifier, in place of ``quietHours``: `nil` for a group that has none.
  public let groupQuietHours: [String: QuietHours?]
  /// The least time between any two notifications, in seconds; 0 for none.
  public let minimumGap: TimeInterval
  /// The most notifications on one local calendar day, across groups; `nil` for no limit.
  public let dailyLimit: Int?
  /// Priorities per group identifier (0 when absent): on a full day a lower group's occurrences are
  /// left out first; among equals the soonest stay.
  public let priorities: [String: Int]

  /// Creates a pacing policy: `try Pacing(minimumGap: 15 * 60)`.
  ///
  /// - Throws: ``PacingError/invalidMinimumGap(_:)`` or ``PacingError/invalidDailyLimit(_:)``.
  public init(
    quietHours: QuietHours? = nil, groupQuietHours: [String: QuietHours?] = [:], minimumGap: TimeInterval = 0,
    dailyLimit: Int? = nil, priorities: [String: Int] = [:]
  ) throws(PacingError) {
    guard (0...Self.longestMinimumGap).contains(minimumGap) else { throw .invalidMinimumGap(minimumGap) }
    if let dailyLimit, dailyLimit < 1 { throw .invalidDailyLimit(dailyLimit) }
    self.quietHours = quietHours
    self.groupQuietHours = groupQuietHours
    self.minimumGap = minimumGap
    self.dailyLimit = dailyLimit
    self.priorities = priorities
  }

  private init() {
    quietHours = nil
    groupQuietHours = [:]
    minimumGap = 0
    dailyLimit = nil
    priorities = [:]
  }

  /// The longest minimum gap, 31 days, in seconds: `Pacing.longestMinimumGap`.
  ///
  /// Spacing notifications further apart is a schedule, not pacing; and each gap is checked against
  /// every day of the repeating series within it, so a gap of years would hold a reschedule for minutes.
  public static let longestMinimumGap: TimeInterval = 31 * 86_400

  /// No pacing, the default: `PlanningPolicy(pacing: .none)`.
  public static let none = Pacing()

  /// Whether it changes nothing: `PlanningPolicy().pacing.isNone`.
  public var isNone: Bool {
    quietHours == nil && groupQuietHours.values.allSatisfy { $0 == nil } && minimumGap == 0
      && dailyLimit == nil
  }

  /// Whether what one group gives up another can take: a daily limit or a minimum gap counts every
  /// group's notifications, so the groups are planned together.
  var sharesDaysBetweenGroups: Bool { dailyLimit != nil || minimumGap > 0 }

  /// The quiet hours that apply to `group`: `pacing.quietHours(forGroup: "medication")`.
  public func quietHours(forGroup group: String) -> QuietHours? {
    groupQuietHours[group] ?? quietHours
  }

  /// The priority of `group`, 0 unless ``priorities`` names it: `pacing.priority(ofGroup: "medication")`.
  public func priority(ofGroup group: String) -> Int { priorities[group] ?? 0 }

  /// This pacing, if every group it names is among `groups`: `try pacing.validated(groups: ["water"])`.
  ///
  /// - Throws: ``PacingError/unknownGroup(_:)`` naming the first unknown group, in identifier order.
  public func validated(groups: Set<String>) throws(PacingError) -> Pacing {
    let named = Set(priorities.keys).union(groupQuietHours.keys)
    if let unknown = named.subtracting(groups).sorted().first { throw .unknownGroup(unknown) }
    return self
  }
}
