#if !canImport(UserNotifications)
  public import Foundation
  import NotificationCenterModel

  /// Fires at the next date that matches some date components, and optionally at every
  /// match after.
  ///
  /// ```swift
  /// // Every day at 08:30, in whatever time zone the device is in.
  /// let daily = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 30), repeats: true)
  /// ```
  ///
  /// Without a `timeZone` in the components, matching floats with the device's current
  /// time zone.
  public final class UNCalendarNotificationTrigger: UNNotificationTrigger {
    /// The components a date must match.
    public let dateComponents: DateComponents

    /// Creates a trigger that fires at dates matching `dateComponents`.
    ///
    /// - Parameters:
    ///   - dateComponents: Only the components that matter, for example hour and minute for
    ///     a daily time.
    ///   - repeats: Whether to fire at every match rather than the first only.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
      self.dateComponents = dateComponents
      super.init(repeats: repeats)
    }

    /// The next date after now that matches the components, or `nil` if none does.
    ///
    /// Computed as devices do: `Calendar.nextDate(after:matching:matchingPolicy:)` with
    /// `.nextTime` (so `day: 31` in June gives July 1), using `.first` for a time that
    /// happens twice.
    public func nextTriggerDate() -> Date? {
      _shimNextTriggerDate(after: Date(), calendar: .current)
    }

    /// Shim only (not on Apple platforms): the next matching date after `date`, matched in
    /// `calendar`, so that tests need not read the clock.
    ///
    /// The components' own `calendar` replaces `calendar`, and a fixed `timeZone` in them
    /// replaces the calendar's time zone (none, or the autoupdating one, floats with
    /// `calendar`'s); other components must match.
    ///
    /// - Parameters:
    ///   - date: The date to search after.
    ///   - calendar: The device's calendar and time zone.
    /// - Returns: The first matching date after `date`, or `nil`.
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
