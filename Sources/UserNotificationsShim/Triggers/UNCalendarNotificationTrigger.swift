#if !canImport(UserNotifications)
  public import Foundation
  import NotificationCenterModel

  /// Fires at the next date that matches some date components, and optionally at every match after:
  /// `let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8), repeats: true)`.
  public final class UNCalendarNotificationTrigger: UNNotificationTrigger {
    /// The components a date must match.
    public let dateComponents: DateComponents

    /// Creates a trigger that fires at dates matching `dateComponents`, at every match if `repeats`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
      self.dateComponents = dateComponents
      super.init(repeats: repeats)
    }

    /// The next date after now matching the components, as devices answer (`day: 31` in June gives 1 July).
    public func nextTriggerDate() -> Date? {
      _shimNextTriggerDate(after: Date(), calendar: .current)
    }

    /// Shim only: the next matching date after `date` in `calendar`, unless the components name their own.
    public func _shimNextTriggerDate(after date: Date, calendar: Calendar) -> Date? {
      CalendarRule.nextDate(matching: dateComponents, after: date, device: calendar)
    }

    /// Whether `object` is a calendar trigger with the same components and `repeats`.
    public override func isEqual(_ object: Any?) -> Bool {
      guard super.isEqual(object), let other = object as? UNCalendarNotificationTrigger else { return false }
      return dateComponents == other.dateComponents
    }

    /// A hash of the class, `repeats` and the components.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(super.hash)
      hasher.combine(dateComponents)
      return hasher.finalize()
    }
  }
#endif
