/// A property that did not hold: its seed, the failing iteration, and the smallest failing case found:
/// `if let failure = check("below 500", generate: { Int.random(in: 0..<1000, using: &$0) }, property: { $0 < 500 }) { print(failure.shrunk) }`.
public struct PropertyFailure<Value>: CustomStringConvertible {
  /// The property's name, as given to `check`.
  public var name: String
  /// The seed of the run; `NICE_SEED=<seed>` replays it.
  public var seed: UInt64
  /// The zero-based iteration whose generated case failed first.
  public var iteration: Int
  /// The case as generated.
  public var original: Value
  /// The smallest failing case shrinking reached; `original` if nothing smaller failed.
  public var shrunk: Value
  /// How many smaller failing cases shrinking stepped through.
  public var shrinkSteps: Int
  /// The error the property threw for the shrunk case, or `nil` if it returned `false`.
  public var error: (any Error)?

  /// Creates a failure report, as `check` does:
  /// `let failure = PropertyFailure(name: "p", seed: 1, iteration: 0, original: 9, shrunk: 1, shrinkSteps: 3, error: nil)`.
  public init(
    name: String, seed: UInt64, iteration: Int, original: Value, shrunk: Value, shrinkSteps: Int,
    error: (any Error)?
  ) {
    self.name = name
    self.seed = seed
    self.iteration = iteration
    self.original = original
    self.shrunk = shrunk
    self.shrinkSteps = shrinkSteps
    self.error = error
  }

  /// A report naming the seed, the iteration, the shrunk case, and how to replay it.
  public var description: String {
    var lines = [
      "Property \"\(name)\" failed at iteration \(iteration) (seed: \(seed)).",
      "Shrunk case (\(shrinkSteps) steps): \(shrunk)",
      "Original case: \(original)",
    ]
    if let error { lines.append("Threw: \(error)") }
    lines.append("Replay with \(PropertySeed.environmentVariable)=\(seed)")
    return lines.joined(separator: "\n")
  }
}

extension PropertyFailure: Sendable where Value: Sendable {}
