import DateBuilder
import Foundation

/// Whether a series' first date ahead is its repeating pattern's next match, without the about
/// 25 allocations of ``NotificationTrigger/nextFireDate(after:in:)`` for a daily or weekly pattern
/// whose clock changes prove that nothing matches in between.
enum RepeatingMatch {
  static func isNextMatch(
    _ pattern: DateBuilder.RepeatingPattern, first: DateBuilder.Occurrence, in context: DateBuilder.Context
  ) -> Bool {
    if let answer = integerAnswer(pattern, first: first, in: context) { return answer }
    return pattern.repeatingTrigger.nextFireDate(after: context.now, in: context) == first.date
  }

  /// `nil` where only Foundation's calendar search can tell.
  static func integerAnswer(
    _ pattern: DateBuilder.RepeatingPattern, first: DateBuilder.Occurrence, in context: DateBuilder.Context
  ) -> Bool? {
    let days: Int
    switch (pattern.weekday, pattern.day, pattern.month) {
    case (nil, nil, nil): days = 1
    case (.some, nil, nil): days = 7
    default: return nil
    }
    guard first.resolvedDate.isWallClock, context.calendar.identifier == .gregorian,
      first.date > context.now,
      let previous = try? first.resolvedDate.addingDays(-days).date(in: context)
    else { return nil }
    let period = Double(days * 86_400)
    switch context.clockChanges(from: previous, through: first.date) {
    case .none:
      // One offset: the instants are one period apart (a time in a gap resolves onto a change).
      guard first.date.timeIntervalSince(previous) == period else { return nil }
    case .one(let change):
      let previousSecond = previous.timeIntervalSince1970.rounded(.down)
      let firstSecond = first.date.timeIntervalSince1970.rounded(.down)
      guard Int(previousSecond) < change.instant, change.instant < Int(firstSecond),
        // The readings: the previous one under the offset before the change, `first`'s after.
        (firstSecond + Double(change.after)) - (previousSecond + Double(change.before)) == period,
        // Clocks that fell back must not show the previous reading again after the change,
        change.after >= change.before
          || Int(previousSecond) + change.before - change.after < change.instant,
        // nor `first`'s before it.
        change.after >= change.before || Int(firstSecond) + change.after - change.before >= change.instant
      else { return nil }
    case .several, .unknown:
      return nil
    }
    return previous <= context.now
  }
}
