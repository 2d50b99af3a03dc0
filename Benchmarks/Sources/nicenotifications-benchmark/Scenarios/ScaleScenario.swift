import NiceNotifications

/// Scenario 3: planning 10 to 10,000 groups of unbounded daily, weekly and hourly series
/// under the cap of 64 — the time per plan, how it grows with the number of groups, and
/// the ratio to ``NaivePlanner`` (a year of every series expanded, sorted, cut at 64).
///
/// At every size the naive planner runs, its requests must equal the planner's additions.
/// The planner expands every series into one-shots (``Settings/expanding``), as the naive
/// planner does, and the rows say so: with the default policy each of these constant series
/// would be one repeating request.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct ScaleScenario: Scenario {
  let name = "3 scale"

  /// The numbers of groups.
  static func sizes(quick: Bool) -> [Int] { quick ? [10, 100, 1_000] : [10, 100, 1_000, 10_000] }

  /// The largest number of groups the naive planner is run for.
  static func naiveLimit(quick: Bool) -> Int { quick ? 100 : 1_000 }

  func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    let context = settings.context
    let limit = Self.naiveLimit(quick: settings.quick)
    let sizes = Self.sizes(quick: settings.quick)
    var planners: [() async -> Int] = []
    var naives: [(size: Int, run: () async -> Int)] = []
    for size in sizes {
      let groups = ScaleGroup.make(count: size)
      let planning = groups.map(\.planningGroup)
      let plan = await ReschedulePlanner.plan(
        planning, pending: [], in: context, capacity: 64, policy: Settings.expanding)
      try CheckFailure.expect(
        plan.additions.count == 64, in: name,
        "\(size) groups should schedule 64, scheduled \(plan.additions.count)")
      planners.append {
        await ReschedulePlanner.plan(
          planning, pending: [], in: context, capacity: 64, policy: Settings.expanding
        ).changes.count
      }
      guard size <= limit else { continue }
      let naive: [NotificationRequest]
      do throws(DateBuilderError) {
        naive = try NaivePlanner().plan(groups, in: context, capacity: 64)
      } catch {
        throw CheckFailure(scenario: name, message: "the naive planner failed: \(error)")
      }
      let expected = Dictionary(
        plan.additions.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
      let actual = Dictionary(naive.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
      try CheckFailure.expect(
        expected == actual, in: name,
        "at \(size) groups the naive planner chose other requests: "
          + "\(Set(actual.keys).symmetricDifference(expected.keys).sorted().prefix(4))")
      naives.append((size, { (try? NaivePlanner().plan(groups, in: context, capacity: 64).count) ?? -1 }))
    }

    // The sizes take turns, so that the growth from one to the next is measured under the
    // same conditions; the naive planner's runs, seconds long, take turns among themselves.
    var stopwatch = settings.stopwatch
    stopwatch.budget = stopwatch.budget * 3  // a round includes the 10,000-group plan
    let planned = await stopwatch.measure(planners)
    let naive = Dictionary(
      uniqueKeysWithValues: zip(naives.map(\.size), await settings.stopwatch.measure(naives.map(\.run))))
    var previous: (size: Int, time: Duration)?
    for (index, size) in sizes.enumerated() {
      try CheckFailure.expect(
        planned[index].isConsistent, in: name, "the planner's runs at \(size) groups disagree")
      let time = planned[index].time
      let naiveTime = naive[size]?.time
      try CheckFailure.expect(
        naive[size]?.isConsistent ?? true, in: name, "the naive planner's runs disagree")
      let ratio = naiveTime.map { time.seconds / $0.seconds }
      let targeted = size == 1_000 && ratio != nil
      report.add(
        Row(
          scenario: name, case: "\(Format.count(size)) groups, plan vs naive (\(Settings.expandedLabel))",
          figure: Format.duration(time),
          baseline: naiveTime.map(Format.duration) ?? "not run", ratio: ratio.map(Format.ratio) ?? "—",
          target: targeted ? "≤ 0.1 (10× faster)" : "",
          verdict: targeted ? Verdict((ratio ?? 1) <= 0.1) : .none))
      if let previous {
        let growth = time.seconds / previous.time.seconds
        let groupGrowth = Double(size) / Double(previous.size)
        report.add(
          Row(
            scenario: name,
            case:
              "growth \(Format.count(previous.size)) → \(Format.count(size)) groups "
              + "(\(Format.duration(time / size))/group, \(Settings.expandedLabel))",
            figure: "×" + Format.ratio(growth), baseline: "×" + Format.ratio(groupGrowth),
            ratio: Format.ratio(growth / groupGrowth), target: "≤ 1.5 (linear)",
            verdict: Verdict(growth / groupGrowth <= 1.5)))
      }
      previous = (size, time)
    }
    let skipped = Self.sizes(quick: settings.quick).filter { $0 > limit }.map(Format.count)
    if !skipped.isEmpty {
      let reason =
        settings.quick
        ? "a quick run stops it at \(Format.count(limit))"
        : "it would take about ten times as long as at \(Format.count(limit)), a year of dates per entry"
      report.note(
        "Scale: the naive baseline is not run at \(skipped.joined(separator: ", ")) groups (\(reason)); "
          + "the planner is measured at every size. Groups are daily, weekly and hourly (24 daily entries) in turn."
      )
    }
  }
}
