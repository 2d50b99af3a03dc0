import DateBuilder
import Foundation

/// The planner: a pure, synchronous state machine from a ``PlanningSnapshot`` to a ``ReschedulePlan``.
///
/// It does no I/O and makes no content: it asks for content, and its runner hands it back. Each group is
/// a cursor in a heap, so the cost grows with groups and capacity, never with a timeline's horizon.
struct PlannerStateMachine: Sendable {
  enum Action: Sendable {
    /// Content to make and hand to ``PlannerStateMachine/contentMade(inBatchOrder:)``.
    case makeContent([TimelineOccurrence])
    case finished(ReschedulePlan)
  }

  enum ContentResult: Sendable {
    case made(NotificationContent)
    /// The maker returned `nil`.
    case skipped
    /// The maker threw; the description of its error.
    case failed(String)
  }

  enum State {
    case initial
    case planning
    case finished(ReschedulePlan)
  }

  var state = State.initial

  let context: DateBuilder.Context
  let capacity: Int
  let reservations: [String: Int]
  let compresses: Bool
  let tailNotice: TailNotice?
  /// 1 with a tail notice, else 0: counting the budget does not copy the notice.
  let tailNoticeSlots: Int
  let leavesGroupsOut: Bool
  let otherGroupsRefillDate: Date?
  let refused: [String: String]
  let withdrawing: Set<String>
  let pendingInput: [PendingRequest]
  let removingGroups: Set<String>
  let holdingGroups: Set<String>
  /// The requests to add as they are; with the deliveries of moved series the plan carries over.
  var admitting: [NotificationRequest]
  let groups: [PlanningGroup]
  let listsCapDeferrals: Bool

  /// Delivered and still shown, or snoozed.
  var deliveredOnce: Set<String>
  var triage = PendingTriage()
  var admitted: [NotificationRequest] = []
  var admittedIdentifiers: Set<String> = []
  /// Each holds a slot (a failing entry's).
  var protected: Set<String> = []
  /// The deliveries of moved series carried over as one-shots, among ``admitting``.
  var carried: Set<String> = []

  var cursors: [OccurrenceCursor] = []
  var heap = IndexHeap()
  var heapIsStale = false

  var slots = KeyedValues<PlannerSlot>()
  /// A ready slot holds its request's position.
  var made: [NotificationRequest] = []
  var awaiting: [TimelineOccurrence]
  var awaitingPositions: [Int] = []
  /// ``KeyedValues/removals`` when the first awaiting occurrence took its slot.
  var awaitingSince = 0
  var batch: [TimelineOccurrence] = []
  var batchPositions: [Int] = []
  var ledger = ContentLedger()
  var findings = PlanFindings()
  var pacing: PlannerPacing?

  /// Nothing is evaluated until ``next()``.
  init(_ snapshot: PlanningSnapshot) {
    context = snapshot.context
    capacity = snapshot.capacity
    reservations = snapshot.policy.reservedSlots
    // A repeating trigger's month and day numbers are Gregorian: in other calendars it would
    // fire on other days than the series.
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
    listsCapDeferrals = snapshot.listsCapDeferrals
    deliveredOnce = Set(
      snapshot.delivered.lazy.map { delivered in
        let identifier = delivered.request.identifier
        guard let parsed = RequestIdentifier(identifier) else { return identifier }
        return parsed.occurrenceIdentifier
          .deliveredOccurrence(of: delivered, in: snapshot.context, seen: snapshot.timeZoneSightings)
          .description
      })
    pendingInput = snapshot.pending
    removingGroups = snapshot.removing
    holdingGroups = snapshot.holding
    admitting = snapshot.admitting
    pacing = PlannerPacing(snapshot)
    let room = min(max(0, snapshot.capacity), 256)
    slots.reserveCapacity(room)
    made.reserveCapacity(room)
    awaiting = []
    awaiting.reserveCapacity(room)
    awaitingPositions.reserveCapacity(room)
  }

  mutating func next() -> Action {
    switch state {
    case .finished(let plan): return .finished(plan)
    case .initial:
      state = .planning
      start()
    case .planning: break
    }
    planAgainIfPacingExpanded()
    // Unless a slot was freed since, every awaiting occurrence still holds its slot once.
    batch = awaiting
    batchPositions = awaitingPositions
    if slots.removals != awaitingSince {
      var asked = Set<String>(minimumCapacity: awaiting.count)
      batch = []
      batchPositions = []
      for occurrence in awaiting {
        let identifier = occurrence.identifierDescription
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
