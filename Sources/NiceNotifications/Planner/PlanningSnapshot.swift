public import DateBuilder
public import Foundation

/// Everything the planner decides from, read at one moment: the groups to plan with their
/// timelines, the whole pending and delivered set, what must go, what must be admitted, now
/// and the cap.
///
/// ```swift
/// var snapshot = PlanningSnapshot(pending: await center.pendingRequests(), context: .current, capacity: 64)
/// snapshot.groups = [PlanningGroup(identifier: "dailyQuote", timeline: try await DailyQuoteGroup().timeline())]
/// let plan = await ReschedulePlanner.plan(snapshot)
/// ```
///
/// Requests in ``pending`` fall into four kinds, and the planner treats each by one rule:
/// - a request of a group in ``groups`` is the timeline's: kept, replaced or removed so that
///   the group's pending requests equal its timeline within the cap;
/// - a request of a group in ``removing`` is removed, whatever it is;
/// - a one-shot timeline request of any other group is an *occupant*: it competes for its
///   slot with the planned groups' occurrences, soonest first, and is removed (reported as
///   displaced, with its fire date as the refill date) when sooner occurrences need the slot;
/// - anything else — a request the framework did not make, a snooze, a repeating or location
///   request, a request of a group in ``holding`` — keeps its slot and is never touched.
public struct PlanningSnapshot: Sendable {
  /// The groups whose timelines are planned.
  public var groups: [PlanningGroup] = []
  /// Groups whose pending requests are all removed: denied, disabled or removed by the app.
  public var removing: Set<String> = []
  /// Groups whose pending requests stay exactly as they are and keep their slots: their
  /// permission or timeline could not be read this time.
  public var holding: Set<String> = []
  /// Every pending request, the app's own and any others.
  public var pending: [PendingRequest]
  /// The notifications delivered and still in Notification Center: an occurrence delivered
  /// there is not scheduled again, whatever the time zone did since.
  public var delivered: [DeliveredNotification] = []
  /// The time zones the device was in at the package's runs.
  ///
  /// Where it was before and after each delivery in ``delivered`` names the day a repeating
  /// request's delivery stands for near the date line. None known reads a delivery with only the zone in
  /// ``context``.
  ///
  /// ```swift
  /// snapshot.timeZoneSightings = TimeZoneSightings().recording(lastRunZone, at: lastRun)
  /// ```
  public var timeZoneSightings = TimeZoneSightings()
  /// Requests to admit that no timeline can make again — a snooze, a request the app built itself.
  ///
  /// They take their slots before any timeline occurrence.
  public var admitting: [NotificationRequest] = []
  /// Identifiers of pending requests to remove: an occurrence marked done, say.
  public var withdrawing: Set<String> = []
  /// The app's other groups: neither planned, removed nor held by this snapshot (the groups
  /// registered with ``LocalNotifications`` that a reschedule of one group leaves out).
  ///
  /// Where their window ends is not known to this plan, so a pending tail notice stays, moved
  /// only sooner, while there are any — as it does while their one-shot requests are pending.
  public var otherGroups: Set<String> = []
  /// When the groups left out need a reschedule: the soonest occurrence of theirs that got
  /// no slot in earlier plans.
  ///
  /// `nil` when none is waiting. The plan's ``ReschedulePlan/refillDate`` is no later: a plan
  /// of one group does not read the others' timelines, and would otherwise give the app more
  /// time than it has. ``LocalNotifications`` remembers these dates for every group it plans
  /// (moved sooner when the device's zone has moved east since), and gives now for a group
  /// it never planned.
  ///
  /// ```swift
  /// snapshot.otherGroups = ["quotes"]
  /// snapshot.otherGroupsRefillDate = quotesOverflowDate
  /// ```
  public var otherGroupsRefillDate: Date?
  /// Identifiers the center refused earlier in this reschedule: not planned again in it.
  public var refused: [String: String] = [:]
  /// Now, the calendar and the device's time zone.
  public var context: DateBuilder.Context
  /// The most requests that may be pending.
  public var capacity: Int
  /// How slots are shared among the groups.
  public var policy: PlanningPolicy = .soonestFirst

  /// Creates a snapshot with nothing to plan yet.
  ///
  /// ```swift
  /// let snapshot = PlanningSnapshot(pending: [], context: .current, capacity: 64)
  /// ```
  public init(pending: [PendingRequest], context: DateBuilder.Context, capacity: Int) {
    self.pending = pending
    self.context = context
    self.capacity = capacity
  }
}
