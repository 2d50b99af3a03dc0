/// What pacing does with an occurrence inside the quiet hours or too close to another:
/// `.schedule(title: "Stretch").whenPaced(.skip)`.
public enum PacingChoice: Hashable, Sendable {
  /// Moved to the first instant the rule allows, the default: late is better than never.
  case moveToEnd
  /// Left out: not scheduled, and it takes no slot.
  case skip
}

extension NotificationsTimeline.Entry {
  /// The entry with its occurrences moved (the default) or skipped where pacing does not allow
  /// their time: `.schedule(title: "Sunset walk").whenPaced(.skip)`.
  public func whenPaced(_ choice: PacingChoice) -> Self {
    var copy = self
    copy.pacingChoice = choice
    return copy
  }
}
