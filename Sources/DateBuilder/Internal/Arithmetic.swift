/// How an evaluation computes: by integer arithmetic where it gives Foundation's answer
/// (Gregorian days, cached time-zone transitions), or by asking Foundation every time.
///
/// The two give identical dates; the Foundation path is the reference the integer path is
/// tested against, and the path for every calendar, day and zone the integers do not cover.
///
/// ```swift
/// let reference = DateBuilder.Context(now: now, calendar: calendar, arithmetic: .foundation)
/// ```
enum Arithmetic: Hashable, Sendable {
  /// Integers where they apply, Foundation elsewhere: what every public context uses.
  case integers
  /// Foundation's `Calendar` and `TimeZone` for every question.
  case foundation
}
