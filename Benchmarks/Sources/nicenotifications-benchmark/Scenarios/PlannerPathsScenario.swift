import Foundation
import NiceNotifications
import NiceNotificationsTesting

/// Scenario 7: the planner's two new paths.
///
/// - *64 changed occurrences, 20 ms maker*: a reschedule whose 64 occurrences all changed,
///   with a content maker that waits 20 ms (a network fetch), against one fetch: makers run
///   concurrently (sixteen at a time), so the reschedule costs a few fetches, not 64.
/// - *plan, constant content*: `ReschedulePlanner.plan` over 1,000 groups whose content is
///   a constant title (answered in place, no maker to run), against the same plan with a
///   maker per occurrence that writes the date into the text (an app's usual maker).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct PlannerPathsScenario: Scenario {
  let name = "7 planner paths"

  func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    try await slowMakers(settings, into: &report)
    try await purePlan(settings, into: &report)
    try await periodicGroups(settings, into: &report)
  }

  /// 40 daily habits with constant text: the slots they use and how long they keep
  /// reminding without a launch, compressed (the default) against expanded into one-shots.
  private func periodicGroups(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    let context = settings.context
    let groups = (0..<40).map { index in
      PlanningGroup(
        identifier: "habit\(index)",
        timeline: NotificationsTimeline {
          EveryDay(starting: .today).at(hour: 7 + index % 14, minute: index / 14 * 15).schedule(
            title: "Habit \(index)")
        })
    }
    let compressed = await ReschedulePlanner.plan(groups, pending: [], in: context, capacity: 64)
    let expanded = await ReschedulePlanner.plan(
      groups, pending: [], in: context, capacity: 64, policy: Settings.expanding)
    let repeating = compressed.additions.filter { $0.trigger?.repeats == true }.count
    try CheckFailure.expect(
      compressed.additions.count == 40 && repeating == 40 && compressed.refillDate == nil, in: name,
      "40 periodic groups took \(compressed.additions.count) slots, \(repeating) repeating")
    let window = expanded.refillDate.map { $0.timeIntervalSince(context.now) / 86_400 } ?? 0
    report.add(
      Row(
        scenario: name, case: "slots used by 40 periodic groups",
        figure: "\(compressed.additions.count) slots, no end",
        baseline: "expanded: \(expanded.additions.count) slots, \(Format.ratio(window)) days",
        ratio: Format.ratio(40.0 / 64.0),
        target: "1 slot per group, no refill",
        verdict: Verdict(compressed.refillDate == nil && repeating == 40)))
  }

  private func slowMakers(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    let context = settings.context
    let fetch: @Sendable () async -> Void = { try? await Task.sleep(nanoseconds: 20_000_000) }
    let version = CallCounter()
    let group = AdHocGroup(
      identifier: "fetched",
      timeline: NotificationsTimeline {
        EveryDay(forDays: 100, starting: .tomorrow).at(hour: 9, minute: 0).schedule {
          () async -> NotificationContent? in
          await fetch()
          return NotificationContent(title: "Quote \(version.value)")
        }
      })
    let center = SimulatedNotificationCenter(
      now: context.now, timeZone: context.timeZone, calendar: context.calendar, authorization: .authorized)
    let notifications = LocalNotifications(
      center: center, permissionStore: InMemoryGroupPermissionStore(), now: { await center.now },
      calendar: context.calendar)
    let first = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    try CheckFailure.expect(
      first.added.count == 64, in: name, "the first reschedule added \(first.added.count)")
    let clock = ContinuousClock()
    var best = Duration.seconds(3_600)
    var oneFetch = Duration.seconds(3_600)
    for _ in 0..<(settings.quick ? 1 : 3) {
      version.increment()
      let start = clock.now
      let changed = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
      best = min(best, clock.now - start)
      try CheckFailure.expect(
        changed.replaced.count == 64 && changed.isSuccess, in: name,
        "a changed reschedule replaced \(changed.replaced.count) of 64")
      let fetchStart = clock.now
      await fetch()
      oneFetch = min(oneFetch, clock.now - fetchStart)
    }
    let ratio = best / oneFetch
    report.add(
      Row(
        scenario: name, case: "64 changed occurrences, 20 ms maker", figure: Format.duration(best),
        baseline: "\(Format.duration(oneFetch)) (one fetch)", ratio: Format.ratio(ratio), target: "< 10",
        verdict: Verdict(ratio < 10)))
  }

  private func purePlan(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    let context = settings.context
    let scale = ScaleGroup.make(count: settings.quick ? 100 : 1_000)
    var snapshot = PlanningSnapshot(pending: [], context: context, capacity: 64)
    snapshot.groups = scale.map(\.planningGroup)
    snapshot.policy = Settings.expanding
    // The same dates, each occurrence's text made by a maker from its date.
    var withMakers = snapshot
    withMakers.groups = scale.map { group in
      PlanningGroup(
        identifier: group.identifier,
        timeline: NotificationsTimeline(
          entries: group.series.map { series in
            series.schedule { (date: Date) in
              NotificationContent(title: "\(group.identifier) \(Int(date.timeIntervalSince1970) / 60)")
            }
          }))
    }
    let constant: () async -> Int = { await ReschedulePlanner.plan(snapshot).changes.count }
    let made: () async -> Int = { await ReschedulePlanner.plan(withMakers).changes.count }
    let constantCount = await constant()
    let madeCount = await made()
    try CheckFailure.expect(
      constantCount == 64 && madeCount == 64, in: name,
      "the plans wrote \(constantCount) and \(madeCount) requests, not 64")
    let (constantTime, madeTime) = await settings.stopwatch.measure(constant, made)
    report.add(
      Row(
        scenario: name,
        case: "plan, constant content (\(Format.count(scale.count)) groups, \(Settings.expandedLabel))",
        figure: Format.duration(constantTime.time),
        baseline: "\(Format.duration(madeTime.time)) (a maker per occurrence)",
        ratio: Format.ratio(constantTime.time / madeTime.time),
        target: "information", verdict: .none))
  }
}
