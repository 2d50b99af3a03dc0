import Foundation
import PropertyTesting
import TestSupport
import Testing

@testable import NiceNotifications

/// A snapshot for the pure planner as plain values: finite timelines (some with an invalid
/// date part-way), makers that skip or throw, pending requests left by an earlier timeline,
/// requests of other apps and groups, snoozes, deliveries, done marks and a request to admit.
struct StateMachineScenario: CustomStringConvertible, Sendable {
  struct Entry: Sendable {
    /// Day offsets from today and hours; a `nil` hour is an invalid time (25:00).
    var dates: [(day: Int, hour: Int?)]
  }

  var groups: [[Entry]]
  var previous: [[Entry]]
  /// Per occurrence index (by identifier hash): 0 made, 1 skipped, 2 failed.
  var makerSeed: UInt64
  var makerFailures: Bool
  var foreign: Int
  var otherGroupOneShots: Int
  var snoozes: Int
  var capacity: Int
  var zone: String
  var deliveredFraction: Int
  var handledFraction: Int
  var admit: Bool
  var removeFirstGroup: Bool

  var description: String {
    "capacity \(capacity), foreign \(foreign), others \(otherGroupOneShots), snoozes \(snoozes), zone \(zone), "
      + "maker seed \(makerSeed) failures \(makerFailures), delivered 1/\(deliveredFraction), handled 1/\(handledFraction), "
      + "admit \(admit), remove first \(removeFirstGroup), groups \(groups.map { $0.map(\.dates) }), previous \(previous.map { $0.map(\.dates) })"
  }

  static func generate(_ g: inout SeededGenerator) -> StateMachineScenario {
    func entry(_ g: inout SeededGenerator) -> Entry {
      // A series yields its dates in order, as every DateBuilder series does.
      var day = 0
      var hour = 0
      let dates: [(Int, Int?)] = (0..<Int.random(in: 0...12, using: &g)).map { _ in
        let step = Int.random(in: 0...30, using: &g)
        hour += step
        day += hour / 24
        hour %= 24
        let invalid = Int.random(in: 0..<25, using: &g) == 0
        return (day, invalid ? nil : hour)
      }
      return Entry(dates: dates)
    }
    func group(_ g: inout SeededGenerator) -> [Entry] {
      (0..<Int.random(in: 0...3, using: &g)).map { _ in entry(&g) }
    }
    let groups = (0..<Int.random(in: 0...3, using: &g)).map { _ in group(&g) }
    let previous = groups.map { Bool.random(using: &g) ? $0 : group(&g) }
    return StateMachineScenario(
      groups: groups, previous: previous, makerSeed: g.next(), makerFailures: Bool.random(using: &g),
      foreign: Int.random(in: 0...6, using: &g), otherGroupOneShots: Int.random(in: 0...8, using: &g),
      snoozes: Int.random(in: 0...2, using: &g), capacity: Int.random(in: 0...24, using: &g),
      zone: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "UTC"].randomElement(using: &g)
        ?? "UTC",
      deliveredFraction: Int.random(in: 2...8, using: &g), handledFraction: Int.random(in: 2...8, using: &g),
      admit: Bool.random(using: &g), removeFirstGroup: Int.random(in: 0..<6, using: &g) == 0)
  }

  static func shrink(_ s: StateMachineScenario) -> [StateMachineScenario] {
    var smaller: [StateMachineScenario] = []
    for index in s.groups.indices {
      var copy = s
      copy.groups.remove(at: index)
      copy.previous.remove(at: index)
      smaller.append(copy)
    }
    for (keyPath, value) in [
      (\StateMachineScenario.foreign, s.foreign), (\.otherGroupOneShots, s.otherGroupOneShots),
      (\.snoozes, s.snoozes),
    ]
    where value > 0 {
      var copy = s
      copy[keyPath: keyPath] = value - 1
      smaller.append(copy)
    }
    if s.admit {
      var copy = s
      copy.admit = false
      smaller.append(copy)
    }
    return smaller
  }

  // MARK: Building the snapshot

  var context: DateBuilder.Context { .fixed(2026, 10, 24, 12, 0, in: zone) }

  func timeline(_ entries: [Entry], version: String) -> NotificationsTimeline {
    NotificationsTimeline(
      entries: entries.enumerated().map { index, entry in
        let dates = entry.dates.map { AddingDays($0.day, to: .today).at(hour: $0.hour ?? 25, minute: 0) }
        return dates.schedule(title: "\(version)\(index)")
      })
  }

  func group(_ index: Int) -> String { "g\(index)" }

  /// What the maker does for an occurrence: the same every time it is asked.
  func content(for occurrence: TimelineOccurrence, version: String) -> PlannerStateMachine.ContentResult {
    var generator = SeededGenerator(
      seed: makerSeed ^ UInt64(truncatingIfNeeded: stableHash(occurrence.identifier.description)))
    let roll = Int.random(in: 0..<10, using: &generator)
    if makerFailures, roll == 0 { return .failed("outage") }
    if roll == 1 { return .skipped }
    return .made(NotificationContent(title: "\(version)\(occurrence.entryIndex)"))
  }

  func stableHash(_ text: String) -> UInt64 {
    text.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
  }

  /// Runs the state machine, answering its content requests with ``content(for:version:)``
  /// in the batch's order, as the executor does.
  func run(_ snapshot: PlanningSnapshot, version: String) -> (
    ReschedulePlan, [String: PlannerStateMachine.ContentResult]
  ) {
    var machine = PlannerStateMachine(snapshot)
    var asked: [String: PlannerStateMachine.ContentResult] = [:]
    var askedTwice = false
    while true {
      switch machine.next() {
      case .makeContent(let occurrences):
        var inOrder: [PlannerStateMachine.ContentResult] = []
        for occurrence in occurrences {
          let key = occurrence.identifier.description
          if asked[key] != nil { askedTwice = true }
          let result = content(for: occurrence, version: version)
          inOrder.append(result)
          asked[key] = result
        }
        machine.contentMade(inBatchOrder: inOrder)
      case .finished(let plan):
        precondition(!askedTwice, "content asked twice for one occurrence")
        return (plan, asked)
      }
    }
  }

  /// The pending set a previous timeline left, plus everything that is not the timelines'.
  func pending() -> [PendingRequest] {
    var snapshot = PlanningSnapshot(pending: [], context: context, capacity: 64)
    snapshot.groups = previous.enumerated().map {
      PlanningGroup(identifier: group($0), timeline: timeline($1, version: "old"))
    }
    let (plan, _) = run(snapshot, version: "old")
    var pending = plan.additions.map { PendingRequest(request: $0, fingerprint: $0.fingerprint) }
    for index in 0..<foreign {
      let request = NotificationRequest(
        identifier: "someone-else-\(index)", content: NotificationContent(title: "x"),
        trigger: .timeInterval(Double(600 * (index + 1)), repeats: false))
      pending.append(PendingRequest(request: request, fingerprint: nil))
    }
    for index in 0..<otherGroupOneShots {
      let instant = context.now.addingTimeInterval(Double(3_600 * (index * 7 + 1)))
      let request = NotificationRequest(
        identifier: RequestIdentifier(group: "other", entry: "0", occurrence: "o\(index)").description,
        content: NotificationContent(title: "other"), trigger: .instant(instant))
      pending.append(PendingRequest(request: request, fingerprint: request.fingerprint))
    }
    for index in 0..<snoozes {
      let snooze = RequestIdentifier(group: group(0), entry: "0", occurrence: "s\(index)").snoozed
      let request = NotificationRequest(
        identifier: snooze.description, content: NotificationContent(title: "snoozed"),
        trigger: .timeInterval(600, repeats: false))
      pending.append(PendingRequest(request: request, fingerprint: request.fingerprint))
    }
    return pending
  }

  /// Every occurrence of the current timelines, for choosing what was delivered or done.
  func allOccurrences() -> [TimelineOccurrence] {
    groups.enumerated().flatMap { index, entries -> [TimelineOccurrence] in
      guard
        var occurrences = try? timeline(entries, version: "new").occurrences(
          forGroup: group(index), in: context)
      else { return [] }
      var all: [TimelineOccurrence] = []
      while let next = occurrences.next() { all.append(next) }
      return all
    }
  }

  func snapshot(pending: [PendingRequest]) -> PlanningSnapshot {
    var snapshot = PlanningSnapshot(pending: pending, context: context, capacity: capacity)
    let occurrences = allOccurrences()
    let delivered = occurrences.enumerated().filter { $0.offset % deliveredFraction == 1 }.map(\.element)
    snapshot.delivered = delivered.map {
      DeliveredNotification(
        request: NotificationRequest(
          identifier: $0.identifier.description, content: NotificationContent(title: "d"), trigger: $0.trigger
        ),
        date: context.now)
    }
    let handled = Set(
      occurrences.enumerated().filter { $0.offset % handledFraction == 2 }.map {
        $0.element.identifier.description
      })
    snapshot.groups = groups.enumerated().compactMap { index, entries in
      if removeFirstGroup, index == 0 { return nil }
      return PlanningGroup(
        identifier: group(index), timeline: timeline(entries, version: "new"),
        handled: handled.filter { RequestIdentifier($0)?.group == group(index) })
    }
    if removeFirstGroup, !groups.isEmpty { snapshot.removing = [group(0)] }
    if admit {
      snapshot.admitting = [
        NotificationRequest(
          identifier: "direct", content: NotificationContent(title: "direct"),
          trigger: .timeInterval(90, repeats: false))
      ]
    }
    return snapshot
  }
}

/// The planner's laws over random snapshots, checked on the pure state machine.
struct PlannerStateMachinePropertyTests {
  /// The snapshots checked; `NICE_PLANNER_SNAPSHOTS` sets a longer run.
  static let snapshots =
    ProcessInfo.processInfo.environment["NICE_PLANNER_SNAPSHOTS"].flatMap(Int.init) ?? 2_000

  @Test func plannerLawsHoldOverRandomSnapshots() {
    let exercised = CallCounter()
    let failure = expectProperty(
      "planner laws", iterations: Self.snapshots, generate: StateMachineScenario.generate,
      shrink: StateMachineScenario.shrink
    ) { scenario in
      let broken = Self.brokenLaw(scenario, exercised: exercised)
      return broken == nil
    }
    if let failure {
      Issue.record("the law broken by the shrunk case: \(Self.brokenLaw(failure.shrunk) ?? "none")")
    }
    // The laws are not vacuous: one case in ten at least both writes and defers something.
    #expect(exercised.value >= Self.snapshots / 10)
  }

  /// The first of the planner's laws that `scenario` breaks, or `nil`.
  static func brokenLaw(_ scenario: StateMachineScenario, exercised: CallCounter? = nil) -> String? {
    let before = scenario.pending()
    let snapshot = scenario.snapshot(pending: before)
    let (plan, made) = scenario.run(snapshot, version: "new")
    let after = applying(plan, to: before)
    let afterByIdentifier = Dictionary(
      after.map { ($0.request.identifier, $0) }, uniquingKeysWith: { a, _ in a })
    let beforeByIdentifier = Dictionary(
      before.map { ($0.request.identifier, $0) }, uniquingKeysWith: { a, _ in a })
    if !plan.changes.isEmpty && !plan.deferrals.isEmpty { exercised?.increment() }

    // Never over the cap: what is added fits beside what cannot move.
    let untouchable = before.filter {
      guard let id = RequestIdentifier($0.request.identifier) else { return true }
      return id.isManaged && !snapshot.removing.contains(id.group)
    }
    guard after.count <= max(scenario.capacity, untouchable.count) || plan.additions.isEmpty else {
      return "cap"
    }
    // Foreign requests and snoozes are never touched.
    guard untouchable.allSatisfy({ afterByIdentifier[$0.request.identifier] == $0 }) else {
      return "foreign untouched"
    }
    // Never twice: one request per identifier, and nothing delivered or done comes back.
    guard Set(after.map(\.request.identifier)).count == after.count else { return "unique identifiers" }
    let delivered = Set(snapshot.delivered.map(\.request.identifier))
    let handled = snapshot.groups.reduce(into: Set<String>()) { $0.formUnion($1.handled) }
    guard
      plan.additions.allSatisfy({ !delivered.contains($0.identifier) && !handled.contains($0.identifier) })
    else { return "delivered or handled added" }
    // A removed group has nothing left.
    guard
      !after.contains(where: {
        RequestIdentifier($0.request.identifier).map { snapshot.removing.contains($0.group) } ?? false
      })
    else { return "removed group left something" }
    // A failing entry and a failing maker keep exactly what was pending for them.
    let failedEntries = Set(
      plan.rejections.compactMap { rejection in rejection.entry.map { "\(rejection.group)/\($0)" } })
    for (identifier, request) in beforeByIdentifier {
      guard let id = RequestIdentifier(identifier), !snapshot.removing.contains(id.group) else { continue }
      let entryFailed = failedEntries.contains("\(id.group)/\(id.entry)")
      let makerFailed: Bool = if case .failed = made[identifier] { true } else { false }
      if entryFailed || makerFailed, afterByIdentifier[identifier] != request {
        return "failure kept \(identifier): entry \(entryFailed), maker \(makerFailed)"
      }
    }
    // Soonest first: every timeline or occupant request chosen precedes every eligible one left out.
    let chosen = plan.scheduled.values.flatMap { $0 }.map {
      SlotOrder(fireDate: $0.fireDate, identifier: $0.identifier.description)
    }
    let leftOut = plan.deferrals.filter { $0.reason == .capacity || $0.reason == .displaced }
      .filter { $0.identifier != "direct" }
      .map { SlotOrder(fireDate: $0.fireDate, identifier: $0.identifier) }
    if let latest = chosen.max(), let earliest = leftOut.min(), !(latest < earliest) {
      return "soonest first: \(latest) chosen, \(earliest) left out"
    }
    // Each group's scheduled requests are listed in the slot order (slots freed by a skipping
    // maker leave them taken out of order), and the kept identifiers are sorted.
    for (group, list) in plan.scheduled {
      let orders = list.map { SlotOrder(fireDate: $0.fireDate, identifier: $0.identifier.description) }
      guard zip(orders, orders.dropFirst()).allSatisfy({ $0 < $1 }) else {
        return "scheduled order of \(group)"
      }
    }
    guard plan.kept == plan.kept.sorted() else { return "kept order" }
    // Idempotent: planning again over the result writes nothing.
    var again = snapshot
    again.pending = after
    let (second, _) = scenario.run(again, version: "new")
    return second.changes.isEmpty ? nil : "idempotence: \(second.changes)"
  }
}
