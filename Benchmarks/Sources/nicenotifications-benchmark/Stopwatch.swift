/// Times operations with `ContinuousClock`: a warm-up run of each, then samples of enough
/// runs each to last ``minimumSampleTime``, the operations taking turns sample by sample so
/// that a slower or faster stretch of the machine falls on all of them; the figure is the
/// fastest sample (see ``Measurement/time``).
///
/// ```swift
/// let stopwatch = Stopwatch.standard
/// let (planned, naive) = await stopwatch.measure(plan, naivePlan)
/// let ratio = planned.time / naive.time
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct Stopwatch: Sendable {
  /// How long a sample lasts at least; fast operations are repeated within a sample.
  var minimumSampleTime: Duration
  /// How many samples of each operation are taken at most.
  var samples: Int
  /// How many samples of each operation are taken at least, whatever the budget.
  var minimumSamples: Int
  /// About how long the samples of one measurement may take together; slow operations get
  /// fewer samples, down to ``minimumSamples``.
  var budget: Duration

  /// The figures: 9 samples of at least 25 ms each, within about 2 s per measurement.
  static let standard = Stopwatch(
    minimumSampleTime: .milliseconds(25), samples: 9, minimumSamples: 3, budget: .seconds(2))
  /// A smoke run: 3 samples of at least 2 ms each, within about 0.2 s.
  static let quick = Stopwatch(
    minimumSampleTime: .milliseconds(2), samples: 3, minimumSamples: 1, budget: .milliseconds(200))

  /// Times `operation`, which returns a checksum of its output.
  ///
  /// - Parameter operation: The work to time, the same every run.
  /// - Returns: The time of one run, and more.
  func measure(_ operation: @escaping () async -> Int) async -> Measurement {
    await measure([operation])[0]
  }

  /// Times two operations, taking turns.
  ///
  /// - Returns: Their measurements, in order.
  func measure(
    _ first: @escaping () async -> Int, _ second: @escaping () async -> Int
  ) async -> (Measurement, Measurement) {
    let measurements = await measure([first, second])
    return (measurements[0], measurements[1])
  }

  /// Times `operations`, taking turns.
  ///
  /// Each returns a checksum of its output: the same checksum from every run keeps the work
  /// from being optimized away and shows that the runs agree.
  ///
  /// - Parameter operations: The work to time, each the same every run.
  /// - Returns: Their measurements, in order.
  func measure(_ operations: [() async -> Int]) async -> [Measurement] {
    let clock = ContinuousClock()
    var results: [Int] = []
    var runs: [Int] = []
    var round = Duration.zero
    for operation in operations {
      let start = clock.now
      results.append(await operation())
      let warmUp = max(clock.now - start, .nanoseconds(1))
      let count = max(1, Int((minimumSampleTime / warmUp).rounded(.up)))
      runs.append(count)
      round += warmUp * count
    }
    let count = min(samples, max(minimumSamples, Int(budget / round)))
    var times = Array(repeating: [Duration](), count: operations.count)
    var isConsistent = Array(repeating: true, count: operations.count)
    for _ in 0..<count {
      for (index, operation) in operations.enumerated() {
        let start = clock.now
        for _ in 0..<runs[index] {
          if await operation() != results[index] { isConsistent[index] = false }
        }
        times[index].append((clock.now - start) / runs[index])
      }
    }
    return operations.indices.map { index in
      let sorted = times[index].sorted()
      return Measurement(
        median: sorted[sorted.count / 2], fastest: sorted[0], runsPerSample: runs[index], samples: count,
        result: results[index], isConsistent: isConsistent[index])
    }
  }
}
