import NiceNotifications

/// A workload whose peak resident set the memory scenario reads.
///
/// It is one plan of a horizon case, or of a number of scale groups by the planner or the
/// naive planner. Each runs in a fresh process (`--memory-case <name>`), so that no other
/// case's memory is counted.
///
/// ```swift
/// MemoryCase(name: "scale-planner:1000") // .scalePlanner(1_000)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
enum MemoryCase: Hashable, Sendable {
  /// One plan of a horizon case.
  case horizon(HorizonCase)
  /// One plan of this many scale groups by the planner.
  case scalePlanner(Int)
  /// One plan of this many scale groups by the naive planner.
  case scaleNaive(Int)

  /// The name on the command line.
  var name: String {
    switch self {
    case .horizon(let horizon): "horizon:\(horizon.rawValue)"
    case .scalePlanner(let size): "scale-planner:\(size)"
    case .scaleNaive(let size): "scale-naive:\(size)"
    }
  }

  /// Parses a name made by ``name``.
  init?(name: String) {
    let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    switch parts[0] {
    case "horizon":
      guard let horizon = HorizonCase(rawValue: parts[1]) else { return nil }
      self = .horizon(horizon)
    case "scale-planner":
      guard let size = Int(parts[1]), size > 0 else { return nil }
      self = .scalePlanner(size)
    case "scale-naive":
      guard let size = Int(parts[1]), size > 0 else { return nil }
      self = .scaleNaive(size)
    default:
      return nil
    }
  }

  /// The small case of the same kind that warms the process up first (code, caches, time
  /// zone data), so that the measured run counts only what the case itself needs.
  var warmUp: MemoryCase {
    switch self {
    case .horizon: .horizon(.days64)
    case .scalePlanner: .scalePlanner(10)
    case .scaleNaive: .scaleNaive(10)
    }
  }

  /// Builds the case's input, outside what is measured; the returned closure runs the plan
  /// once and returns how many requests it scheduled.
  func prepare(in context: DateBuilder.Context) -> @Sendable () async -> Int {
    switch self {
    case .horizon(let horizon):
      let groups = horizon.groups
      return { await ReschedulePlanner.plan(groups, pending: [], in: context, capacity: 64).additions.count }
    case .scalePlanner(let size):
      let groups = ScaleGroup.make(count: size).map(\.planningGroup)
      return {
        await ReschedulePlanner.plan(
          groups, pending: [], in: context, capacity: 64, policy: Settings.expanding
        ).additions.count
      }
    case .scaleNaive(let size):
      let groups = ScaleGroup.make(count: size)
      return { (try? NaivePlanner().plan(groups, in: context, capacity: 64).count) ?? -1 }
    }
  }

  /// Runs the case in this process and returns the line to print.
  ///
  /// The line is `before=<bytes> peak=<bytes> reset=<0|1> result=<n>`: the resident set once
  /// the warm-up is done and the input is ready, its peak during the run, whether the peak
  /// could be reset before the run, and how many requests the run scheduled; `unsupported`
  /// where the OS is not asked.
  func runHere(in context: DateBuilder.Context) async -> String {
    _ = await warmUp.prepare(in: context)()
    let run = prepare(in: context)
    let reset = ResidentMemory.resetPeak()
    guard let before = ResidentMemory.read() else { return "unsupported" }
    let result = await run()
    guard let after = ResidentMemory.read() else { return "unsupported" }
    return "before=\(before.current) peak=\(after.peak) reset=\(reset ? 1 : 0) result=\(result)"
  }
}
