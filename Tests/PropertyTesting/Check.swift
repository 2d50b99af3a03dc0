/// Checks that `property` holds for `iterations` generated cases, and shrinks the first counterexample.
///
/// Each iteration draws from its own stream of the seed (`nil` reads `NICE_SEED`), so a seed
/// always yields the same cases. Shrinking takes the first failing candidate until none fails or
/// `maxShrinkAttempts` were tried. A property that throws fails.
///
/// ```swift
/// let failure = check("below 500", generate: { Int.random(in: 0..<1000, using: &$0) }) { $0 < 500 }
/// ```
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

/// Checks that an async `property` holds for generated cases, one at a time on the caller's actor, as
/// ``check(_:iterations:seed:maxShrinkAttempts:generate:shrink:property:)`` does:
/// `let failure = await check("count", generate: { Int.random(in: 0..<10, using: &$0) }) { try await store.allPermissions().count <= $0 }`.
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
