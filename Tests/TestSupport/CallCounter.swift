import Foundation

/// Counts calls from any thread, such as a custom `DelayDistribution` or a content maker,
/// so that a test can tell how much was evaluated.
///
/// `@unchecked Sendable` is safe: the only stored state, `count`, is private and is read and
/// written only inside `lock.withLock`, so every access is serialized by the `NSLock`; the
/// lock itself is a `let` and is never replaced.
public final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Creates a counter at 0.
  public init() {}

  /// Records one call.
  public func increment() {
    lock.withLock { count += 1 }
  }

  /// The calls recorded so far.
  public var value: Int {
    lock.withLock { count }
  }
}
