public import DateBuilder

/// The original NiceNotifications' protocol of what can be scheduled: a type that says which
/// triggers a value stands for.
///
/// A conforming type schedules like any ``Schedulable``.
///
/// ```swift
/// struct Hourly: NotificationsScheduling {
///   static var keyPathForTriggerSet: (Hourly) -> LocalNotifications.NotificationTriggerSet {
///     { _ in LocalNotifications.NotificationTriggerSet.keyPathForTriggerSet(.empty) }
///   }
/// }
/// ```
public protocol NotificationsScheduling: Schedulable {
  /// The triggers a value stands for.
  static var keyPathForTriggerSet: (Self) -> LocalNotifications.NotificationTriggerSet { get }
}

extension NotificationsScheduling {
  /// The value's triggers, as the set schedules them.
  public var occurrenceSource: ScheduleSource {
    Self.keyPathForTriggerSet(self).occurrenceSource
  }
}

extension DateBuilder.ResolvedDate: NotificationsScheduling {
  /// The date's trigger now, in the current DateBuilder context; none if it has passed.
  ///
  /// ```swift
  /// DateBuilder.ResolvedDate.keyPathForTriggerSet(Tomorrow().at(hour: 9, minute: 0)).triggers.count // 1
  /// ```
  public static var keyPathForTriggerSet: (Self) -> LocalNotifications.NotificationTriggerSet {
    { LocalNotifications.NotificationTriggerSet(evaluating: $0) }
  }
}

extension Array: NotificationsScheduling where Element == DateBuilder.ResolvedDate {
  /// The dates' triggers now, in the current DateBuilder context; none for dates that have
  /// passed.
  ///
  /// ```swift
  /// [DateBuilder.ResolvedDate].keyPathForTriggerSet(EveryDay(forDays: 3, starting: .tomorrow).at(hour: 9, minute: 0).dates)
  /// ```
  public static var keyPathForTriggerSet: (Self) -> LocalNotifications.NotificationTriggerSet {
    { LocalNotifications.NotificationTriggerSet(evaluating: $0) }
  }
}

extension NotificationTrigger: NotificationsScheduling {
  /// The trigger, with its next fire date in the current DateBuilder context.
  ///
  /// ```swift
  /// NotificationTrigger.keyPathForTriggerSet(.timeInterval(3_600, repeats: false)).triggers.count // 1
  /// ```
  public static var keyPathForTriggerSet: (Self) -> LocalNotifications.NotificationTriggerSet {
    { .single(trigger: LocalNotifications.Trigger(evaluating: $0, in: .current)) }
  }
}
