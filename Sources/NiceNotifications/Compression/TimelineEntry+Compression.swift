extension NotificationsTimeline.Entry {
  /// Whether one repeating request can stand for all its occurrences: its dates follow a
  /// repeating calendar pattern, its content never changes, and its time is wall-clock.
  ///
  /// Whether it does is decided on its first date ahead (``RepeatingMatch``).
  ///
  /// ```swift
  /// EveryDay(starting: .today).at(hour: 8, minute: 0).schedule(title: "Stretch").isCompressible  // true
  /// ```
  var isCompressible: Bool {
    repeatingPattern != nil && maker.isConstant && timeMeaning == .wallClock
  }
}
