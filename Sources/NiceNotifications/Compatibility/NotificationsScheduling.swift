public import DateBuilder

/// The original's protocol of what can be scheduled: a type saying which triggers a value stands for.
///
/// ```swift
/// extension Hourly: NotificationsScheduling {
///   static var keyPathForTriggerSet: (Hourly) -> LocalNotifications.NotificationTriggerSet {
///     { _ in .empty }
///   }
/// }
/// ```
public protocol NotificationsScheduling: Schedulable {
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
  public static var keyPathForTriggerSet: (Self) -> LocalNotifications.NotificationTriggerSet {
    { LocalNotifications.NotificationTriggerSet(evaluating: $0) }
  }
}

extension Array: NotificationsScheduling where Element == DateBuilder.ResolvedDate {
  /// The dates' triggers now, in the current DateBuilder context; none for past dates.
  public static var keyPathForTriggerSet: (Self) -> LocalNotifications.NotificationTriggerSet {
    { LocalNotifications.NotificationTriggerSet(evaluating: $0) }
  }
}

extension NotificationTrigger: NotificationsScheduling {
  /// The trigger, with its next fire date in the current DateBuilder context.
  public static var keyPathForTriggerSet: (Self) -> LocalNotifications.NotificationTriggerSet {
    { .single(trigger: LocalNotifications.Trigger(evaluating: $0, in: .current)) }
  }
}
