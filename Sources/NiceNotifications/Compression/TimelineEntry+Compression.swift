extension NotificationsTimeline.Entry {
  /// Whether one repeating request can stand for all its occurrences: a repeating calendar
  /// pattern, constant content, wall-clock time; ``RepeatingMatch`` decides on the first date.
  var isCompressible: Bool {
    repeatingPattern != nil && maker.isConstant && timeMeaning == .wallClock
  }
}
