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
      // A calendar trigger fires at a repeated time's first pass; its second is an instant.
      if let pass = Self.nextPass(hour: hour, minute: minute, after: context.now, in: context.timeZone),
        pass < fireDate
      {
        return (.instant(pass), pass)
      }
      var calendar = context.calendar
      calendar.timeZone = context.timeZone
      let components = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: fireDate)
      return (.calendar(components, repeats: false), fireDate)
    }
  }

  /// The first instant after `now` at which `zone`'s clock shows `hour:minute`, read at each offset the
  /// zone keeps in the next days: Foundation's search for a repeated time's last pass misses Lord Howe's
  /// half hour, and gives the next day's.
  static func nextPass(hour: Int, minute: Int, after now: Date, in zone: TimeZone) -> Date? {
    guard now.timeIntervalSince1970.isFinite else { return nil }
    var offsets: Set<Int> = [zone.secondsFromGMT(for: now)]
    var cursor = now
    let end = now.addingTimeInterval(3 * 86_400)
    while let transition = zone.nextDaylightSavingTimeTransition(after: cursor), transition < end {
      offsets.insert(zone.secondsFromGMT(for: transition))
      cursor = transition
    }
    let midnight =
      ((now.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: now))) / 86_400).rounded(.down) * 86_400
    var passes: [Date] = []
    for day in 0...2 {
      let shown = midnight + Double(day * 86_400 + hour * 3_600 + minute * 60)
      for offset in offsets {
        let instant = Date(timeIntervalSince1970: shown - Double(offset))
        if instant > now, zone.secondsFromGMT(for: instant) == offset { passes.append(instant) }
      }
    }
    return passes.min()
  }
}
