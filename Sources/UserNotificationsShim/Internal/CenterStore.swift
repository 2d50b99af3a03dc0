#if !canImport(UserNotifications)
  import Foundation

  /// The state of one ``UNUserNotificationCenter``, behind a lock.
  ///
  /// `@unchecked Sendable` is safe: `state` is touched only in `withState` under `lock`, by non-reentrant
  /// closures; the objects it keeps are immutable once stored; the weak delegate is only loaded or set there.
  final class CenterStore: @unchecked Sendable {
    private let lock = NSLock()
    private var state = CenterState()

    func withState<Result>(_ body: (inout CenterState) throws -> Result) rethrows -> Result {
      lock.lock()
      defer { lock.unlock() }
      return try body(&state)
    }
  }
#endif
