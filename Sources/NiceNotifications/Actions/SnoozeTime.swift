public import DateBuilder
public import Foundation

/// When a snoozed notification comes back.
///
/// ```swift
/// await router.on(.action("snooze"), .snooze(.after(10 * 60), in: notifications))
/// await router.on(.action("tomorrow"), .snooze(.nextTime(hour: 9, minute: 0), in: notifications))
/// ```
public enum SnoozeTime: Hashable, Sendable {
  /// An exact interval from now, in seconds: ten minutes are ten minutes, even across a
  /// daylight-saving change, and wherever the device travels.
  case after(TimeInterval)
  /// The next time the device's wall clock shows `hour:minute` — later today, or tomorrow —
  /// floating with the device's time zone like a timeline's wall-clock entries. A time that
  /// a daylight-saving change skips comes back at the first instant after it; a time that
  /// happens twice, at the first, or at the second when the first has passed (snoozed
  /// during the repeated hour, it comes back that hour rather than the next day: then at
  /// that instant, since a calendar trigger of the reading fires at its first pass only).
  case nextTime(hour: Int, minute: Int)

  /// The shortest and the longest interval ``after(_:)`` accepts: one second (a shorter one
  /// would be past by the time the request reaches the system, and lost) to ten years.
  ///
  /// ```swift
  /// SnoozeTime.intervals // 1.0...315_360_000.0
  /// ```
  public static let intervals: ClosedRange<TimeInterval> = 1...315_360_000

  /// The trigger and the fire date of a snooze made in `context`; `nil` if the time is
  /// invalid (an interval outside ``intervals`` or not a number, hour 24).
  ///
  /// ```swift
  /// let (trigger, fireDate) = SnoozeTime.after(600).trigger(in: .current)!
  /// ```
  public func trigger(in context: DateBuilder.Context) -> (trigger: NotificationTrigger, fireDate: Date)? {
    switch self {
    case .after(let seconds):
      guard Self.intervals.contains(seconds) else { return nil }
      let fireDate = context.now.addingTimeInterval(seconds)
      return (.instant(fireDate), fireDate)
    case let .nextTime(hour, minute):
      guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
      let matching = NotificationTrigger.calendar(DateComponents(hour: hour, minute: minute), repeats: false)
      guard let fireDate = matching.nextFireDate(after: context.now, in: context) else { return nil }
      var calendar = context.calendar
      calendar.timeZone = context.timeZone
      if let secondPass = calendar.nextDate(
        after: context.now, matching: DateComponents(hour: hour, minute: minute), matchingPolicy: .nextTime,
        repeatedTimePolicy: .last),
        secondPass < fireDate
      {
        return (.instant(secondPass), secondPass)
      }
      let components = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: fireDate)
      return (.calendar(components, repeats: false), fireDate)
    }
  }
}
