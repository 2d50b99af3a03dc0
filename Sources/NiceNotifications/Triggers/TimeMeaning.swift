public import Foundation

/// What a timeline entry's time means when the device changes time zone or the clocks change:
/// `entry.timeMeaning(.pinned(TimeZone(identifier: "Europe/Berlin")!))`.
public enum TimeMeaning: Hashable, Sendable {
  /// Wall-clock time, the default: 9:00 stays 9:00 local across DST and travel. An exact instant
  /// (`ExactlyAt(meeting.start)`) is scheduled as that instant, as ``instant`` is.
  case wallClock
  /// Wall-clock time in one zone: 9:00 Berlin time wherever the device is.
  case pinned(TimeZone)
  /// An exact instant computed in the device's zone when scheduled: a countdown that must not move.
  case instant
}
