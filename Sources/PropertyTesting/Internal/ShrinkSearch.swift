/// Whether a property held for one case.
enum Verdict {
  case holds
  case fails((any Error)?)

  /// Runs `property` on `value`; a thrown error counts as a failure.
  init<Value>(_ property: (Value) throws -> Bool, _ value: Value) {
    do {
      self = try property(value) ? .holds : .fails(nil)
    } catch {
      self = .fails(error)
    }
  }

  /// Runs the async `property` on `value`; a thrown error counts as a failure.
  init<Value>(_ property: (Value) async throws -> Bool, _ value: Value) async {
    do {
      self = try await property(value) ? .holds : .fails(nil)
    } catch {
      self = .fails(error)
    }
  }
}

/// Greedy shrinking as a state machine, shared by the sync and async runners: offer the
/// candidates of the current failing case in order; the first one that also fails becomes
/// the current case; stop when no candidate fails or the attempt budget is spent.
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

  /// The next candidate to try, or `nil` when the search is over.
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

  /// Records how the last candidate fared.
  mutating func record(_ candidate: Value, _ verdict: Verdict) {
    guard case .fails(let error) = verdict else { return }
    current = candidate
    self.error = error
    steps += 1
    candidates = nil
  }
}
