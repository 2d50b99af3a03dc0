/// Checks that `property` holds for `iterations` generated cases, and shrinks the first
/// counterexample.
///
/// Iteration `i` draws its case from its own stream of the run's seed, so the same seed
/// always yields the same cases. On failure the runner shrinks greedily: it takes the first
/// candidate from `shrink` that still fails, and repeats until none fails or
/// `maxShrinkAttempts` candidates were tried. A property that throws fails.
///
/// ```swift
/// let failure = check("below 500", generate: { Int.random(in: 0..<1000, using: &$0) },
///                     shrink: Shrink.int, property: { $0 < 500 })
/// failure?.shrunk   // 500
/// ```
/// - Parameters:
///   - name: Names the property in the report.
///   - iterations: How many cases to generate.
///   - seed: The run's seed; `nil` reads `NICE_SEED` or uses ``PropertySeed/defaultSeed``.
///   - maxShrinkAttempts: How many candidates shrinking may evaluate at most.
///   - generate: Makes one case from a generator.
///   - shrink: Smaller candidates for a failing case, most aggressive first.
///   - property: `true` when the case satisfies the property.
/// - Returns: The first failure, shrunk, or `nil` if the property held for every case.
public func check<Value>(
  _ name: String,
  iterations: Int = 1000,
  seed: UInt64? = nil,
  maxShrinkAttempts: Int = 10_000,
  generate: (inout SeededGenerator) -> Value,
  shrink: (Value) -> [Value] = { _ in [] },
  property: (Value) throws -> Bool
) -> PropertyFailure<Value>? {
  let runSeed = PropertySeed.resolve(explicit: seed)
  let root = SeededGenerator(seed: runSeed)
  for iteration in 0..<max(0, iterations) {
    var generator = root.stream(iteration)
    let value = generate(&generator)
    guard case .fails(let error) = Verdict(property, value) else { continue }
    var search = ShrinkSearch(failing: value, error: error, maxAttempts: maxShrinkAttempts)
    while let candidate = search.nextCandidate(shrink: shrink) {
      search.record(candidate, Verdict(property, candidate))
    }
    return PropertyFailure(
      name: name, seed: runSeed, iteration: iteration, original: value, shrunk: search.current,
      shrinkSteps: search.steps, error: search.error)
  }
  return nil
}

/// Checks that an async `property` holds for `iterations` generated cases, and shrinks the
/// first counterexample; the async form of ``check(_:iterations:seed:maxShrinkAttempts:generate:shrink:property:)``.
///
/// The property runs on the caller's actor, one case at a time.
///
/// ```swift
/// let failure = await check("store round trip", iterations: 100,
///                           generate: { Int.random(in: 0..<10, using: &$0) }) { count in
///   try await store.allPermissions().count <= count
/// }
/// ```
/// - Parameters:
///   - name: Names the property in the report.
///   - iterations: How many cases to generate.
///   - seed: The run's seed; `nil` reads `NICE_SEED` or uses ``PropertySeed/defaultSeed``.
///   - maxShrinkAttempts: How many candidates shrinking may evaluate at most.
///   - generate: Makes one case from a generator.
///   - shrink: Smaller candidates for a failing case, most aggressive first.
///   - property: `true` when the case satisfies the property.
/// - Returns: The first failure, shrunk, or `nil` if the property held for every case.
public func check<Value>(
  _ name: String,
  iterations: Int = 1000,
  seed: UInt64? = nil,
  maxShrinkAttempts: Int = 10_000,
  generate: (inout SeededGenerator) -> Value,
  shrink: (Value) -> [Value] = { _ in [] },
  property: (Value) async throws -> Bool
) async -> PropertyFailure<Value>? {
  let runSeed = PropertySeed.resolve(explicit: seed)
  let root = SeededGenerator(seed: runSeed)
  for iteration in 0..<max(0, iterations) {
    var generator = root.stream(iteration)
    let value = generate(&generator)
    guard case .fails(let error) = await Verdict(property, value) else { continue }
    var search = ShrinkSearch(failing: value, error: error, maxAttempts: maxShrinkAttempts)
    while let candidate = search.nextCandidate(shrink: shrink) {
      search.record(candidate, await Verdict(property, candidate))
    }
    return PropertyFailure(
      name: name, seed: runSeed, iteration: iteration, original: value, shrunk: search.current,
      shrinkSteps: search.steps, error: search.error)
  }
  return nil
}
