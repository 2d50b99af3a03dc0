/// What pacing does with an occurrence that falls inside the quiet hours or too close to another
/// notification: move it later, or leave it out.
///
/// ```swift
/// EveryDay(forDays: 30, starting: .today).at(hour: 23, minute: 0)
///   .schedule(title: "Stretch").whenPaced(.skip)
/// ```
///
/// An occurrence over the daily limit is always left out: a later time would only fill another day.
public enum PacingChoice: Hashable, Sendable {
  /// Moved to the first instant the rule allows: the end of the quiet hours, the end of the gap.
  ///
  /// The default: a reminder that comes late is better than one that never comes.
  case moveToEnd
  /// Left out: not scheduled, and it takes no slot.
  case skip
}

extension NotificationsTimeline.Entry {
  /// The entry with its occurrences moved or skipped where pacing does not allow their time.
  ///
  /// ```swift
  /// EveryDay(forDays: 7, starting: .today).at(hour: 22, minute: 30)
  ///   .schedule(title: "Sunset walk").whenPaced(.skip)
  /// ```
  ///
  /// Without it an occurrence is moved (``PacingChoice/moveToEnd``).
  public func whenPaced(_ choice: PacingChoice) -> Self {
    var copy = self
    copy.pacingChoice = choice
    return copy
  }
}
