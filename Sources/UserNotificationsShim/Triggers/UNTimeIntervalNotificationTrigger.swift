#if !canImport(UserNotifications)
  import NotificationCenterModel
  public import Foundation

  /// Fires a number of seconds after the request is scheduled, and optionally every that
  /// many seconds after.
  ///
  /// ```swift
  /// let inAnHour = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
  /// ```
  ///
  /// The interval must be greater than 0, and at least 60 when repeating. Apple raises an
  /// Objective-C exception (a crash) from the initializer when it is not. Shim: the
  /// initializer always succeeds and records the violation;
  /// ``UNUserNotificationCenter/add(_:withCompletionHandler:)`` then fails with a ``UNError``
  /// of code ``UNError/Code/notificationInvalidNoDate`` whose localized description is
  /// Apple's exception reason, and nothing is scheduled.
  public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    /// The interval the trigger was made with; it never counts down.
    public let timeInterval: TimeInterval

    /// Apple's exception reason when the interval is invalid, else `nil`.
    let invalidReason: String?

    /// Creates a trigger that fires `timeInterval` seconds after scheduling.
    ///
    /// - Parameters:
    ///   - timeInterval: Seconds; must be greater than 0, and at least 60 when `repeats`.
    ///   - repeats: Whether to fire again every `timeInterval` seconds.
    public init(timeInterval: TimeInterval, repeats: Bool) {
      self.timeInterval = timeInterval
      invalidReason = IntervalRule.problem(interval: timeInterval, repeats: repeats)
      super.init(repeats: repeats)
    }

    /// The time interval from now: the date the trigger would fire if scheduled now.
    ///
    /// As on devices, this is `Date()` plus the interval whenever it is called, not the
    /// schedule time plus the interval. Shim: `nil` for an invalid interval.
    public func nextTriggerDate() -> Date? {
      invalidReason == nil ? Date().addingTimeInterval(timeInterval) : nil
    }

    /// Whether `object` is a time-interval trigger with the same interval and `repeats`.
    public override func isEqual(_ object: Any?) -> Bool {
      guard super.isEqual(object), let other = object as? UNTimeIntervalNotificationTrigger else {
        return false
      }
      return timeInterval == other.timeInterval
    }

    /// A hash of the class, `repeats` and the interval.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(super.hash)
      hasher.combine(timeInterval)
      return hasher.finalize()
    }
  }
#endif
