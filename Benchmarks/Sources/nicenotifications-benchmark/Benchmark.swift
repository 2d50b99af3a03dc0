import Foundation

/// The benchmark: runs every scenario, each checking its own output before it is timed,
/// and prints a table of figures against baselines measured in the same run.
///
/// ```sh
/// swift run -c release --package-path Benchmarks nicenotifications-benchmark          # the figures
/// swift run -c release --package-path Benchmarks nicenotifications-benchmark --quick  # a smoke run
/// ```
///
/// Exits with status 1 if a self-check fails, 2 for a bad argument; a missed target is a ✗.
@main
struct BenchmarkEntryPoint {
  /// Runs the benchmark where `Duration` and `ContinuousClock` exist (macOS 13, iOS 16 and
  /// later); on an older system it says so and exits with status 1.
  static func main() async {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *) {
      await Benchmark.main()
    } else {
      FileHandle.standardError.write(
        Data("the benchmark needs macOS 13, iOS 16, tvOS 16 or watchOS 9\n".utf8))
      exit(1)
    }
  }
}

/// The scenarios, the table and the verdicts, on systems with `ContinuousClock`.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct Benchmark {
  static func main() async {
    let options: Options
    do {
      options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("\(error)\n\n\(Options.usage)\n".utf8))
      exit(2)
    }
    if options.help {
      print(Options.usage)
      return
    }
    let settings = Settings(quick: options.quick)
    if let (name, times) = options.profile {
      guard
        await LeanPlanScenario.profile(name, times: times, in: settings.context)
          || DSLShapesScenario.profile(name, times: times, in: settings.context)
      else {
        FileHandle.standardError.write(Data("unknown profile case \(name)\n".utf8))
        exit(2)
      }
      return
    }
    if let name = options.memoryCase {
      guard let memoryCase = MemoryCase(name: name) else {
        FileHandle.standardError.write(Data("unknown memory case \(name)\n".utf8))
        exit(2)
      }
      print(await memoryCase.runHere(in: settings.context))
      return
    }

    let scenarios: [any Scenario] = [
      CenterWritesScenario(), HorizonScenario(), ScaleScenario(), ContentMakerScenario(),
      DSLThroughputScenario(), DSLShapesScenario(),
      PeakMemoryScenario(), PlannerPathsScenario(), LeanPlanScenario(),
    ].filter { scenario in options.only.map { scenario.name.hasPrefix($0 + " ") } ?? true }
    var report = Report()
    let clock = ContinuousClock()
    let start = clock.now
    for scenario in scenarios {
      FileHandle.standardError.write(Data("running \(scenario.name)…\n".utf8))
      do {
        try await scenario.run(settings, into: &report)
      } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
      }
    }
    let mode = options.quick ? "quick run (reduced sizes; not for figures)" : "full run"
    report.note(
      "Ratio = figure ÷ baseline. \(mode); total \(Format.duration(clock.now - start)); "
        + "times are the best of up to \(settings.stopwatch.samples) samples (ContinuousClock, after a warm-up run; "
        + "each sample at least \(Format.duration(settings.stopwatch.minimumSampleTime)) of runs, the cases taking turns)."
    )
    report.note("Machine: \(Self.machine).")
    print(report.table)
    if report.missedCount > 0 {
      print("\n\(report.missedCount) target(s) missed (✗); the self-checks passed.")
    }
  }

  /// The processor count, and the load average on Linux, to judge the figures by.
  private static var machine: String {
    let processors = "\(ProcessInfo.processInfo.activeProcessorCount) CPUs"
    guard let handle = FileHandle(forReadingAtPath: "/proc/loadavg"),
      let data = try? handle.readToEnd(),
      let load = String(decoding: data, as: UTF8.self).split(separator: " ").first
    else { return processors }
    try? handle.close()
    return processors + ", 1-minute load average \(load) at the end (this run included)"
  }
}
