import Foundation

/// The calendar `DateBuilder.calendar` was set to, for the whole process; `nil` follows the
/// system's.
///
/// The one piece of global mutable state in DateBuilder, and safe: `stored` is private and is
/// read and written only inside `lock.withLock`, so every access is serialized by the
/// `NSLock`, which is a `let` and never replaced. `nonisolated(unsafe)` only tells Swift what
/// the lock already guarantees.
enum DefaultCalendar {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var stored: Calendar?

  /// The calendar set at launch, if any.
  static var value: Calendar? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
