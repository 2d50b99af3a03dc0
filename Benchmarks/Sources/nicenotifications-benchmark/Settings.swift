import Foundation
import NiceNotifications

/// What every scenario runs with: whether this is a quick run, the stopwatch, and the
/// fixed evaluation context — Monday 2 March 2026, 06:00 in America/New_York, a week
/// before the clocks spring forward.
///
/// ```swift
/// let settings = Settings(quick: false)
/// let plan = await ReschedulePlanner.plan(groups, pending: [], in: settings.context, capacity: 64)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct Settings: Sendable {
  /// Reduced sizes, for a smoke run.
  var quick: Bool
  /// How operations are timed.
  var stopwatch: Stopwatch
  /// Now, the calendar and the time zone every timeline is evaluated in.
  var context: DateBuilder.Context

  /// Soonest first with every series expanded into one-shots, which is not the default.
  ///
  /// The rows that measure how planning scales with the groups plan this way, since each of
  /// their unbounded series with constant text would otherwise be one repeating request.
  /// Every such row says so in its name (``expandedLabel``).
  static let expanding = PlanningPolicy(compressesRepeatingEntries: false)

  /// What the name of a row planned with ``expanding`` says.
  static let expandedLabel = "every series expanded"

  /// The settings for a full or a quick run.
  init(quick: Bool) {
    self.quick = quick
    stopwatch = quick ? .quick : .standard
    context = Self.newYork(year: 2026, month: 3, day: 2, hour: 6)
  }

  /// A Gregorian context in America/New_York, now being the wall-clock time given.
  static func newYork(year: Int, month: Int, day: Int, hour: Int) -> DateBuilder.Context {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/New_York") ?? calendar.timeZone
    calendar.locale = Locale(identifier: "en_US")
    let now =
      calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))
      ?? Date(timeIntervalSince1970: 0)
    return DateBuilder.Context(now: now, calendar: calendar)
  }
}
