import Foundation

/// The calendar `DateBuilder.calendar` was set to, for the whole process; `nil` follows the
/// system's.
///
/// Process-wide state, and safe: it lives in a ``Locked``, so every read and write is
/// serialized by its lock.
enum DefaultCalendar {
  private static let stored = Locked<Calendar?>(nil)

  /// The calendar set at launch, if any.
  static var value: Calendar? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
