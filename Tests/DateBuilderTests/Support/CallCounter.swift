import Foundation

/// Counts calls from `@Sendable` closures, such as a custom `DelayDistribution`, so that a
/// test can tell how much of a series was evaluated.
///
/// `@unchecked Sendable` is safe: the only stored state, `count`, is private and is read and
/// written only inside `lock.withLock`, so every access is serialized by the `NSLock`; the
/// lock itself is a `let` and is never replaced.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Records one call.
  func increment() {
    lock.withLock { count += 1 }
  }

  /// The calls recorded so far.
  var value: Int {
    lock.withLock { count }
  }
}
