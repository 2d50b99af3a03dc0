import Foundation

/// A value behind a lock, for state shared by callers on any thread that cannot `await` an actor.
///
/// `@unchecked Sendable`: the private `value` is touched only inside ``withLock(_:)``, under the
/// lock, lent `inout` to the closure alone; `Value: Sendable` makes what it returns safe to share.
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
