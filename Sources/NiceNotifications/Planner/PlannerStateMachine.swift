import Foundation

/// The planner: a pure, synchronous state machine from a ``PlanningSnapshot`` to a ``ReschedulePlan``.
///
/// It does no I/O, reads no clock and makes no content itself: when it needs content it says so, and whoever
/// runs it makes the content and hands it back.
///
/// ```swift
/// var planner = PlannerStateMachine(snapshot)
/// while true {
///   switch planner.next() {
///   case .makeContent(let occurrences):
///     var results: [String: PlannerStateMachine.ContentResult] = [:]
///     for occurrence in occurrences {
///       let key = occurrence.identifier.description
///       do {
///         results[key] = try await occurrence.makeContent().map { .made($0) } ?? .skipped
///       } catch {
///         results[key] = .failed("\(error)")
///       }
///     }
///     planner.contentMade(results)
///   case .finished(let plan):
///     return plan
///   }
/// }
/// ```
///
/// The rules, in the order they apply:
/// 1. **What nobody can make again keeps its slot.** Requests the framework did not make,
///    snoozes, repeating and location requests, and requests of ``PlanningSnapshot/holding``
///    groups are never touched and count against the cap. ``PlanningSnapshot/admitting``
///    requests join them if they fit; one that does not is deferred for ``Deferral/Reason/capacity``.
/// 2. **Removals.** Every request of a ``PlanningSnapshot/removing`` group and every
///    ``PlanningSnapshot/withdrawing`` identifier is removed.
/// 3. **Reservations.** A group with ``PlanningPolicy/reservedSlots`` takes its own soonest
///    occurrences first, up to that many; a reserved slot an occurrence leaves (its maker
///    returned `nil`, or made invalid content) goes to the group's next occurrence.
/// 4. **Soonest first.** The planned groups' occurrences and the other groups' one-shot
///    requests (occupants) share what is left in ``SlotOrder``. An occupant that loses its
///    slot is removed and reported ``Deferral/Reason/displaced``.
/// 5. **Content.** Content is made only for occurrences that took a slot, once each. The
///    request is kept if its fingerprint equals the pending one's, replaced if not, added if
///    none is pending. A maker that returns `nil` gives its slot to the next occurrence (of
///    its group, for a reserved slot); one
///    that throws keeps the occurrence's pending request (or leaves its slot empty until the
///    refill date): a failure never removes what was scheduled.
/// 6. **Identity, not time.** An occurrence marked done, or delivered and still in
///    Notification Center, is not scheduled again, whatever the time zone did.
/// 7. **A failing entry keeps exactly what it had.** When an entry's dates fail part-way,
///    its pending requests stay as they are and keep their slots.
///
/// Its cost grows with the number of groups and the capacity, never with a timeline's
/// horizon: each group is a cursor in a heap, and taking a slot costs O(log groups).
struct PlannerStateMachine: Sendable {
  /// What the caller must do next.
  enum Action: Sendable {
    /// Indicates that content must be made for these occurrences — each at most once — and
    /// the results handed to ``PlannerStateMachine/contentMade(_:)`` before the next call
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

  private enum Candidate {
    /// An occurrence read but not yet identified: it is identified when it takes a slot
    /// (``PlannerStateMachine/take(from:)``), so ``order`` and ``identifier`` are never asked
    /// of it; until then it competes by its fire date and its group's prefix.
    case head(OccurrenceHead)
    case occurrence(TimelineOccurrence)
    case occupant(Occupant)

    var order: SlotOrder {
      switch self {
      case .head(let head): SlotOrder(fireDate: head.fireDate, identifier: "")
      case .occurrence(let occurrence):
        SlotOrder(fireDate: occurrence.fireDate, identifier: occurrence.identifierText)
      case .occupant(let occupant):
        SlotOrder(fireDate: occupant.fireDate, identifier: occupant.identifierText)
      }
    }

    var identifier: String {
      switch self {
      case .head: ""
      case .occurrence(let occurrence): occurrence.identifierText
      case .occupant(let occupant): occupant.identifierText
      }
    }

    /// The identifier, parsed; `nil` for a head not yet identified.
    var requestIdentifier: RequestIdentifier? {
      switch self {
      case .head: nil
      case .occurrence(let occurrence): occurrence.identifier
      case .occupant(let occupant): occupant.identifier
      }
    }

    var fireDate: Date? {
      switch self {
      case .head(let head): head.fireDate
      case .occurrence(let occurrence): occurrence.fireDate
      case .occupant(let occupant): occupant.fireDate
      }
    }

    /// ``SlotOrder``, comparing identifiers only when the fire dates tie.
    func precedes(_ other: Candidate) -> Bool {
      SlotOrder.precedes(fireDate, identifier, other.fireDate, other.identifier)
    }
  }

  /// The parsed identifier of the pending request at `index` (an owned one parses: its group
  /// was read from it when it was found owned).
  private func identifier(ofPending index: Int) -> RequestIdentifier? {
    RequestIdentifier(pendingInput[index].request.identifier)
  }

  /// Another group's pending one-shot request, holding its slot until sooner occurrences need it;
  /// shared by reference, so that moving it between cursor and slot copies no request.
  private final class Occupant: Sendable {
    let identifierText: String
    let identifier: RequestIdentifier
    let fireDate: Date

    init(identifierText: String, identifier: RequestIdentifier, fireDate: Date) {
      self.identifierText = identifierText
      self.identifier = identifier
      self.fireDate = fireDate
    }
  }

  /// A group's candidates, soonest first: its timeline's occurrences (a planned group) or its pending
  /// one-shot requests (a group of occupants).
  ///
  /// Kept as stored properties, not an enum payload, so that reading the next occurrence mutates the timeline
  /// in place.
  private struct Cursor {
    let group: String
    /// The text its timeline's identifiers start with: what breaks a tie of fire dates with
    /// another cursor's head (``RequestIdentifier/prefix(ofGroup:)``).
    var prefix = ""
    var timeline: TimelineOccurrences?
    var handled: Set<String> = []
    var seenFailures = 0
    var occupants: [Candidate] = []
    var nextOccupant = 0
    /// Its next candidate; set with ``setHead(_:)``, which keeps ``headKey`` with it. (Not a
    /// property observer: one would make every change through `cursors[index]` copy the cursor
    /// out and back.)
    private(set) var head: Candidate?
    /// What the heap compares of ``head``, kept small so that comparing does not copy it.
    private(set) var headKey: HeadKey?
    /// Candidates that took a slot and gave it back, soonest first: they come before `head`.
    var returned: [Candidate] = []
    var exhausted = false

    /// Makes `candidate` its next one.
    mutating func setHead(_ candidate: Candidate?) {
      head = candidate
      headKey = candidate.map(HeadKey.init)
    }

    /// Takes its next candidate out, leaving it none: moved, not copied.
    mutating func takeHead() -> Candidate? {
      headKey = nil
      return head.take()
    }

    /// The entries its timeline found failing since last asked.
    mutating func takeNewFailures() -> ArraySlice<TimelineFailure> {
      guard let failures = timeline?.failures, failures.count > seenFailures else { return [] }
      defer { seenFailures = failures.count }
      return failures[seenFailures...]
    }
  }

  /// A cursor head's place in ``SlotOrder``: its fire date, and its identifier's text once it
  /// has one (a head not yet identified ties by its cursor's prefix).
  private struct HeadKey {
    var fireDate: Date?
    var identifier: String?

    init(_ candidate: Candidate) {
      fireDate = candidate.fireDate
      if case .head = candidate { identifier = nil } else { identifier = candidate.identifier }
    }
  }

  private struct Slot {
    enum State {
      case awaitingContent
      /// Its request, made and valid: its position in ``PlannerStateMachine/made`` (moving
      /// the slot copies no request).
      case ready(Int)
      /// Its request, made and equal to the one pending: kept as it is.
      case unchanged
      case empty
      case occupant
    }
    /// What holds a slot: an identified occurrence or an occupant, never a head.
    ///
    /// One reference either way, so that moving, copying and freeing a slot is cheap, where a
    /// ``Candidate`` carries a head's date expression.
    enum Holder {
      case occurrence(TimelineOccurrence)
      case occupant(Occupant)
    }
    let holder: Holder
    /// The holder's fire date, kept beside it: sorting slots reads it for each comparison.
    let fireDate: Date?
    let group: String
    /// The position of the cursor it was taken from, in ``PlannerStateMachine/cursors``.
    let cursor: Int
    var state: State

    init(_ holder: Holder, group: String, cursor: Int, state: State) {
      switch holder {
      case .occurrence(let occurrence): fireDate = occurrence.fireDate
      case .occupant(let occupant): fireDate = occupant.fireDate
      }
      self.holder = holder
      self.group = group
      self.cursor = cursor
      self.state = state
    }

    /// The holder, as the candidate it was before it took the slot.
    var candidate: Candidate {
      switch holder {
      case .occurrence(let occurrence): .occurrence(occurrence)
      case .occupant(let occupant): .occupant(occupant)
      }
    }
    var identifier: String {
      switch holder {
      case .occurrence(let occurrence): occurrence.identifierText
      case .occupant(let occupant): occupant.identifierText
      }
    }
    var requestIdentifier: RequestIdentifier {
      switch holder {
      case .occurrence(let occurrence): occurrence.identifier
      case .occupant(let occupant): occupant.identifier
      }
    }
    var order: SlotOrder { SlotOrder(fireDate: fireDate, identifier: identifier) }
    var occurrence: TimelineOccurrence? {
      if case .occurrence(let occurrence) = holder { occurrence } else { nil }
    }
  }

  private let context: DateBuilder.Context
  private let capacity: Int
  private let reservations: [String: Int]
  private let compresses: Bool
  private let tailNotice: TailNotice?
  /// The slot the tail notice takes: 1 with a notice, else 0 (kept apart so that counting the
  /// budget does not copy the notice to compare it with `nil`).
  private let tailNoticeSlots: Int
  /// The tail notice pending from an earlier plan, if any.
  private var pendingTail: PendingRequest?
  /// Whether the app has groups this plan leaves out (``PlanningSnapshot/otherGroups``).
  private let leavesGroupsOut: Bool
  /// When the groups this plan leaves out need a reschedule (``PlanningSnapshot/otherGroupsRefillDate``).
  private let otherGroupsRefillDate: Date?
  private let refused: [String: String]
  private let withdrawing: Set<String>
  /// Occurrences not to schedule again: delivered and still shown (a repeating request's
  /// delivery as the day's occurrence it stands for), or snoozed, their snooze pending.
  private var deliveredOnce: Set<String>
  private var groups: [PlanningGroup]
  private var cursors: [Cursor] = []
  private var heap = IndexHeap()
  private var heapIsStale = false
  /// Every content result received, so that an occurrence taken again is not made again.
  private var results: [String: ContentResult] = [:]
  /// Batches whose results were handed back in their order, not yet keyed into ``results``:
  /// they are keyed when a result is first looked up, which an unchanged launch never does.
  private var unkeyedBatches: [ContentBatch.Made] = []
  /// The occurrences whose rejection, skip or failure is reported already: a slot given
  /// back and settled again from the same result is reported once.
  private var reported: Set<String> = []
  private var started = false
  /// Pending requests of planned groups that the timeline may keep, replace or remove: each
  /// one's position in the snapshot's pending requests, by identifier. (Its fingerprint is
  /// read there, and its identifier parsed again on the rare paths that need its parts.)
  private var owned = TextTable()
  /// Owned requests kept as they are, each holding a slot: a failing entry's, say.
  private var protected: Set<String> = []
  /// How many pending requests hold a slot untouched.
  private var untouchable = 0
  private var untouchableByGroup: [String: Int] = [:]
  /// How many of them are series compressed into one repeating request.
  private var heldCompressedByGroup: [String: Int] = [:]
  private var admitted: [NotificationRequest] = []
  private var admittedIdentifiers: Set<String> = []
  private var removals: Set<String> = []
  private var occupants: [String: Occupant] = [:]
  private var slots = KeyedValues<Slot>()
  /// The requests made for slots, in the order they were made; a slot that is ready holds its
  /// request's position.
  private var made: [NotificationRequest] = []
  private var awaiting: [TimelineOccurrence]
  /// The position of each awaiting occurrence's slot, at the same index.
  private var awaitingPositions: [Int] = []
  /// The batch last asked for, and the positions of its slots in its order.
  private var batch: [TimelineOccurrence] = []
  private var batchPositions: [Int] = []
  /// ``KeyedValues/removals`` of the slots when the first occurrence now awaiting content took its slot.
  private var awaitingSince = 0
  private var failedEntries: Set<[String]> = []
  private var rejections: [ReschedulePlan.Rejection] = []
  private var deferrals: [Deferral] = []
  private var summaries: [String: GroupSlots] = [:]
  private var foreignCount = 0
  private var keptHeld: [String] = []
  private var result: ReschedulePlan?

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
    // Room for the slots up front (iOS has 64); a capacity given as huge reserves no more.
    let room = min(max(0, snapshot.capacity), 256)
    slots.reserveCapacity(room)
    made.reserveCapacity(room)
    awaiting = []
    awaiting.reserveCapacity(room)
    awaitingPositions.reserveCapacity(room)
  }

  private let pendingInput: [PendingRequest]
  /// Whether any occurrence must be looked up by identifier while reading the timelines.
  private var hasSkipRules: Bool {
    !deliveredOnce.isEmpty || !withdrawing.isEmpty || !admittedIdentifiers.isEmpty || !refused.isEmpty
  }
  private let removingGroups: Set<String>
  private let holdingGroups: Set<String>
  private let admitting: [NotificationRequest]

  private var budget: Int {
    capacity - untouchable - admitted.count - protected.count - slots.count - tailNoticeSlots
  }

  /// The next thing to do: make content for some occurrences, or take the finished plan.
  ///
  /// ```swift
  /// if case .finished(let plan) = planner.next() { print(plan.changes.count, "writes") }
  /// ```
  mutating func next() -> Action {
    if let result { return .finished(result) }
    if !started {
      started = true
      start()
    }
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
    result = plan
    return .finished(plan)
  }

  /// Hands back the content made for the occurrences of the last ``Action/makeContent(_:)``, keyed by their
  /// identifiers' ``RequestIdentifier/description``.
  ///
  /// An occurrence with no result counts as failed.
  ///
  /// ```swift
  /// planner.contentMade(["dailyQuote:0:20261122T090000": .made(content)])
  /// ```
  mutating func contentMade(_ results: [String: ContentResult]) {
    // The positions first, settled from the last: settling a slot may free it, which moves the
    // last slot into its place, and that one has been settled already.
    let waiting = slots.values.indices.filter { position in
      if case .awaitingContent = slots.values[position].state { true } else { false }
    }
    // Kept whole, so that a slot given back and taken again is settled without its maker; the
    // first batch's dictionary is taken as it is rather than copied in, element by element.
    keyUnkeyedResults()
    batch = []
    batchPositions = []
    if self.results.isEmpty {
      self.results = results
    } else {
      self.results.merge(results) { _, new in new }
    }
    for position in waiting.reversed() {
      let identifier = slots.keys[position]
      if let result = results[identifier] {
        settle(at: position, with: result)
      } else {
        let failed = ContentResult.failed("no content was made")
        self.results[identifier] = failed
        settle(at: position, with: failed)
      }
    }
    fill()
  }

  /// Hands back the content made for the occurrences of the last ``Action/makeContent(_:)``,
  /// in the batch's order: what ``contentMade(_:)`` does, without keying the results by
  /// identifier.
  ///
  /// A result missing at the end counts as failed.
  ///
  /// ```swift
  /// if case .makeContent(let occurrences) = planner.next() {
  ///   planner.contentMade(inBatchOrder: occurrences.map { _ in .made(NotificationContent(title: "Hi")) })
  /// }
  /// ```
  mutating func contentMade(inBatchOrder results: [ContentResult]) {
    let positions = batchPositions
    var results = results
    if results.count < positions.count {
      results += repeatElement(.failed("no content was made"), count: positions.count - results.count)
    }
    unkeyedBatches.append((batch, results))
    batch = []
    batchPositions = []
    // Settled from the highest position down, as in `contentMade(_:)`; slots taken one after
    // another are in ascending positions already.
    var order = Array(positions.indices.reversed())
    if zip(positions, positions.dropFirst()).contains(where: { $0 >= $1 }) {
      order.sort { positions[$0] > positions[$1] }
    }
    for index in order { settle(at: positions[index], with: results[index]) }
    fill()
  }

  /// Keys the results handed back in a batch's order into ``results``.
  private mutating func keyUnkeyedResults() {
    guard !unkeyedBatches.isEmpty else { return }
    ContentBatch.key(unkeyedBatches, into: &results)
    unkeyedBatches.removeAll()
  }

  /// Applies an occurrence's content result to its slot.
  ///
  /// A slot that gave way and is taken again is settled from the result already made, and reported once.
  private mutating func settle(at position: Int, with result: consuming ContentResult) {
    guard let occurrence = slots.values[position].occurrence else { return }
    // The slot's identifier and group are read only where they are needed: an unchanged
    // request, the common case, needs neither.
    switch consume result {
    case .made(let content):
      // What is pending already was valid when it was added: an equal request is kept as it is,
      // without being made. The occurrence was made with `owned`, which no longer changes once
      // slots are taken: it found its pending request's position there already, and took the
      // request's identifier as its own (so comparing the two is comparing a string with itself).
      if let index = occurrence.known, pendingInput[index].request.identifier == occurrence.identifierText,
        let pending = pendingInput[index].fingerprint, pending == occurrence.fingerprint(with: content)
      {
        slots.update(at: position) { $0.state = .unchanged }
        return
      }
      let identifier = slots.keys[position]
      let request = NotificationRequest(identifier: identifier, content: content, trigger: occurrence.trigger)
      do throws(NotificationRequestError) {
        try request.validate()
        made.append(request)
        slots.update(at: position) { $0.state = .ready(made.count - 1) }
      } catch {
        if isFirstReport(of: identifier) { reject(occurrence, reason: error.description) }
        release(identifier)
      }
    case .skipped:
      // The maker chose not to schedule it: a pending request for it goes, and the slot
      // goes to the next occurrence.
      let identifier = slots.keys[position]
      if isFirstReport(of: identifier) {
        summaries[slots.values[position].group, default: GroupSlots()].skippedByMaker += 1
      }
      slots[identifier] = nil
    case .failed(let reason):
      let identifier = slots.keys[position]
      if isFirstReport(of: identifier) {
        deferrals.append(
          Deferral(
            identifier: identifier, group: slots.values[position].group, fireDate: occurrence.fireDate,
            reason: .contentFailed(reason)))
      }
      if owned[identifier] != nil {
        release(identifier)
      } else {
        // The slot waits for the refill date; no other occurrence takes it.
        slots.update(at: position) { $0.state = .empty }
      }
    }
  }

  /// Whether `identifier`'s outcome is reported for the first time; asked only where there is
  /// something to report (a result is the same each time its slot is settled).
  private mutating func isFirstReport(of identifier: String) -> Bool {
    reported.insert(identifier).inserted
  }

  // MARK: Starting

  private mutating func start() {
    var planned = Set<String>(minimumCapacity: groups.count)
    var open: [PlanningGroup] = []
    open.reserveCapacity(groups.count)
    for group in groups {
      guard planned.insert(group.identifier).inserted else {
        rejections.append(
          .init(group: group.identifier, reason: "the group is planned twice; the first one counts"))
        continue
      }
      open.append(group)
    }
    owned.reserveCapacity(pendingInput.count)
    // Each group's role, found once: the pending requests of a few groups name them again and again.
    var roles: [(group: String, role: GroupRole)] = []
    roles.reserveCapacity(open.count)
    for index in pendingInput.indices {
      let identifier = pendingInput[index].request.identifier
      guard let (group, isManaged) = RequestIdentifier.groupAndManaged(identifier) else {
        if identifier == TailNotice.identifier {
          pendingTail = pendingInput[index]
        } else if withdrawing.contains(identifier) {
          // A request the framework did not make keeps its slot, unless the app withdraws it.
          removals.insert(identifier)
        } else {
          hold(group: nil)
        }
        continue
      }
      let role: GroupRole
      if let known = roles.firstIndex(where: { $0.group == group }) {
        role = roles[known].role
      } else {
        role = GroupRole(
          removing: removingGroups.contains(group), holding: holdingGroups.contains(group),
          planned: planned.contains(group))
        roles.append((group, role))
      }
      if role.removing || withdrawing.contains(identifier) {
        removals.insert(identifier)
      } else if isManaged && role.planned {
        hold(group: group, keeping: identifier)
        // A snoozed occurrence comes back as its snooze, not again as itself.
        if let snooze = RequestIdentifier(identifier), snooze.isSnooze {
          deliveredOnce.insert(snooze.occurrenceIdentifier.description)
        }
      } else if isManaged || role.holding {
        hold(group: group, pending: index)
      } else if role.planned {
        owned[identifier] = index
      } else if let date = displaceableFireDate(pendingInput[index].request),
        let parsed = RequestIdentifier(identifier)
      {
        occupants[identifier] = Occupant(identifierText: identifier, identifier: parsed, fireDate: date)
      } else {
        hold(group: group, pending: index)
      }
    }
    admit()
    cursors.reserveCapacity(open.count)
    summaries.reserveCapacity(open.count)
    let walkContext = context.forWalks()
    let comingRoundAgain = entriesComingRoundAgain()
    for group in open {
      do throws(TimelineError) {
        // An entry with an occurrence marked done whose time has not yet come here is not
        // compressed: a repeating request would still deliver that occurrence. Nor is one
        // with an occurrence delivered (or snoozed) whose time has not yet come here: after a
        // flight west, say. Once that time has passed, the entry is compressed again.
        var uncompressed = Set(
          group.handled.compactMap { text in
            RequestIdentifier(text).flatMap { $0.comesRoundAgain(in: context) ? $0.entry : nil }
          })
        uncompressed.formUnion(comingRoundAgain[group.identifier] ?? [])
        let occurrences = try group.timeline.occurrences(
          forGroup: group.identifier, in: walkContext, compressingExcept: compresses ? uncompressed : nil)
        cursors.append(
          Cursor(
            group: group.identifier, prefix: occurrences.identifierPrefix, timeline: occurrences,
            handled: group.handled))
        if summaries.index(forKey: group.identifier) == nil { summaries[group.identifier] = GroupSlots() }
      } catch {
        // The whole timeline is invalid: the group is left exactly as it is.
        rejections.append(.init(group: group.identifier, reason: error.description))
        summaries[group.identifier, default: GroupSlots()].rejected += 1
        for (identifier, index) in owned.elements
        where self.identifier(ofPending: index)?.group == group.identifier {
          owned[identifier] = nil
          hold(group: group.identifier, pending: index)
        }
      }
    }
    let occupantsByGroup = Dictionary(grouping: occupants.values, by: \.identifier.group)
    for (group, list) in occupantsByGroup.sorted(by: { $0.key < $1.key }) {
      let candidates = list.map(Candidate.occupant)
      cursors.append(
        Cursor(group: group, timeline: nil, occupants: candidates.sorted { $0.precedes($1) }))
    }
    // Reservations are taken before the shared slots, in ``fill()``.
    takeReservedSlots()
    var queue = IndexHeap()
    for index in cursors.indices where advance(index) {
      queue.insert(index) { headPrecedes($0, $1) }
    }
    heap = queue
    fill()
  }

  /// The entries, by group, with an occurrence delivered and still shown (or snoozed) whose
  /// wall-clock time is not yet past here: a repeating request would deliver it again today.
  private func entriesComingRoundAgain() -> [String: Set<String>] {
    guard !deliveredOnce.isEmpty else { return [:] }
    var entries: [String: Set<String>] = [:]
    for text in deliveredOnce {
      guard let identifier = RequestIdentifier(text), identifier.comesRoundAgain(in: context) else {
        continue
      }
      entries[identifier.group, default: []].insert(identifier.entry)
    }
    return entries
  }

  /// What the snapshot asks of a group whose requests are pending.
  private struct GroupRole {
    let removing: Bool
    let holding: Bool
    let planned: Bool
  }

  /// Counts a request that keeps its slot untouched; one of a planned group (a snooze) is
  /// listed as kept, the others count as foreign to the plan.
  private mutating func hold(group: String?, keeping identifier: String? = nil, pending index: Int? = nil) {
    untouchable += 1
    if let group {
      untouchableByGroup[group, default: 0] += 1
      if let index, pendingInput[index].request.isCompressedSeries {
        heldCompressedByGroup[group, default: 0] += 1
      }
    }
    if let identifier { keptHeld.append(identifier) } else { foreignCount += 1 }
  }

  /// The fire date of a pending request that may make room for sooner ones: a one-shot calendar or instant
  /// trigger.
  ///
  /// Repeating, interval and location requests cannot be put back by date, so they keep their slots.
  private func displaceableFireDate(_ request: NotificationRequest) -> Date? {
    switch request.trigger {
    case .calendar(_, repeats: false)?, .instant?:
      request.trigger?.nextFireDate(after: context.now, in: context)
    default: nil
    }
  }

  /// Admits the requests nobody can make again, while they fit.
  private mutating func admit() {
    for request in admitting {
      let identifier = request.identifier
      guard admittedIdentifiers.insert(identifier).inserted else { continue }
      let group = request.requestIdentifier?.group
      if let reason = refused[identifier] {
        // Refused earlier in this reschedule: not written again, and said so.
        deferrals.append(
          Deferral(
            identifier: identifier, group: group,
            fireDate: request.trigger?.nextFireDate(after: context.now, in: context),
            reason: .refusedByCenter(reason)))
        continue
      }
      let pendingAlready = pendingInput.contains { $0.request.identifier == identifier }
      if pendingAlready {
        // It replaces a request that already holds a slot: take it out of the slot it held.
        if removals.remove(identifier) == nil, owned.removeValue(forKey: identifier) == nil,
          occupants.removeValue(forKey: identifier) == nil
        {
          untouchable -= 1
          if let group { untouchableByGroup[group, default: 0] -= 1 }
          if let index = keptHeld.firstIndex(of: identifier) {
            keptHeld.remove(at: index)
          } else {
            foreignCount -= 1
          }
        }
      } else if budget <= 0 {
        deferrals.append(
          Deferral(
            identifier: identifier, group: group,
            fireDate: request.trigger?.nextFireDate(after: context.now, in: context),
            reason: .capacity))
        continue
      }
      admitted.append(request)
    }
  }

  // MARK: Filling

  /// Takes candidates, soonest first, while there are slots; then gives back the latest
  /// slots if protection took more than was left.
  private mutating func fill() {
    // A reserved slot freed by an occurrence left out (its maker returned `nil`, or made
    // invalid content) goes to its group's next occurrence first.
    if takeReservedSlots() { heapIsStale = true }
    var queue = heap
    heap = IndexHeap()
    if heapIsStale {
      queue = IndexHeap()
      for index in cursors.indices where advance(index) { queue.insert(index) { headPrecedes($0, $1) } }
      heapIsStale = false
    }
    while budget > 0, let index = queue.removeFirst(by: { headPrecedes($0, $1) }) {
      take(from: index)
      if advance(index) { queue.insert(index) { headPrecedes($0, $1) } }
    }
    heap = queue
    // Protection found while reading (a failing entry) can leave fewer slots than were
    // taken: the latest give theirs back, to be taken again if a slot frees up.
    while budget < 0, let latest = latestUnreservedSlot() {
      let slot = slots.values[latest]
      slots[slots.keys[latest]] = nil
      giveBack(slot)
    }
    // What a failing entry keeps can leave no room for a request admitted before the failure
    // showed: it yields too, rather than going over the cap.
    while budget < 0, let request = admitted.popLast() {
      deferrals.append(
        Deferral(
          identifier: request.identifier, group: request.requestIdentifier?.group,
          fireDate: request.trigger?.nextFireDate(after: context.now, in: context), reason: .capacity))
    }
  }

  /// How many slots the cursor's group holds: its slots (awaiting content, made, or left empty
  /// by a maker that threw) and its pending requests kept as they are.
  private func heldSlots(ofCursor index: Int) -> Int {
    let group = cursors[index].group
    var held = 0
    for slot in slots.values where slot.cursor == index { held += 1 }
    for identifier in protected {
      if let position = owned[identifier], self.identifier(ofPending: position)?.group == group { held += 1 }
    }
    return held
  }

  /// Gives each group with ``PlanningPolicy/reservedSlots`` its next occurrences while it
  /// holds fewer slots than it reserved and has occurrences left; whether it took any.
  ///
  /// A reserved slot belongs to its group until the group has nothing more to put in it:
  /// one freed by an occurrence its maker left out goes to the group's next occurrence, not
  /// to the shared slots.
  @discardableResult
  private mutating func takeReservedSlots() -> Bool {
    guard !reservations.isEmpty else { return false }
    var took = false
    for index in cursors.indices {
      guard let reserved = reservations[cursors[index].group], reserved > 0 else { continue }
      // Taking may settle at once from a result made earlier, and free the slot again: each
      // round counts what the group holds afresh.
      while budget > 0, heldSlots(ofCursor: index) < reserved, advance(index) {
        if take(from: index) { took = true }
      }
    }
    return took
  }

  /// The slot that gives way when protection leaves fewer slots than were taken: the latest
  /// one, except a slot its group needs to hold its reservation, while another can go.
  private func latestUnreservedSlot() -> Int? {
    func latest(_ positions: some Sequence<Int>) -> Int? {
      positions.max(by: { slots.values[$0].order < slots.values[$1].order })
    }
    guard !reservations.isEmpty else { return latest(slots.values.indices) }
    let unreserved = slots.values.indices.filter { position in
      let cursor = slots.values[position].cursor
      let reserved = reservations[cursors[cursor].group] ?? 0
      return reserved == 0 || heldSlots(ofCursor: cursor) > reserved
    }
    return latest(unreserved) ?? latest(slots.values.indices)
  }

  /// Puts a candidate back at the front of its cursor: it precedes whatever the cursor holds.
  private mutating func giveBack(_ slot: Slot) {
    let index = slot.cursor
    if let head = cursors[index].head { cursors[index].returned.insert(head, at: 0) }
    cursors[index].setHead(slot.candidate)
    heapIsStale = true
  }

  /// Gives the cursor's next candidate a slot; `false` if it had none, or its identifier
  /// could not be made.
  @discardableResult
  private mutating func take(from index: Int) -> Bool {
    guard advance(index), var candidate = cursors[index].takeHead() else { return false }
    if case .head(let head) = candidate {
      // Identified only now that it takes a slot; one that cannot be is its entry's failure.
      let occurrence = cursors[index].timeline?.occurrence(for: head, reusing: owned)
      noticeFailures(index)
      guard let occurrence else { return false }
      candidate = .occurrence(occurrence)
    }
    let group = cursors[index].group
    switch consume candidate {
    case .occurrence(let occurrence):
      let identifier = occurrence.identifierText
      let position = slots.set(
        Slot(.occurrence(occurrence), group: group, cursor: index, state: .awaitingContent),
        forKey: identifier)
      keyUnkeyedResults()
      if !results.isEmpty, let result = results[identifier] {
        settle(at: position, with: result)
      } else {
        if awaiting.isEmpty { awaitingSince = slots.removals }
        awaiting.append(occurrence)
        awaitingPositions.append(position)
      }
    case .occupant(let occupant):
      slots[occupant.identifierText] = Slot(
        .occupant(occupant), group: group, cursor: index, state: .occupant)
    case .head:
      return false
    }
    return true
  }

  /// Frees a slot; if the occurrence had a pending request, it is kept as it is.
  private mutating func release(_ identifier: String) {
    slots[identifier] = nil
    if owned[identifier] != nil { protected.insert(identifier) }
  }

  /// ``SlotOrder`` of two cursors' heads, comparing fire dates first; on a tie, a head not
  /// yet identified stands for its identifier by its cursor's prefix, which orders it among
  /// other groups' identifiers exactly as its identifier would (two cursors never share a group).
  private func headPrecedes(_ a: Int, _ b: Int) -> Bool {
    guard let x = cursors[a].headKey else { return false }
    guard let y = cursors[b].headKey else { return true }
    return SlotOrder.precedes(
      x.fireDate, x.identifier ?? cursors[a].prefix, y.fireDate, y.identifier ?? cursors[b].prefix)
  }

  /// Reports the entries of the cursor's timeline found failing since last asked.
  private mutating func noticeFailures(_ index: Int) {
    // Asked of the cursor where it lies: reading `failures` through the array would copy it.
    let failures = cursors[index].takeNewFailures()
    guard !failures.isEmpty else { return }
    for failure in failures { entryFailed(group: cursors[index].group, failure: failure) }
  }

  /// The cursor's next candidate, identified (for the plan's overflow and deferrals).
  private mutating func identifiedHead(_ index: Int) -> (order: SlotOrder, identifier: RequestIdentifier?)? {
    while let candidate = peek(index) {
      guard case .head(let head) = candidate else { return (candidate.order, candidate.requestIdentifier) }
      let identified = cursors[index].timeline?.identifier(for: head)
      noticeFailures(index)
      cursors[index].setHead(nil)
      if let (identifier, text) = identified {
        return (SlotOrder(fireDate: head.fireDate, identifier: text), identifier)
      }
    }
    return nil
  }

  /// The cursor's next candidate, reading past what must not be scheduled again.
  private mutating func peek(_ index: Int) -> Candidate? {
    advance(index) ? cursors[index].head : nil
  }

  /// Reads the cursor up to its next candidate, past what must not be scheduled again;
  /// whether it has one.
  private mutating func advance(_ index: Int) -> Bool {
    while cursors[index].headKey == nil, !cursors[index].returned.isEmpty || !cursors[index].exhausted {
      guard cursors[index].returned.isEmpty else {
        cursors[index].setHead(cursors[index].returned.removeFirst())
        break
      }
      let group = cursors[index].group
      guard cursors[index].timeline != nil else {
        let next = cursors[index].nextOccupant
        guard next < cursors[index].occupants.count else {
          cursors[index].exhausted = true
          break
        }
        cursors[index].nextOccupant = next + 1
        cursors[index].setHead(cursors[index].occupants[next])
        continue
      }
      let next = cursors[index].timeline?.nextHead()
      noticeFailures(index)
      guard let head = next else {
        cursors[index].exhausted = true
        break
      }
      // The identifier is made only when there is something to look it up in; otherwise
      // when the occurrence takes a slot.
      guard hasSkipRules || !cursors[index].handled.isEmpty else {
        cursors[index].setHead(.head(head))
        continue
      }
      let occurrence = cursors[index].timeline?.occurrence(for: head, reusing: owned)
      noticeFailures(index)
      guard let occurrence else { continue }
      let identifier = occurrence.identifierText
      if cursors[index].handled.contains(identifier) {
        summaries[group, default: GroupSlots()].skippedHandled += 1
      } else if deliveredOnce.contains(identifier), !occurrence.repeats {
        summaries[group, default: GroupSlots()].skippedDelivered += 1
      } else if withdrawing.contains(identifier) || admittedIdentifiers.contains(identifier) {
        continue
      } else if let reason = refused[identifier] {
        deferrals.append(
          Deferral(
            identifier: identifier, group: group, fireDate: occurrence.fireDate,
            reason: .refusedByCenter(reason)))
        if owned[identifier] != nil { protected.insert(identifier) }
      } else {
        cursors[index].setHead(.occurrence(occurrence))
      }
    }
    return cursors[index].headKey != nil
  }

  /// An entry's dates failed part-way: its pending requests stay exactly as they are, each
  /// holding its slot, and what it had in the plan gives way to them.
  private mutating func entryFailed(group: String, failure: TimelineFailure) {
    guard failedEntries.insert([group, failure.entry]).inserted else { return }
    rejections.append(
      .init(
        group: group, entry: failure.entry, reason: failure.error.description,
        sourceLocation: failure.sourceLocation))
    summaries[group, default: GroupSlots()].rejected += 1
    for (identifier, index) in owned.elements {
      guard let parsed = self.identifier(ofPending: index), parsed.group == group,
        parsed.entry == failure.entry
      else {
        continue
      }
      slots[identifier] = nil
      protected.insert(identifier)
    }
  }

  private mutating func reject(_ occurrence: TimelineOccurrence, reason: String) {
    let group = occurrence.identifier.group
    rejections.append(
      .init(
        group: group, entry: occurrence.identifier.entry, identifier: occurrence.identifier, reason: reason,
        sourceLocation: occurrence.sourceLocation))
    summaries[group, default: GroupSlots()].rejected += 1
  }

  // MARK: Finishing

  /// Whether `identifier` holds a slot with a request to keep or write (not one awaiting
  /// content, nor one left empty by a maker that threw).
  private func isScheduled(_ identifier: String) -> Bool {
    guard let position = slots.position(of: identifier) else { return false }
    switch slots.values[position].state {
    case .ready, .unchanged, .occupant: return true
    case .awaitingContent, .empty: return false
    }
  }

  /// `positions` of slots grouped by cursor, cursors in the order of their identifier
  /// prefixes, and each cursor's in the slot order; with each cursor's run in that list.
  ///
  /// Placed by counting, each cursor's slots keep the order they were taken in, which is
  /// the slot order unless a slot was freed (the last one takes its place) or given back:
  /// a cursor's run is sorted only when it is out of order.
  private static func orderedByCursor(_ positions: [Int], in slots: KeyedValues<Slot>, cursors: [Cursor])
    -> (positions: [Int], runs: [(cursor: Int, range: Range<Int>)])
  {
    var next = [Int](repeating: 0, count: cursors.count)
    for position in positions { next[slots.values[position].cursor] += 1 }
    // Each cursor's run, cursors taken in the order of their prefixes; `next` becomes where
    // the cursor's next slot goes.
    var byPrefix = Array(cursors.indices)
    byPrefix.sort { RequestIdentifierText.precedes(cursors[$0].prefix, cursors[$1].prefix) }
    var runs: [(cursor: Int, range: Range<Int>)] = []
    var start = 0
    for cursor in byPrefix where next[cursor] > 0 {
      runs.append((cursor, start..<(start + next[cursor])))
      (next[cursor], start) = (start, start + next[cursor])
    }
    var ordered = [Int](repeating: 0, count: positions.count)
    for position in positions {
      let cursor = slots.values[position].cursor
      ordered[next[cursor]] = position
      next[cursor] += 1
    }
    func precedes(_ a: Int, _ b: Int) -> Bool {
      SlotOrder.precedes(slots.values[a].fireDate, slots.keys[a], slots.values[b].fireDate, slots.keys[b])
    }
    for (_, range) in runs
    where zip(ordered[range], ordered[range].dropFirst()).contains(where: { !precedes($0, $1) }) {
      ordered[range].sort(by: precedes)
    }
    return (ordered, runs)
  }

  private mutating func finish() -> ReschedulePlan {
    var plan = ReschedulePlan(
      changes: [], kept: [], overflow: [:], rejections: rejections, skippedPast: [:], refillDate: nil,
      scheduled: [:], foreignCount: foreignCount)
    // Each planned group's first occurrence that got no slot (one cursor per group), read
    // before the slots are: identifying it may find its entry failing, which frees slots.
    deferrals.reserveCapacity(deferrals.count + cursors.count)
    plan.overflow.reserveCapacity(cursors.count)
    for index in cursors.indices {
      guard cursors[index].timeline != nil, let (order, identifier) = identifiedHead(index) else { continue }
      let group = cursors[index].group
      deferrals.append(
        Deferral(identifier: order.identifier, group: group, fireDate: order.fireDate, reason: .capacity))
      if let parsed = identifier ?? RequestIdentifier(order.identifier) {
        plan.overflow[group] = .init(identifier: parsed, fireDate: order.fireDate)
      }
    }
    var additions: [(SlotOrder, PlannedChange)] = []
    additions.reserveCapacity(slots.count + admitted.count)
    plan.kept.reserveCapacity(slots.count + admitted.count + keptHeld.count + protected.count)
    // The scheduled slots, as positions, in one list: sorted by their cursors, cursors in the
    // order of their groups' identifier prefixes, and each cursor's in the slot order. Each
    // group's list and kept identifiers are then read off a run of it: a group's identifiers
    // are one range of the sorted kept list, so the sort at the end is left only each group's
    // entries to interleave.
    var scheduled: [Int] = []
    scheduled.reserveCapacity(slots.count)
    // How many owned requests hold a slot: when all of them do, none is to be removed.
    var ownedScheduled = 0
    // Each slot read where it lies: a copy of a slot is a copy of its candidate.
    for position in slots.values.indices {
      let identifier = slots.keys[position]
      switch slots.values[position].state {
      case .ready(let made):
        let replaces = owned[identifier] != nil
        if replaces { ownedScheduled += 1 }
        additions.append(
          (slots.values[position].order, replaces ? .replace(self.made[made]) : .add(self.made[made])))
      case .unchanged:
        ownedScheduled += 1
      case .occupant:
        break
      case .awaitingContent, .empty:
        continue
      }
      scheduled.append(position)
    }
    let (ordered, runs) = Self.orderedByCursor(scheduled, in: slots, cursors: cursors)
    for (cursor, range) in runs {
      var list: [ReschedulePlan.Scheduled] = []
      list.reserveCapacity(range.count)
      var compressed = 0
      for position in ordered[range] {
        switch slots.values[position].state {
        case .unchanged, .occupant: plan.kept.append(slots.keys[position])
        case .ready, .awaitingContent, .empty: break
        }
        let pattern = slots.values[position].occurrence?.repeatingPattern
        if pattern != nil { compressed += 1 }
        list.append(
          .init(
            identifier: slots.values[position].requestIdentifier, fireDate: slots.values[position].fireDate,
            repeatingPattern: pattern
          ))
      }
      // Every scheduled slot counts for its group.
      let group = cursors[cursor].group
      summaries[group, default: GroupSlots()].scheduled += range.count
      summaries[group, default: GroupSlots()].compressed += compressed
      if !list.isEmpty { plan.scheduled[group] = list }
    }
    for request in admitted {
      let existing = pendingInput.first { $0.request.identifier == request.identifier }
      if existing?.fingerprint == request.fingerprint, existing != nil {
        plan.kept.append(request.identifier)
      } else {
        let order = SlotOrder(
          fireDate: request.trigger?.nextFireDate(after: context.now, in: context),
          identifier: request.identifier)
        additions.append((order, existing == nil ? .add(request) : .replace(request)))
      }
      if let group = request.requestIdentifier?.group {
        summaries[group, default: GroupSlots()].scheduled += 1
      }
    }
    plan.kept += keptHeld
    for identifier in protected where !isScheduled(identifier) {
      plan.kept.append(identifier)
      if let index = owned[identifier], let group = self.identifier(ofPending: index)?.group {
        summaries[group, default: GroupSlots()].scheduled += 1
        if pendingInput[index].request.isCompressedSeries {
          summaries[group, default: GroupSlots()].compressed += 1
        }
      }
    }
    if ownedScheduled < owned.count {
      for (identifier, _) in owned.elements where !isScheduled(identifier) && !protected.contains(identifier)
      {
        removals.insert(identifier)
      }
    }
    for (identifier, occupant) in occupants where !isScheduled(identifier) {
      removals.insert(identifier)
      deferrals.append(
        Deferral(
          identifier: identifier, group: occupant.identifier.group, fireDate: occupant.fireDate,
          reason: .displaced))
    }
    for (group, count) in untouchableByGroup where count > 0 {
      summaries[group, default: GroupSlots()].scheduled += count
    }
    // A group's repeating requests that stand for a series count as compressed, whether or not
    // this plan read its timeline.
    for (group, count) in heldCompressedByGroup where count > 0 {
      summaries[group, default: GroupSlots()].compressed += count
    }
    for index in cursors.indices {
      // Read where the cursor lies: binding its timeline would copy it.
      guard let skipped = cursors[index].timeline?.skippedPast, skipped > 0 else { continue }
      plan.skippedPast[cursors[index].group] = skipped
      summaries[cursors[index].group, default: GroupSlots()].skippedPast = skipped
    }
    plan.rejections = rejections
    plan.changes =
      removals.sorted().map(PlannedChange.remove)
      + additions.sorted { $0.0 < $1.0 }.map(\.1)
    RequestIdentifierText.sort(&plan.kept)
    deferrals.sort { SlotOrder.precedes($0.fireDate, $0.identifier, $1.fireDate, $1.identifier) }
    for deferral in deferrals {
      guard let group = deferral.group else { continue }
      summaries[group, default: GroupSlots()].deferrals.append(deferral)
    }
    plan.deferrals = deferrals
    // Sorted soonest first (those without a date before them): the first date is the least.
    plan.refillDate = deferrals.first { $0.fireDate != nil }?.fireDate
    // The groups left out need a refill no later than their own date, or a pending notice's
    // if that is sooner.
    plan.refillDate = Self.sooner(Self.sooner(plan.refillDate, keptTailDate), otherGroupsRefillDate)
    // A window that ended before now (the groups left out were last planned long ago) needs a
    // reschedule now: the refill date is never before the plan.
    if let refill = plan.refillDate, refill < context.now { plan.refillDate = context.now }
    // The tail notice goes where the refill date says the window ends.
    switch TailNotice.placement(
      tailNotice, refillDate: plan.refillDate, now: context.now, pending: pendingTail)
    {
    case .nothing: break
    case .keep: plan.kept.append(TailNotice.identifier)
    case .write(let change): plan.changes.append(change)
    }
    plan.groups = summaries
    return plan
  }
}

extension PlannerStateMachine {
  /// The date of the tail notice pending from an earlier plan, if it stays: while the app
  /// has groups this plan leaves out, or their one-shot requests are pending, their window
  /// may end there, and only a plan of every group can tell that it does not.
  fileprivate var keptTailDate: Date? {
    guard tailNotice != nil, leavesGroupsOut || !occupants.isEmpty else { return nil }
    return pendingTail?.request.trigger?.nextFireDate(after: context.now, in: context)
  }

  /// The sooner of two dates, either of which may be missing.
  fileprivate static func sooner(_ a: Date?, _ b: Date?) -> Date? {
    guard let a, let b else { return a ?? b }
    return min(a, b)
  }
}
