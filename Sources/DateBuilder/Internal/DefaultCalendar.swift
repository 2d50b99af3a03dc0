import Foundation

/// What `DateBuilder.calendar` was set to, behind a ``Locked`` for safety; `nil` follows the system's.
enum DefaultCalendar {
  private static let stored = Locked<Calendar?>(nil)

  static var value: Calendar? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
