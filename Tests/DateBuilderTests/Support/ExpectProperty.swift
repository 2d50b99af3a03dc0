import PropertyTesting
import Testing

// A copy of NiceNotificationsTests' helper: PropertyTesting stays free of Testing (see the
// note there), so each test target that wants `expectProperty` keeps its own.

/// Checks a property inside a Swift Testing test and records an issue naming the seed and
/// the shrunk case if it fails.
///
/// ```swift
/// @Test func sortingIsIdempotent() {
///   expectProperty("sorted twice equals sorted once",
///                  generate: { g in (0..<8).map { _ in Int.random(in: -9...9, using: &g) } },
///                  shrink: { Shrink.array($0, element: Shrink.int) }) { xs in
///     xs.sorted().sorted() == xs.sorted()
///   }
/// }
/// ```
/// - Parameters:
///   - name: Names the property in the report.
///   - iterations: How many cases to generate.
///   - seed: The run's seed; `nil` reads `NICE_SEED` or uses ``PropertySeed/defaultSeed``.
///   - maxShrinkAttempts: How many candidates shrinking may evaluate at most.
///   - sourceLocation: Where the issue is reported; the caller's line by default.
///   - generate: Makes one case from a generator.
///   - shrink: Smaller candidates for a failing case, most aggressive first.
///   - property: `true` when the case satisfies the property.
/// - Returns: The failure that was recorded, or `nil` if the property held.
@discardableResult
func expectProperty<Value>(
  _ name: String,
  iterations: Int = 1000,
  seed: UInt64? = nil,
  maxShrinkAttempts: Int = 10_000,
  sourceLocation: SourceLocation = #_sourceLocation,
  generate: (inout SeededGenerator) -> Value,
  shrink: (Value) -> [Value] = { _ in [] },
  property: (Value) throws -> Bool
) -> PropertyFailure<Value>? {
  let failure = check(
    name, iterations: iterations, seed: seed, maxShrinkAttempts: maxShrinkAttempts, generate: generate,
    shrink: shrink, property: property)
  if let failure { Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation) }
  return failure
}
