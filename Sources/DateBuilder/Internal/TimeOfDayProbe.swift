import Foundation

/// Tells a time of day that is the same for every day from one computed afresh for each day.
///
/// `.at(_:)` on a series takes its time as an autoclosure, so that
/// `.at(.randomTime(from:to:))` draws a time for each day. Every other expression —
/// `TimeOfDay(hour: 8, minute: 0)`, `.time(hour: 8, minute: 0)`, a constant — gives one
/// time, and must plan as `.at(hour:minute:)` does: one repeating pattern, one integer plan.
/// The expression is read once while a reading is open: a random draw
/// (``TimeOfDay/randomTime(from:to:using:)``) or a read of the evaluation context (what
/// `TimeOfDay(date:)` converts with) makes it a time of each day; anything else makes it fixed.
///
/// ```swift
/// TimeOfDayProbe.fixedTime { .time(hour: 8, minute: 0) }  // 08:00
/// TimeOfDayProbe.fixedTime { .randomTime(from: .time(hour: 9, minute: 0), to: .time(hour: 11, minute: 0)) }  // nil
/// ```
enum TimeOfDayProbe {
  /// Whether the expression read while this reading was open did something that differs by
  /// day or by evaluation.
  final class Reading: Sendable {
    let perDay = Locked(false)
  }

  /// The reading open in this task, while an expression is read.
  @TaskLocal static var reading: Reading?

  /// Notes that the expression being read, if any, differs by day or by evaluation.
  static func notePerDay() {
    guard let reading else { return }
    reading.perDay.withLock { $0 = true }
  }

  /// The time `timeOfDay` gives for every day, or `nil` if it draws a random time or reads
  /// the evaluation context (and so must be computed for each day).
  static func fixedTime(_ timeOfDay: () -> TimeOfDay) -> TimeOfDay? {
    let reading = Reading()
    let time = $reading.withValue(reading) { timeOfDay() }
    return reading.perDay.withLock { $0 } ? nil : time
  }
}
