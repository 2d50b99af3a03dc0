import DateBuilder
import Foundation

/// Whether a series' first date ahead is its repeating pattern's next match: the test that
/// decides whether an entry may be one repeating request (``EntryStream``).
///
/// The reference is what the platform would do, ``NotificationTrigger/nextFireDate(after:in:)``
/// of the pattern's repeating trigger (Foundation's `nextDate`, about 25 allocations). A daily or
/// weekly pattern is answered in DateBuilder's integers instead when no clock change is near:
/// the series' previous match (one period before `first`, the same wall-clock time) is resolved,
/// and when exactly one period of seconds separates it from `first` and both have the zone's
/// same offset from GMT, no clock changed between them (zones change their clocks weeks apart,
/// not twice within a week), neither is a time the clocks skipped or the second reading of a
/// repeated one, and the pattern matches nothing strictly between them. Then `first` is the next match after `now` exactly when the previous
/// one is not after `now`. Any other case — a clock change between them, a monthly or yearly
/// pattern, a calendar other than the Gregorian — asks Foundation.
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
    let trigger = NotificationTrigger.calendar(pattern.dateComponents, repeats: true)
    return trigger.nextFireDate(after: context.now, in: context) == first.date
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
      let previous = try? first.resolvedDate.addingDays(-days).date(in: context),
      first.date.timeIntervalSince(previous) == Double(days * 86_400),
      // A time in a gap resolves to the gap's end, which can lie exactly one period of
      // seconds after the day before's reading: the offsets tell such a change apart.
      context.timeZone.secondsFromGMT(for: previous) == context.timeZone.secondsFromGMT(for: first.date)
    else { return nil }
    return previous <= context.now
  }
}
