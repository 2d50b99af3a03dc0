import DateBuilder
import Foundation

/// Whether a series' first date ahead is its repeating pattern's next match: the test that
/// decides whether an entry may be one repeating request (``EntryStream``).
///
/// The reference is what the platform would do, ``NotificationTrigger/nextFireDate(after:in:)``
/// of the pattern's repeating trigger (Foundation's `nextDate`, about 25 allocations). A daily or
/// weekly pattern is answered in DateBuilder's integers instead where the clock changes between
/// the series' previous match (one period before `first`, the same wall-clock time) and `first`
/// prove it: when the pattern matches nothing strictly between them, and each is the one
/// instant the trigger fires at on its day, `first` is the next match after `now` exactly when
/// the previous one is not after `now`.
///
/// - With no clock change from the previous match through `first`, both are their readings'
///   only instants, one period of seconds apart, and the days between them lack the weekday.
/// - With exactly one change strictly between them, neither lies on the change, so neither is
///   a time the clocks skipped (such a time resolves to the change's instant); the readings
///   between them cover the previous reading to `first`'s, except that when the clocks fell
///   back the previous reading may show again after the change (or `first`'s before it):
///   those cases ask Foundation.
///
/// Any other case — two changes, a change at either date, a monthly or yearly pattern, a
/// calendar other than the Gregorian, a zone DateBuilder leaves to Foundation — asks Foundation.
///
/// ```swift
/// let compress = RepeatingMatch.isNextMatch(pattern, first: occurrence, in: context)
/// ```
enum RepeatingMatch {
  /// Whether `first` (a date of the series after `context.now`) is the next time the
  /// pattern's repeating trigger fires after `context.now`.
  static func isNextMatch(
    _ pattern: DateBuilder.RepeatingPattern, first: DateBuilder.Occurrence, in context: DateBuilder.Context
  ) -> Bool {
    if let answer = integerAnswer(pattern, first: first, in: context) { return answer }
    return pattern.repeatingTrigger.nextFireDate(after: context.now, in: context) == first.date
  }

  /// The answer without Foundation's calendar search; `nil` where only the reference can tell.
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
      // One offset throughout: the readings are one period apart, and so are the instants
      // (a time in a gap resolves to the gap's end, which lies on a change and is counted).
      guard first.date.timeIntervalSince(previous) == period else { return nil }
    case .one(let change):
      let previousSecond = previous.timeIntervalSince1970.rounded(.down)
      let firstSecond = first.date.timeIntervalSince1970.rounded(.down)
      guard Int(previousSecond) < change.instant, change.instant < Int(firstSecond),
        // The readings: the previous one under the offset before the change, `first`'s after.
        (firstSecond + Double(change.after)) - (previousSecond + Double(change.before)) == period,
        // Clocks that fell back show the previous reading again, between the two dates, if
        // its showing under the later offset comes after the change.
        change.after >= change.before
          || Int(previousSecond) + change.before - change.after < change.instant,
        // Nor may `first`'s reading show before the change (DateBuilder takes the first
        // showing, so it would not be `first`; checked all the same, as cheap as it is).
        change.after >= change.before || Int(firstSecond) + change.after - change.before >= change.instant
      else { return nil }
    case .several, .unknown:
      return nil
    }
    return previous <= context.now
  }
}
