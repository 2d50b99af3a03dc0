enum Verdict {
  case holds
  case fails((any Error)?)

  init<Value>(_ property: (Value) throws -> Bool, _ value: Value) {
    do {
      self = try property(value) ? .holds : .fails(nil)
    } catch {
      self = .fails(error)
    }
  }

  init<Value>(_ property: (Value) async throws -> Bool, _ value: Value) async {
    do {
      self = try await property(value) ? .holds : .fails(nil)
    } catch {
      self = .fails(error)
    }
  }
}

/// Greedy shrinking for both runners: the first candidate that also fails becomes the case.
struct ShrinkSearch<Value> {
  private(set) var current: Value
  private(set) var error: (any Error)?
  private(set) var steps = 0
  private var attempts = 0
  private let maxAttempts: Int
  private var candidates: [Value]?
  private var nextIndex = 0

  init(failing value: Value, error: (any Error)?, maxAttempts: Int) {
    self.current = value
    self.error = error
    self.maxAttempts = maxAttempts
  }

  mutating func nextCandidate(shrink: (Value) -> [Value]) -> Value? {
    guard attempts < maxAttempts else { return nil }
    if candidates == nil {
      candidates = shrink(current)
      nextIndex = 0
    }
    guard let candidates, nextIndex < candidates.count else { return nil }
    defer {
      nextIndex += 1
      attempts += 1
    }
    return candidates[nextIndex]
  }

  mutating func record(_ candidate: Value, _ verdict: Verdict) {
    guard case .fails(let error) = verdict else { return }
    current = candidate
    self.error = error
    steps += 1
    candidates = nil
  }
}
