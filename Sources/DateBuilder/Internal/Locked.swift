import Foundation

/// A value behind a lock, for the few places where state is shared by callbacks that the
/// platform or the user may call on any thread, and an actor would need an `await` that
/// the caller cannot make: DateBuilder's process-wide calendar and zone-transition cache,
/// and NiceNotifications' default instance and gates (`package`, so both modules use this one).
///
/// `@unchecked Sendable` is safe because the only stored state, `value`, is private and
/// every read and write of it happens inside `lock.lock()` … `lock.unlock()` in
/// ``withLock(_:)``, which never lets a reference to it escape: the closure receives it
/// `inout` for the duration of the critical section only. `Value: Sendable` makes whatever
/// the closure returns safe to use on another thread.
package final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
