import Foundation

/// What `DateBuilder.calendar` was set to; `nil` follows the system's.
///
/// Process-wide state, safe: every read and write goes through a ``Locked``.
enum DefaultCalendar {
  private static let stored = Locked<Calendar?>(nil)

  static var value: Calendar? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
