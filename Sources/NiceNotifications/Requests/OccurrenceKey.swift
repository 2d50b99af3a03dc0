import DateBuilder

/// An occurrence key read into its form (`t1795000000-2` is `.instant(seconds: 1_795_000_000, repeat: 2)`).
enum OccurrenceKey: Hashable, Sendable {
  /// A wall-clock date as its calendar labels it; `repeat` is 1 for the first of equal dates.
  case wallClock(DateBuilder.WallClockLabels, repeat: Int)
  /// Whole seconds since 1970; `repeat` is 1 for the first of equal seconds.
  case instant(seconds: Int64, repeat: Int)
  case trigger
  case now
  case repeating
  /// A series compressed into one repeating request that pacing moved from this time of day.
  case movedRepeating(from: TimeOfDay)
  /// A snooze (entry `~snooze`) of an entry's occurrence.
  case snooze(entry: String, occurrence: String)
  /// A request of the original NiceNotifications (entry `~original`), by its UUID.
  case original(uuid: String)
}
