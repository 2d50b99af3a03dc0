public import DateBuilder
public import Foundation

/// Everything the planner decides from, read at one moment: `await ReschedulePlanner.plan(snapshot)`.
public struct PlanningSnapshot: Sendable {
  /// The groups whose timelines are planned.
  public var groups: [PlanningGroup] = []
  /// Groups whose pending requests are all removed: denied, disabled or removed by the app.
  public var removing: Set<String> = []
  /// Groups whose pending requests stay exactly as they are: their permission or timeline
  /// could not be read this time.
  public var holding: Set<String> = []
  /// Every pending request, the app's own and any others.
  public var pending: [PendingRequest]
  /// The notifications still in Notification Center: not scheduled again.
  public var delivered: [DeliveredNotification] = []
  /// The time zones the device was in at the package's runs, which name the day a repeating
  /// request's delivery stands for near the date line.
  public var timeZoneSightings = TimeZoneSightings()
  /// Requests no timeline can make again (a snooze, the app's own), admitted before any occurrence.
  public var admitting: [NotificationRequest] = []
  /// Identifiers of pending requests to remove: an occurrence marked done, say.
  public var withdrawing: Set<String> = []
  /// The app's groups this snapshot neither plans, removes nor holds; while there are any, a
  /// pending tail notice only moves sooner.
  public var otherGroups: Set<String> = []
  /// When the groups left out need a reschedule, as earlier plans found it; the plan's
  /// ``ReschedulePlan/refillDate`` is no later.
  public var otherGroupsRefillDate: Date?
  /// Identifiers the center refused earlier in this reschedule: not planned again in it.
  public var refused: [String: String] = [:]
  /// Now, the calendar and the device's time zone.
  public var context: DateBuilder.Context
  /// The most requests that may be pending.
  public var capacity: Int
  /// How slots are shared among the groups.
  public var policy: PlanningPolicy = .soonestFirst
  /// Whether the plan lists, within bounds, every occurrence the cap keeps out
  /// (``ReschedulePlan/capDeferrals``): only an instance that keeps a delivery record pays for it.
  var listsCapDeferrals = false

  /// Creates a snapshot with nothing to plan yet:
  /// `PlanningSnapshot(pending: [], context: .current, capacity: 64)`.
  public init(pending: [PendingRequest], context: DateBuilder.Context, capacity: Int) {
    self.pending = pending
    self.context = context
    self.capacity = capacity
  }
}
