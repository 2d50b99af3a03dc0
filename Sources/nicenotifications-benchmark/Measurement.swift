/// How long one run of an operation takes: the median over several samples, each sample a
/// batch of runs timed together so that it lasts long enough to time.
///
/// ```swift
/// let measurement = await stopwatch.measure { await plan().changes.count }
/// print(Format.duration(measurement.median))
/// ```
struct Measurement: Sendable {
  /// The median time of one run.
  var median: Duration
  /// The fastest sample's time of one run.
  var fastest: Duration
  /// How many runs each sample timed.
  var runsPerSample: Int
  /// How many samples were timed, after the warm-up run.
  var samples: Int
  /// What the operation returned on its warm-up run.
  var result: Int
  /// Whether every timed run returned what the warm-up run did.
  var isConsistent: Bool

  /// How many runs per second the median time makes.
  var runsPerSecond: Double { 1 / median.seconds }
}
