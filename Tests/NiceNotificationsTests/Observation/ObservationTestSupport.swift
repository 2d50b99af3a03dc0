import Observation
import Synchronization

/// Whether an observed property changed: set by Observation's `onChange`, which may run on
/// any thread.
final class ChangeFlag: Sendable {
  private let fired = Mutex(false)

  /// Whether a property read when the flag was made has changed since.
  var hasFired: Bool { fired.withLock { $0 } }

  fileprivate func fire() { fired.withLock { $0 = true } }
}

/// A flag that is raised when one of the observable properties `read` reads is about to change.
@MainActor
func watch(_ read: () -> some Any) -> ChangeFlag {
  let flag = ChangeFlag()
  withObservationTracking {
    _ = read()
  } onChange: {
    flag.fire()
  }
  return flag
}

/// A stream that yields once, when one of the observable properties `read` reads is about to
/// change, and then finishes: `for await _ in stream {}` waits for that change.
@MainActor
func nextChange(of read: () -> some Any) -> AsyncStream<Void> {
  let (stream, continuation) = AsyncStream<Void>.makeStream()
  withObservationTracking {
    _ = read()
  } onChange: {
    continuation.yield()
    continuation.finish()
  }
  return stream
}
