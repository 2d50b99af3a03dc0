public import DateBuilder
import Foundation

/// Decides what to add, replace and remove so that the pending requests equal what the
/// groups' timelines say, within the platform's cap: a pure function of its inputs, with no
/// I/O and no clock — it reads the time from the context it is given.
///
/// ```swift
/// let plan = await ReschedulePlanner.plan(
///   [PlanningGroup(identifier: "dailyQuote", timeline: timeline)],
///   pending: await center.pendingRequests(), in: .current, capacity: center.pendingCapacity)
/// ```
///
/// The rules:
/// - Never more pending than `capacity`, counting requests of groups not being planned
///   (and requests the framework did not make), which are never touched.
/// - The soonest occurrences across the planned groups win; ``PlanningPolicy`` can reserve
///   slots per group. A repeating or location request takes one slot.
/// - An occurrence whose request is pending with the same fingerprint is kept (no write);
///   one with another fingerprint is replaced; a pending request no longer in its group's
///   timeline is removed.
/// - Content makers run only for the occurrences that will be pending; a maker returning
///   `nil` skips its occurrence and the next one takes the slot.
/// - Occurrences in ``PlanningGroup/handled`` are skipped. Pending requests of a planned
///   group whose entry key starts with `~` (``RequestIdentifier/managedEntryPrefix``) —
///   a snoozed reminder, say — are not the timeline's: they are kept, and take their slots,
///   until they fire or the group is removed.
/// - Invalid entries and content are reported in ``ReschedulePlan/rejections``, and the
///   pending requests they would have replaced are kept: a mistake never removes what was
///   scheduled. A group whose timeline is invalid as a whole is left as it is.
///
/// Its cost grows with the number of groups and entries and with the capacity, never with a
/// timeline's horizon: it evaluates each entry's next occurrence, then takes the soonest from
/// a heap of the groups, O(log groups) per occurrence taken.
public enum ReschedulePlanner {
  /// Plans a reschedule of `groups`.
  ///
  /// ```swift
  /// let plan = await ReschedulePlanner.plan(groups, pending: pending, in: context, capacity: 64)
  /// #expect(plan.isEmpty)
  /// ```
  ///
  /// - Parameters:
  ///   - groups: The groups to plan, with their timelines.
  ///   - pending: Every pending request, as the center reports them.
  ///   - context: Now, the calendar and the device's time zone.
  ///   - capacity: The most requests that may be pending.
  ///   - policy: How slots are shared among the groups.
  ///   - settings: The person's notification settings, handed to content makers.
  /// - Returns: The plan.
  public static func plan(
    _ groups: [PlanningGroup], pending: [PendingRequest], in context: DateBuilder.Context, capacity: Int,
    policy: PlanningPolicy = .soonestFirst, settings: NotificationSettings? = nil
  ) async -> ReschedulePlan {
    var state = PlanningState(context: context, settings: settings)
    state.open(groups)
    state.adopt(pending)
    await state.fill(capacity: capacity, reservations: policy.reservedSlots)
    return state.plan()
  }
}

/// The working state of one planning run.
private struct PlanningState {
  struct Cursor {
    let group: String
    let handled: Set<String>
    var occurrences: TimelineOccurrences
    var head: TimelineOccurrence?
    var exhausted = false

    mutating func peek() -> TimelineOccurrence? {
      while head == nil, !exhausted {
        head = occurrences.next()
        exhausted = head == nil
        if let next = head, handled.contains(next.identifier.description) { head = nil }
      }
      return head
    }

    mutating func pop() -> TimelineOccurrence? {
      defer { head = nil }
      return peek()
    }
  }

  struct Selected {
    let occurrence: TimelineOccurrence
    let request: NotificationRequest
  }

  let context: DateBuilder.Context
  let settings: NotificationSettings?
  var cursors: [Cursor] = []
  var rejections: [ReschedulePlan.Rejection] = []
  var owned: [String: PendingRequest] = [:]
  var protected: Set<String> = []
  var foreignCount = 0
  var selected: [Selected] = []

  init(context: DateBuilder.Context, settings: NotificationSettings?) {
    self.context = context
    self.settings = settings
  }

  /// Evaluates each group's timeline; a group that cannot be evaluated is rejected and its
  /// pending requests are left alone.
  mutating func open(_ groups: [PlanningGroup]) {
    var seen = Set<String>()
    for group in groups {
      guard seen.insert(group.identifier).inserted else {
        rejections.append(
          .init(group: group.identifier, reason: "the group is planned twice; the first one counts"))
        continue
      }
      do throws(TimelineError) {
        let occurrences = try group.timeline.occurrences(forGroup: group.identifier, in: context)
        var cursor = Cursor(group: group.identifier, handled: group.handled, occurrences: occurrences)
        _ = cursor.peek()
        cursors.append(cursor)
      } catch {
        rejections.append(.init(group: group.identifier, reason: error.description))
      }
    }
  }

  /// Sorts the pending requests into the planned groups' own and the rest, and protects
  /// the requests of entries that failed.
  mutating func adopt(_ pending: [PendingRequest]) {
    let planned = Set(cursors.map(\.group))
    for request in pending {
      if let id = request.request.requestIdentifier, planned.contains(id.group) {
        owned[request.request.identifier] = request
      } else {
        foreignCount += 1
      }
    }
    protectFailedEntries()
  }

  /// Keeps the pending requests of entries found invalid, and the framework-managed ones
  /// (snoozes): they are not removed, and they keep their slots.
  mutating func protectFailedEntries() {
    var failed = Set<String>()
    for cursor in cursors {
      for failure in cursor.occurrences.failures { failed.insert("\(cursor.group):\(failure.entry)") }
    }
    for identifier in owned.keys {
      guard let id = RequestIdentifier(identifier) else { continue }
      if failed.contains("\(id.group):\(id.entry)")
        || id.entry.hasPrefix(RequestIdentifier.managedEntryPrefix)
      {
        protected.insert(identifier)
      }
    }
  }

  /// Takes occurrences, reserved ones first and then the soonest, until the cap is reached.
  mutating func fill(capacity: Int, reservations: [String: Int]) async {
    var budget: Int { capacity - foreignCount - protected.count - selected.count }
    for index in cursors.indices {
      var reserved = reservations[cursors[index].group] ?? 0
      while reserved > 0, budget > 0, cursors[index].peek() != nil {
        if await take(from: index) { reserved -= 1 }
      }
    }
    var queue = IndexHeap()
    for index in cursors.indices where cursors[index].peek() != nil {
      queue.insert(index) { headPrecedes($0, $1) }
    }
    while budget > 0, let index = queue.removeFirst(by: { headPrecedes($0, $1) }) {
      await take(from: index)
      if cursors[index].peek() != nil { queue.insert(index) { headPrecedes($0, $1) } }
    }
    protectFailedEntries()
    while budget < 0, !selected.isEmpty {
      selected.removeLast()  // entries that failed late kept their slots; the latest additions yield
    }
  }

  /// Whether cursor `a`'s next occurrence comes before cursor `b`'s; both were peeked.
  private func headPrecedes(_ a: Int, _ b: Int) -> Bool {
    guard let x = cursors[a].head, let y = cursors[b].head else { return cursors[a].head != nil }
    return precedes(x, y)
  }

  private func precedes(_ a: TimelineOccurrence, _ b: TimelineOccurrence) -> Bool {
    switch (a.fireDate, b.fireDate) {
    case (nil, .some): true
    case (.some, nil): false
    case let (x?, y?) where x != y: x < y
    default: a.identifier < b.identifier
    }
  }

  /// Makes the next occurrence's request; whether it took a slot.
  @discardableResult
  private mutating func take(from index: Int) async -> Bool {
    guard let occurrence = cursors[index].pop() else { return false }
    guard let request = await occurrence.makeRequest(settings: settings) else { return false }
    let identifier = request.identifier
    do throws(NotificationRequestError) {
      try request.validate()
    } catch {
      rejections.append(
        .init(
          group: occurrence.identifier.group, entry: occurrence.identifier.entry,
          identifier: occurrence.identifier,
          reason: error.description, sourceLocation: occurrence.sourceLocation))
      guard owned[identifier] != nil else { return false }
      protected.insert(identifier)
      return true
    }
    selected.append(Selected(occurrence: occurrence, request: request))
    return true
  }

  mutating func plan() -> ReschedulePlan {
    var changes: [PlannedChange] = []
    var kept: [String] = []
    var scheduled: [String: [ReschedulePlan.Scheduled]] = [:]
    let ordered = selected.sorted { precedes($0.occurrence, $1.occurrence) }
    let desired = Set(ordered.map(\.request.identifier))
    let removals = owned.keys.filter { !desired.contains($0) && !protected.contains($0) }.sorted()
    changes += removals.map(PlannedChange.remove)
    for item in ordered {
      let identifier = item.request.identifier
      scheduled[item.occurrence.identifier.group, default: []].append(
        .init(identifier: item.occurrence.identifier, fireDate: item.occurrence.fireDate))
      if let existing = owned[identifier] {
        if existing.fingerprint == item.request.fingerprint {
          kept.append(identifier)
        } else {
          changes.append(.replace(item.request))
        }
      } else {
        changes.append(.add(item.request))
      }
    }
    kept += protected.subtracting(desired).sorted()
    var overflow: [String: ReschedulePlan.Overflow] = [:]
    var skippedPast: [String: Int] = [:]
    for index in cursors.indices {
      let group = cursors[index].group
      if let next = cursors[index].peek() {
        overflow[group] = .init(identifier: next.identifier, fireDate: next.fireDate)
      }
      for failure in cursors[index].occurrences.failures {
        rejections.append(
          .init(
            group: group, entry: failure.entry, reason: failure.error.description,
            sourceLocation: failure.sourceLocation))
      }
      let past = cursors[index].occurrences.skippedPast
      if past > 0 { skippedPast[group] = past }
    }
    return ReschedulePlan(
      changes: changes, kept: kept, overflow: overflow, rejections: rejections, skippedPast: skippedPast,
      refillDate: overflow.values.compactMap(\.fireDate).min(), scheduled: scheduled,
      foreignCount: foreignCount)
  }
}
