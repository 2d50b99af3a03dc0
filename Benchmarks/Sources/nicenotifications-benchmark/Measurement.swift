/// How long one run of an operation takes, from several samples, each sample a batch of
/// runs timed together so that it lasts long enough to time.
///
/// ```swift
/// let measurement = await stopwatch.measure { await plan().changes.count }
/// print(Format.duration(measurement.time))
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct Measurement: Sendable {
  /// The median sample's time of one run.
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

  /// The figure: the fastest sample (best of N), because other work on the machine only
  /// ever adds time to a sample — on a shared machine the median moves with its load.
  var time: Duration { fastest }

  /// How many runs per second ``time`` makes.
  var runsPerSecond: Double { 1 / time.seconds }
}
