import Foundation
import NiceNotifications
import NiceNotificationsTesting

/// Scenario 8: the planner against what planning could cost at the least, in time and in
/// heap allocations (counted on Linux; "n/a" elsewhere).
///
/// - *plan, 1,000 groups vs integer lower bound*: ``ReschedulePlanner`` over the scale
///   scenario's 1,000 groups (8,659 unbounded entries, cap 64), against ``IntegerPlanner``,
///   which must choose the very same 64 requests.
/// - *unchanged launch*: `rescheduleAll()` of five registered groups whose 64 pending
///   requests are already what their timelines say, over a ``StillCenter`` (the package's
///   own work), against the same launch over the simulator. It must write nothing.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct LeanPlanScenario: Scenario {
  let name = "8 lean planner"

  func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    try await planAgainstLowerBound(settings, into: &report)
    try await unchangedLaunch(settings, into: &report)
  }

  /// Runs one case `times` times for a profiler (`--profile`); `false` for another name.
  ///
  /// The cases: the plan (`plan`), its integer lower bound (`bound`), the unchanged launch
  /// (`launch`) and the unchanged launch's planner with its 64 makers (`replan-makers`:
  /// ``ReschedulePlanner`` on the launch's snapshot, as an app's dry run plans it). The last
  /// runs on one thread, so that `valgrind --tool=callgrind` can count it.
  static func profile(_ name: String, times: Int, in context: DateBuilder.Context) async -> Bool {
    switch name {
    case "replan-makers":
      guard let snapshot = await launchSnapshot(context: context) else { return false }
      for _ in 0..<max(0, times) { _ = await ReschedulePlanner.plan(snapshot) }
    case "plan":
      let planning = ScaleGroup.make(count: 1_000).map(\.planningGroup)
      for _ in 0..<max(0, times) {
        _ = await ReschedulePlanner.plan(
          planning, pending: [], in: context, capacity: 64, policy: Settings.expanding)
      }
    case "bound":
      let groups = ScaleGroup.make(count: 1_000)
      for _ in 0..<max(0, times) { _ = IntegerPlanner().plan(groups, in: context, capacity: 64) }
    case "launch":
      let simulator = SimulatedNotificationCenter(
        now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
      _ = await launcher(center: simulator, context: context).rescheduleAll()
      let still = StillCenter(
        pending: await simulator.pendingRequests(), settings: await simulator.notificationSettings())
      let notifications = launcher(center: still, context: context)
      for _ in 0..<max(0, times) { _ = await notifications.rescheduleAll() }
    default:
      return false
    }
    return true
  }

  private func planAgainstLowerBound(_ settings: Settings, into report: inout Report)
    async throws(CheckFailure)
  {
    let context = settings.context
    let groups = ScaleGroup.make(count: 1_000)
    let planning = groups.map(\.planningGroup)
    let plan = await ReschedulePlanner.plan(
      planning, pending: [], in: context, capacity: 64, policy: Settings.expanding)
    let bound = IntegerPlanner().plan(groups, in: context, capacity: 64)
    let planned = plan.additions.sorted { $0.identifier < $1.identifier }
    let expected = bound.sorted { $0.identifier < $1.identifier }
    try CheckFailure.expect(
      planned.count == 64 && planned == expected, in: name,
      "the integer lower bound chose other requests than the planner: "
        + "\(Set(planned.map(\.identifier)).symmetricDifference(expected.map(\.identifier)).sorted().prefix(4))"
    )
    let planner: () async -> Int = {
      await ReschedulePlanner.plan(
        planning, pending: [], in: context, capacity: 64, policy: Settings.expanding
      )
      .changes.count
    }
    let lowerBound: () async -> Int = { IntegerPlanner().plan(groups, in: context, capacity: 64).count }
    let (plannerTime, boundTime) = await settings.stopwatch.measure(planner, lowerBound)
    try CheckFailure.expect(
      plannerTime.isConsistent && boundTime.isConsistent, in: name,
      "the runs of the 1,000-group plan disagree")
    let plannerAllocations = await AllocationCounter.count(planner)
    let boundAllocations = await AllocationCounter.count(lowerBound)
    let ratio = plannerTime.time / boundTime.time
    report.add(
      Row(
        scenario: name,
        case: "plan, 1,000 groups (8,659 entries, \(Settings.expandedLabel)) vs integer lower bound",
        figure: "\(Format.duration(plannerTime.time)), \(AllocationCounter.text(plannerAllocations))",
        baseline: "\(Format.duration(boundTime.time)), \(AllocationCounter.text(boundAllocations))",
        ratio: Format.ratio(ratio), target: "≤ 20", verdict: Verdict(ratio <= 20)))
  }

  private func unchangedLaunch(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    let context = settings.context
    let simulator = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
    let onSimulator = Self.launcher(center: simulator, context: context)
    let first = await onSimulator.rescheduleAll()
    let pending = await simulator.pendingRequests()
    try CheckFailure.expect(
      first.isSuccess && pending.count == 64, in: name,
      "the first launch should fill the 64 slots, left \(pending.count) pending: \(first.outcomes)")
    let still = StillCenter(pending: pending, settings: await simulator.notificationSettings())
    let onStill = Self.launcher(center: still, context: context)
    let simulatorWrites = await simulator.writeCount
    let launch: () async -> Int = { await onStill.rescheduleAll().writes }
    let simulatedLaunch: () async -> Int = { await onSimulator.rescheduleAll().writes }
    let writes = await launch() + simulatedLaunch()
    let simulatorWritesAfter = await simulator.writeCount
    try CheckFailure.expect(
      writes == 0 && still.writes == 0 && simulatorWritesAfter == simulatorWrites, in: name,
      "an unchanged launch wrote \(writes) requests")
    let (launchTime, simulatedTime) = await settings.stopwatch.measure(launch, simulatedLaunch)
    let allocations = await AllocationCounter.count(launch)
    let simulatedAllocations = await AllocationCounter.count(simulatedLaunch)
    try CheckFailure.expect(still.writes == 0, in: name, "an unchanged launch wrote to the center")
    report.add(
      Row(
        scenario: name, case: "unchanged launch, 5 groups, 64 pending: time",
        figure: Format.duration(launchTime.time),
        baseline: "\(Format.duration(simulatedTime.time)) (on the simulator)",
        ratio: Format.ratio(launchTime.time / simulatedTime.time), target: "≤ 100 µs",
        verdict: Verdict(launchTime.time <= .microseconds(100))))
    report.add(
      Row(
        scenario: name, case: "unchanged launch, 5 groups, 64 pending: allocations",
        figure: AllocationCounter.text(allocations),
        baseline: "\(AllocationCounter.text(simulatedAllocations)) (on the simulator)",
        ratio: allocations.flatMap { count in
          simulatedAllocations.map { Format.ratio(Double(count) / Double($0)) }
        }
          ?? "—",
        target: "≤ 300 allocs", verdict: allocations.map { Verdict($0 <= 300) } ?? .none))
  }

  /// The unchanged launch's snapshot: the five groups of ``launchGroups(context:)``, and the
  /// 64 requests their first plan adds, pending; `nil` if a timeline throws.
  private static func launchSnapshot(context: DateBuilder.Context) async -> PlanningSnapshot? {
    var snapshot = PlanningSnapshot(pending: [], context: context, capacity: 64)
    for group in launchGroups(context: context) {
      guard let timeline = try? await group.timeline() else { return nil }
      snapshot.groups.append(PlanningGroup(identifier: group.groupIdentifier, timeline: timeline))
    }
    let first = await ReschedulePlanner.plan(snapshot)
    snapshot.pending = first.additions.map { PendingRequest(request: $0, fingerprint: $0.fingerprint) }
    return snapshot
  }

  /// An app's `LocalNotifications` over `center`, with the five groups of
  /// ``launchGroups(context:)`` registered.
  private static func launcher(center: any NotificationCenterPort, context: DateBuilder.Context)
    -> LocalNotifications
  {
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst
    ) { context }
    for group in launchGroups(context: context) {
      notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed)
    }
    return notifications
  }

  /// Five groups an app might register: a quote a day (new text each day), morning and
  /// evening pills (the date in the text), a weekly review and water reminders (constant:
  /// each compressed into repeating requests), and a few one-off events.
  private static func launchGroups(context: DateBuilder.Context) -> [AdHocGroup] {
    [
      AdHocGroup(
        identifier: "quotes",
        timeline: NotificationsTimeline {
          EveryDay(starting: .today).at(hour: 9, minute: 0).schedule { (date: Date) in
            NotificationContent(title: "Quote of \(Int(date.timeIntervalSince1970) / 86_400)")
          }
        }),
      AdHocGroup(
        identifier: "pills",
        timeline: NotificationsTimeline {
          EveryDay(starting: .today).at(hour: 8, minute: 0).schedule { (date: Date) in
            NotificationContent(
              title: "Morning pill", body: "Day \(Int(date.timeIntervalSince1970) / 86_400)")
          }.identified(by: "morning")
          EveryDay(starting: .today).at(hour: 20, minute: 0).schedule { (date: Date) in
            NotificationContent(
              title: "Evening pill", body: "Day \(Int(date.timeIntervalSince1970) / 86_400)")
          }.identified(by: "evening")
        }),
      AdHocGroup(
        identifier: "review",
        timeline: NotificationsTimeline {
          EveryWeek(starting: .thisWeek).weekday(.sunday).at(hour: 18, minute: 0).schedule(
            title: "Weekly review")
        }),
      AdHocGroup(
        identifier: "water",
        timeline: NotificationsTimeline {
          EveryDay(starting: .today).at(hour: 11, minute: 0).schedule(title: "Water")
          EveryDay(starting: .today).at(hour: 15, minute: 0).schedule(title: "Water")
        }),
      AdHocGroup(
        identifier: "events",
        timeline: NotificationsTimeline {
          Today().at(hour: 19, minute: 30).schedule(title: "Dinner")
          Tomorrow().at(hour: 10, minute: 0).schedule(title: "Dentist")
          ExactlyAt(context.now.addingTimeInterval(3 * 86_400)).schedule(title: "Renew the passport")
        }),
    ]
  }
}
