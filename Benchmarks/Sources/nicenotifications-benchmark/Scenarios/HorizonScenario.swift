import NiceNotifications

/// Scenario 2: planning a 64-day, a 1,000,000-day and an unbounded daily series under a cap
/// of 64 costs the same — the time ratio to the 64-day case.
///
/// Each plan runs with the default policy; the text names the day (``HorizonCase``), so the
/// occurrences are one-shots. The three plans must schedule the same 64 requests before
/// anything is timed.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct HorizonScenario: Scenario {
  let name = "2 horizon"

  func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    let context = settings.context
    var reference: [String]?
    var operations: [() async -> Int] = []
    for horizon in HorizonCase.allCases {
      let groups = horizon.groups
      let plan = await ReschedulePlanner.plan(
        groups, pending: [], in: context, capacity: 64)
      let identifiers = plan.additions.map(\.identifier)
      try CheckFailure.expect(
        identifiers.count == 64, in: name,
        "\(horizon.label) should schedule 64, scheduled \(identifiers.count)")
      try CheckFailure.expect(
        reference == nil || reference == identifiers, in: name,
        "\(horizon.label) scheduled other requests than 64 days")
      reference = identifiers
      operations.append {
        await ReschedulePlanner.plan(
          groups, pending: [], in: context, capacity: 64
        ).changes.count
      }
    }

    let measurements = await settings.stopwatch.measure(operations)
    let baseline = measurements[0].time
    for (horizon, measurement) in zip(HorizonCase.allCases, measurements) {
      try CheckFailure.expect(
        measurement.isConsistent, in: name, "\(horizon.label) planned differently between runs")
      let ratio = measurement.time.seconds / baseline.seconds
      let isReference = horizon == .days64
      report.add(
        Row(
          scenario: name, case: horizon.label + ", cap 64", figure: Format.duration(measurement.time),
          baseline: Format.duration(baseline), ratio: Format.ratio(ratio),
          target: isReference ? "reference" : "≤ 1.5", verdict: isReference ? .none : Verdict(ratio <= 1.5)))
    }
  }
}
