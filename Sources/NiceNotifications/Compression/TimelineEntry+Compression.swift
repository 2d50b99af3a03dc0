extension NotificationsTimeline.Entry {
  /// Whether one repeating request can stand for every occurrence; ``RepeatingMatch`` checks the first.
  var isCompressible: Bool {
    repeatingPattern != nil && maker.isConstant && timeMeaning == .wallClock
  }
}
