import Foundation

/// Counts calls made from any thread — here, calls of a content maker.
///
/// `@unchecked Sendable` is safe because the only stored state, `count`, is private and is
/// read and written only while `lock` is held (the package's `Locked` pattern). `Mutex` from
/// Synchronization would need macOS 15, above the package's platforms.
///
/// ```swift
/// let calls = CallCounter()
/// let maker: @Sendable () -> NotificationContent? = { calls.increment(); return content }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Creates a counter at zero.
  init() {}

  /// Adds one.
  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  /// The calls so far.
  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
