import DateBuilder
import Foundation

/// The planner: a pure, synchronous state machine from a ``PlanningSnapshot`` to a ``ReschedulePlan``.
///
/// It does no I/O, reads no clock and makes no content itself: when it needs content it says so, and whoever
/// runs it makes the content and hands it back. ``ReschedulePlanner`` and the executor run it.
///
/// ```swift
/// var planner = PlannerStateMachine(snapshot)
/// while true {
///   switch planner.next() {
///   case .makeContent(let occurrences):
///     planner.contentMade(
///       inBatchOrder: await ContentBatch.make(occurrences, settings: nil, concurrency: 16, in: context))
///   case .finished(let plan):
///     return plan
///   }
/// }
/// ```
///
/// The rules, in the order they apply, each in a file of its own:
/// 1. **What nobody can make again keeps its slot** (``PendingTriage``, and
///    `PlannerStateMachine+Start.swift`). Requests the framework did not make, snoozes,
///    repeating and location requests, and requests of ``PlanningSnapshot/holding`` groups
///    are never touched and count against the cap. ``PlanningSnapshot/admitting`` requests
///    join them if they fit; one that does not is deferred for ``Deferral/Reason/capacity``.
/// 2. **Removals.** Every request of a ``PlanningSnapshot/removing`` group and every
///    ``PlanningSnapshot/withdrawing`` identifier is removed.
/// 3. **Reservations** (`PlannerStateMachine+Slots.swift`). A group with
///    ``PlanningPolicy/reservedSlots`` takes its own soonest occurrences first, up to that
///    many; a reserved slot an occurrence leaves (its maker returned `nil`, or made invalid
///    content) goes to the group's next occurrence.
/// 4. **Soonest first** (`PlannerStateMachine+Slots.swift`, over the cursors of
///    `PlannerStateMachine+Reading.swift`). The planned groups' occurrences and the other
///    groups' one-shot requests (occupants) share what is left in ``SlotOrder``. An occupant
///    that loses its slot is removed and reported ``Deferral/Reason/displaced``.
/// 5. **Content** (`PlannerStateMachine+Content.swift`). Content is made only for
///    occurrences that took a slot, once each. The request is kept if its fingerprint equals
///    the pending one's, replaced if not, added if none is pending. A maker that returns `nil`
///    gives its slot to the next occurrence (of its group, for a reserved slot); one that
///    throws keeps the occurrence's pending request (or leaves its slot empty until the
///    refill date): a failure never removes what was scheduled.
/// 6. **Identity, not time** (`PlannerStateMachine+Reading.swift`). An occurrence marked
///    done, or delivered and still in Notification Center, is not scheduled again, whatever
///    the time zone did.
/// 7. **A failing entry keeps exactly what it had** (`PlannerStateMachine+Reading.swift`).
///    When an entry's dates fail part-way, its pending requests stay as they are and keep
///    their slots.
///
/// The plan is assembled from the result in `PlannerStateMachine+Plan.swift`.
///
/// Its cost grows with the number of groups and the capacity, never with a timeline's
/// horizon: each group is a cursor in a heap, and taking a slot costs O(log groups).
struct PlannerStateMachine: Sendable {
  /// What the caller must do next.
  enum Action: Sendable {
    /// Indicates that content must be made for these occurrences — each at most once — and
    /// the results handed to ``PlannerStateMachine/contentMade(inBatchOrder:)`` before the next call
    /// of ``PlannerStateMachine/next()``.
    case makeContent([TimelineOccurrence])
    /// Indicates that planning is over, with this plan.
    case finished(ReschedulePlan)
  }

  /// What became of one occurrence's content.
  enum ContentResult: Sendable {
    /// The maker made this content (with the entry's modifiers applied).
    case made(NotificationContent)
    /// The maker returned `nil`: the occurrence is skipped.
    case skipped
    /// The maker threw; the description of its error.
    case failed(String)
  }

  /// Where the planner is.
  enum State {
    /// Nothing is read yet.
    case initial
    /// Slots are being taken and content asked for.
    case planning
    /// The plan is made.
    case finished(ReschedulePlan)
  }

  var state = State.initial

  // The snapshot, as the rules read it.
  let context: DateBuilder.Context
  let capacity: Int
  let reservations: [String: Int]
  let compresses: Bool
  let tailNotice: TailNotice?
  /// The slot the tail notice takes: 1 with a notice, else 0 (kept apart so that counting the
  /// budget does not copy the notice to compare it with `nil`).
  let tailNoticeSlots: Int
  /// Whether the app has groups this plan leaves out (``PlanningSnapshot/otherGroups``).
  let leavesGroupsOut: Bool
  /// When the groups this plan leaves out need a reschedule (``PlanningSnapshot/otherGroupsRefillDate``).
  let otherGroupsRefillDate: Date?
  let refused: [String: String]
  let withdrawing: Set<String>
  let pendingInput: [PendingRequest]
  let removingGroups: Set<String>
  let holdingGroups: Set<String>
  let admitting: [NotificationRequest]
  let groups: [PlanningGroup]

  // What the pending requests are to the plan, and what is admitted beside them.
  /// Occurrences not to schedule again: delivered and still shown (a repeating request's
  /// delivery as the day's occurrence it stands for), or snoozed, their snooze pending.
  var deliveredOnce: Set<String>
  var triage = PendingTriage()
  var admitted: [NotificationRequest] = []
  var admittedIdentifiers: Set<String> = []
  /// Owned requests kept as they are, each holding a slot: a failing entry's, say.
  var protected: Set<String> = []

  // The cursors, soonest head first.
  var cursors: [OccurrenceCursor] = []
  var heap = IndexHeap()
  var heapIsStale = false

  // The slots and their content.
  var slots = KeyedValues<PlannerSlot>()
  /// The requests made for slots, in the order they were made; a slot that is ready holds its
  /// request's position.
  var made: [NotificationRequest] = []
  /// The occurrences that took a slot since content was last asked for.
  var awaiting: [TimelineOccurrence]
  /// The position of each awaiting occurrence's slot, at the same index.
  var awaitingPositions: [Int] = []
  /// ``KeyedValues/removals`` of the slots when the first occurrence now awaiting content took its slot.
  var awaitingSince = 0
  /// The batch last asked for, and the positions of its slots in its order.
  var batch: [TimelineOccurrence] = []
  var batchPositions: [Int] = []
  /// Every content result handed back, so that an occurrence taken again is not made again.
  var ledger = ContentLedger()

  /// What the plan reports beside its changes.
  var findings = PlanFindings()
  /// Pacing's state; `nil` when the policy paces nothing.
  var pacing: PlannerPacing?

  /// Creates a planner for `snapshot`; nothing is evaluated until ``next()``.
  ///
  /// ```swift
  /// var planner = PlannerStateMachine(snapshot)
  /// ```
  init(_ snapshot: PlanningSnapshot) {
    context = snapshot.context
    capacity = snapshot.capacity
    reservations = snapshot.policy.reservedSlots
    // A pattern's month, day and weekday numbers are the Gregorian calendar's: in a calendar
    // that numbers or lengthens its months otherwise (a leap month, a short thirteenth) a
    // repeating trigger would fire on other days than the series, so it stays one-shots.
    let calendar = snapshot.context.calendar.identifier
    compresses =
      snapshot.policy.compressesRepeatingEntries && (calendar == .gregorian || calendar == .iso8601)
    tailNotice = snapshot.policy.tailNotice
    tailNoticeSlots = snapshot.policy.tailNotice == nil ? 0 : 1
    leavesGroupsOut = !snapshot.otherGroups.isEmpty
    otherGroupsRefillDate = leavesGroupsOut ? snapshot.otherGroupsRefillDate : nil
    refused = snapshot.refused
    withdrawing = snapshot.withdrawing
    groups = snapshot.groups
    deliveredOnce = Set(
      snapshot.delivered.lazy.map { delivered in
        let identifier = delivered.request.identifier
        guard let parsed = RequestIdentifier(identifier) else { return identifier }
        // A snooze shown stands for its occurrence; a repeating request's delivery for its day's.
        return parsed.occurrenceIdentifier
          .deliveredOccurrence(
            at: delivered.date, trigger: delivered.request.trigger, in: snapshot.context,
            seen: snapshot.timeZoneSightings
          )
          .description
      })
    pendingInput = snapshot.pending
    removingGroups = snapshot.removing
    holdingGroups = snapshot.holding
    admitting = snapshot.admitting
    pacing = PlannerPacing(snapshot)
    // Room for the slots up front (iOS has 64); a capacity given as huge reserves no more.
    let room = min(max(0, snapshot.capacity), 256)
    slots.reserveCapacity(room)
    made.reserveCapacity(room)
    awaiting = []
    awaiting.reserveCapacity(room)
    awaitingPositions.reserveCapacity(room)
  }

  /// The next thing to do: make content for some occurrences, or take the finished plan.
  ///
  /// ```swift
  /// if case .finished(let plan) = planner.next() { print(plan.changes.count, "writes") }
  /// ```
  mutating func next() -> Action {
    switch state {
    case .finished(let plan): return .finished(plan)
    case .initial:
      state = .planning
      start()
    case .planning: break
    }
    planAgainIfPacingExpanded()
    // Unless a slot was freed since the first of them took theirs, every occurrence awaiting
    // content still holds its slot, and holds it once: there is nothing to look up.
    batch = awaiting
    batchPositions = awaitingPositions
    if slots.removals != awaitingSince {
      var asked = Set<String>(minimumCapacity: awaiting.count)
      batch = []
      batchPositions = []
      for occurrence in awaiting {
        let identifier = occurrence.identifierText
        guard let position = slots.position(of: identifier),
          case .awaitingContent = slots.values[position].state,
          asked.insert(identifier).inserted
        else { continue }
        batch.append(occurrence)
        batchPositions.append(position)
      }
    }
    awaiting.removeAll()
    awaitingPositions.removeAll()
    if !batch.isEmpty { return .makeContent(batch) }
    let plan = finish()
    state = .finished(plan)
    return .finished(plan)
  }
}
