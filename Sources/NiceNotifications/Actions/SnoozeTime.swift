public import DateBuilder
public import Foundation

/// When a snoozed notification comes back:
/// `await router.on(.action("tomorrow"), .snooze(.nextTime(hour: 9, minute: 0), in: notifications))`.
public enum SnoozeTime: Hashable, Sendable {
  /// An exact interval from now, in seconds: the same across a DST change and travel.
  case after(TimeInterval)
  /// The next time the device's wall clock shows `hour:minute`, today or tomorrow, floating with
  /// its zone. A time a DST change skips comes back just after the gap; a repeated time at its
  /// first pass, or at its second (as an instant) when snoozed during the repeated hour.
  case nextTime(hour: Int, minute: Int)
  /// The intervals ``after(_:)`` accepts: one second (a shorter one would be lost before it
  /// reaches the system) to ten years.
  public static let intervals: ClosedRange<TimeInterval> = 1...315_360_000

  /// The trigger and fire date of a snooze made in `context`; `nil` if the time is invalid (an
  /// interval outside ``intervals`` or not a number, hour 24):
  /// `let snoozed = SnoozeTime.after(600).trigger(in: .current)`.
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
