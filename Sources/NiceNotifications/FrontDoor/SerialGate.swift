/// A first-in, first-out gate: one holder at a time, in the order they arrived, across
/// suspension points — which an actor alone does not give, since it is reentrant.
actor SerialGate {
  private var held = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func enter() async {
    guard held else {
      held = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func leave() {
    if waiting.isEmpty {
      held = false
    } else {
      waiting.removeFirst().resume()
    }
  }

  /// Runs `body` while holding the gate.
  nonisolated func run<T: Sendable>(_ body: () async -> T) async -> T {
    await enter()
    let result = await body()
    await leave()
    return result
  }
}
