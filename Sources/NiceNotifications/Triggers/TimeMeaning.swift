public import Foundation

/// What the time of a timeline entry means when the device changes time zone or clocks
/// change: the choice each reminder app makes, made explicit.
///
/// ```swift
/// EveryDay(forDays: 30, starting: .today).at(hour: 9, minute: 0)
///   .schedule(title: "Stand-up")
///   .timeMeaning(.pinned(TimeZone(identifier: "Europe/Berlin")!))
/// ```
public enum TimeMeaning: Hashable, Sendable {
  /// Wall-clock time, the default: 9:00 stays 9:00 local, across daylight saving time
  /// and travel. Scheduled as floating calendar components — except an exact instant
  /// (`ExactlyAt(meeting.start)`, and elapsed time added to one), which is a moment rather
  /// than a clock reading: it is scheduled as that instant, as ``instant`` schedules it.
  case wallClock
  /// Wall-clock time in one time zone: 9:00 Berlin time, wherever the device is.
  /// Scheduled as calendar components with that time zone.
  case pinned(TimeZone)
  /// An exact instant, computed in the device's time zone when scheduled: a countdown
  /// that must not move when the device's time zone does.
  case instant
}
