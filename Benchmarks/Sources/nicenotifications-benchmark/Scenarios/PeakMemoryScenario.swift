/// Scenario 6: the peak resident set of scenarios 2 and 3, each case in a fresh process.
///
/// The figure is how far the resident set grows above what the process held before the
/// plan. It must not grow with the horizon; at scale it is compared with the naive planner's.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct PeakMemoryScenario: Scenario {
  let name = "6 peak memory"

  func run(_ settings: Settings, into report: inout Report) async throws(CheckFailure) {
    var peaks: [String] = []
    var allReset = true

    func read(_ memoryCase: MemoryCase) throws(CheckFailure) -> MemoryReading? {
      guard let reading = try MemoryReading.measure(memoryCase, scenario: name) else { return nil }
      try CheckFailure.expect(
        reading.result == 64, in: name, "\(memoryCase.name) scheduled \(reading.result) requests, not 64")
      peaks.append("\(memoryCase.name) \(Format.bytes(reading.peak))")
      allReset = allReset && reading.wasReset
      return reading
    }

    let reference = try read(.horizon(.days64))
    for horizon in HorizonCase.allCases {
      let reading = horizon == .days64 ? reference : try read(.horizon(horizon))
      let isReference = horizon == .days64
      let oneMegabyte = 1_024 * 1_024
      report.add(
        Row(
          scenario: name, case: "horizon: " + horizon.label,
          figure: reading.map { Format.bytes($0.growth, signed: true) } ?? "n/a",
          baseline: reference.map { Format.bytes($0.growth, signed: true) } ?? "n/a",
          ratio: Self.ratio(reading, reference),
          target: isReference ? "reference" : "≤ 64 days + 1 MB",
          verdict: isReference || reading == nil
            ? .none : Verdict((reading?.growth ?? 0) <= (reference?.growth ?? 0) + oneMegabyte)))
    }

    let limit = ScaleScenario.naiveLimit(quick: settings.quick)
    for size in ScaleScenario.sizes(quick: settings.quick) {
      let planner = try read(.scalePlanner(size))
      let naive = size <= limit ? try read(.scaleNaive(size)) : nil
      report.add(
        Row(
          scenario: name,
          case: "scale: \(Format.count(size)) groups, plan vs naive (\(Settings.expandedLabel))",
          figure: planner.map { Format.bytes($0.growth, signed: true) } ?? "n/a",
          baseline: size <= limit ? naive.map { Format.bytes($0.growth, signed: true) } ?? "n/a" : "not run",
          ratio: Self.ratio(planner, naive), target: size <= limit ? "< naive" : "",
          verdict: planner == nil || naive == nil
            ? .none : Verdict((planner?.growth ?? 0) < (naive?.growth ?? 0))))
    }

    if peaks.isEmpty {
      report.note("Peak memory: resident memory is read on Linux only (/proc/self/status); n/a here.")
    } else {
      report.note(
        "Peak memory: growth of the resident set (VmHWM after the run − VmRSS before it) of a fresh process per case, "
          + "after a small warm-up case; absolute peaks: \(peaks.joined(separator: ", ")).")
      if !allReset {
        report.note(
          "Peak memory: the peak could not be reset (/proc/self/clear_refs); figures may include setup.")
      }
    }
  }

  /// Figure ÷ baseline of two growths, or — if either is missing or the baseline is under a page.
  private static func ratio(_ figure: MemoryReading?, _ baseline: MemoryReading?) -> String {
    guard let figure, let baseline, baseline.growth >= 4_096 else { return "—" }
    return Format.ratio(Double(figure.growth) / Double(baseline.growth))
  }
}
