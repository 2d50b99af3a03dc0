#if !canImport(UserNotifications)
  import Foundation

  /// The state of one ``UNUserNotificationCenter``, behind a lock.
  ///
  /// `@unchecked Sendable` is safe because:
  /// - `state` is the only mutable stored property, and it is read and written only inside
  ///   `withState`, while `lock` is held; `withState` never calls out to code that could
  ///   re-enter it (its closures are the center's own, which only touch the state).
  /// - The objects the state keeps are never mutated after they are stored: requests,
  ///   notifications, categories and triggers have only `let` properties, requests hold an
  ///   immutable copy of their content, and location triggers copy their region in and out.
  ///   Handing them to several threads is therefore safe. (Content `userInfo` values must
  ///   be property-list values, which are values or immutable objects, as Apple requires.)
  /// - The delegate is held weakly and only loaded or stored under the lock; calling it is
  ///   up to the caller, as on Apple platforms.
  final class CenterStore: @unchecked Sendable {
    private let lock = NSLock()
    private var state = CenterState()

    /// Runs `body` on the state while holding the lock.
    func withState<Result>(_ body: (inout CenterState) throws -> Result) rethrows -> Result {
      lock.lock()
      defer { lock.unlock() }
      return try body(&state)
    }
  }
#endif
