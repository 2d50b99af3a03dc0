/// How the planner shares the pending slots among groups, soonest first unless a group
/// reserves slots: `PlanningPolicy(reservedSlots: ["medication": 30])`.
public struct PlanningPolicy: Hashable, Sendable {
  /// Slots each group gets for its own soonest occurrences before the rest are shared.
  public var reservedSlots: [String: Int]
  /// Whether an unbounded daily, weekly, monthly or yearly series with unchanging content is
  /// scheduled as one repeating request (Gregorian and ISO 8601 calendars only).
  public var compressesRepeatingEntries: Bool
  /// The notice scheduled where the window of scheduled requests ends, if any.
  public var tailNotice: TailNotice?
  /// Quiet hours, a minimum gap and a daily limit for the whole app; ``Pacing/none`` by default.
  public var pacing: Pacing

  /// Creates a policy: `PlanningPolicy(compressesRepeatingEntries: false)`.
  public init(
    reservedSlots: [String: Int] = [:], compressesRepeatingEntries: Bool = true,
    tailNotice: TailNotice? = nil,
    pacing: Pacing = .none
  ) {
    self.reservedSlots = reservedSlots
    self.compressesRepeatingEntries = compressesRepeatingEntries
    self.tailNotice = tailNotice
    self.pacing = pacing
  }

  /// Soonest first, no reservations:
  /// `await ReschedulePlanner.plan(groups, pending: [], in: .current, capacity: 64, policy: .soonestFirst)`.
  public static let soonestFirst = PlanningPolicy()
}

/// A group and the timeline it wants scheduled, as the planner takes them:
/// `PlanningGroup(identifier: "dailyQuote", timeline: try await DailyQuoteGroup().timeline())`.
public struct PlanningGroup: Sendable {
  /// The group's identifier.
  public var identifier: String
  /// Its timeline.
  public var timeline: NotificationsTimeline
  /// Identifiers of occurrences the person already handled: not scheduled again.
  public var handled: Set<String>

  /// Creates a planning input: `PlanningGroup(identifier: "water", timeline: waterTimeline)`.
  public init(identifier: String, timeline: NotificationsTimeline, handled: Set<String> = []) {
    self.identifier = identifier
    self.timeline = timeline
    self.handled = handled
  }
}
