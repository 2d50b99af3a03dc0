import DateBuilder

/// Signals once a response's handler has finished; it travels with the response when one router
/// hands it to another, so a wait on it ends when the handler does, whichever router runs it.
final class ResponseHandled: Sendable {
  private enum State: Sendable {
    case waiting([UnsafeContinuation<Void, Never>])
    case finished
  }

  private let state = Locked(State.waiting([]))

  /// Ends every wait, now and later.
  func signal() {
    let waiting = state.withLock { state -> [UnsafeContinuation<Void, Never>] in
      guard case .waiting(let waiting) = state else { return [] }
      state = .finished
      return waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  func wait() async {
    await withUnsafeContinuation { continuation in
      let finished = state.withLock { state -> Bool in
        guard case .waiting(var waiting) = state else { return true }
        waiting.append(continuation)
        state = .waiting(waiting)
        return false
      }
      if finished { continuation.resume() }
    }
  }
}
