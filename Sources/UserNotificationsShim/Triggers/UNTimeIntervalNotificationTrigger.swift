#if !canImport(UserNotifications)
  import NotificationCenterModel
  public import Foundation

  /// Fires a number of seconds after the request is scheduled, and optionally every that many seconds after.
  ///
  /// The interval must be over 0, and at least 60 when repeating; Apple's initializer crashes otherwise.
  public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    /// The interval the trigger was made with; it never counts down.
    public let timeInterval: TimeInterval

    /// Apple's exception reason when the interval is invalid, else `nil`.
    let invalidReason: String?

    /// Creates a trigger that fires `timeInterval` seconds after scheduling.
    public init(timeInterval: TimeInterval, repeats: Bool) {
      self.timeInterval = timeInterval
      invalidReason = IntervalRule.problem(interval: timeInterval, repeats: repeats)
      super.init(repeats: repeats)
    }

    /// The date it would fire if added now, `Date()` plus the interval, as on devices; `nil` if invalid.
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
