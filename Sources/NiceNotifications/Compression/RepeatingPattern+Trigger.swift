import DateBuilder

extension DateBuilder.RepeatingPattern {
  /// The repeating calendar trigger a series compressed into one request is written as: the
  /// pattern's components, floating, repeating.
  ///
  /// ```swift
  /// pattern.repeatingTrigger  // .calendar(DateComponents(hour: 8, minute: 0), repeats: true) for "daily 08:00"
  /// ```
  var repeatingTrigger: NotificationTrigger {
    .calendar(dateComponents, repeats: true)
  }
}
