import DateBuilder

extension DateBuilder.RepeatingPattern {
  /// The floating repeating calendar trigger a compressed series is written as.
  var repeatingTrigger: NotificationTrigger {
    .calendar(dateComponents, repeats: true)
  }
}
