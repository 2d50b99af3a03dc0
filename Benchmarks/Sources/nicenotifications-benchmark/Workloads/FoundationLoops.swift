import Foundation
import NiceNotifications

/// The baselines of the DSL-shapes benchmark: each shape's dates written by hand with
/// Foundation's `Calendar` in the context's zone, the way an app without DateBuilder would —
/// a start found once, then `date(byAdding:)` per date (from the first of each month, which
/// every month has), and `nextDate(after:matching:)` for a time that a clock change may skip.
///
/// ```swift
/// let dates = FoundationLoops.daily(count: 100, hour: 9, minute: 0, in: settings.context)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
enum FoundationLoops {
  /// `count` days from today plus `offset`, at `hour`:`minute`.
  static func daily(count: Int, hour: Int, minute: Int, offset: Int = 0, in context: DateBuilder.Context)
    -> [Date]?
  {
    let calendar = context.calendar
    guard let first = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: context.now) else {
      return nil
    }
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for index in 0..<count {
      guard let date = calendar.date(byAdding: .day, value: offset + index, to: first) else { return nil }
      dates.append(date)
    }
    return dates
  }

  /// `weekday` (1 is Sunday) of `count` weeks from this one, at `hour`:`minute`.
  static func weekly(count: Int, weekday: Int, hour: Int, minute: Int, in context: DateBuilder.Context)
    -> [Date]?
  {
    let calendar = context.calendar
    guard let week = calendar.dateInterval(of: .weekOfYear, for: context.now),
      let day = calendar.date(
        byAdding: .day, value: (weekday - calendar.firstWeekday + 7) % 7, to: week.start),
      let first = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day)
    else { return nil }
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for index in 0..<count {
      guard let date = calendar.date(byAdding: .day, value: 7 * index, to: first) else { return nil }
      dates.append(date)
    }
    return dates
  }

  /// One day of each of `count` months from this one, at `hour`:`minute`: `day` gives its
  /// distance from the month's first day, from that day and the month's length.
  static func monthly(
    count: Int, hour: Int, minute: Int, in context: DateBuilder.Context,
    day: (_ calendar: Calendar, _ first: Date, _ length: Int) -> Int
  ) -> [Date]? {
    let calendar = context.calendar
    var start = calendar.dateComponents([.year, .month], from: context.now)
    start.day = 1
    start.hour = hour
    start.minute = minute
    guard let first = calendar.date(from: start) else { return nil }
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for index in 0..<count {
      guard let monthStart = calendar.date(byAdding: .month, value: index, to: first),
        let length = calendar.range(of: .day, in: .month, for: monthStart)?.count,
        let date = calendar.date(byAdding: .day, value: day(calendar, monthStart, length), to: monthStart)
      else { return nil }
      dates.append(date)
    }
    return dates
  }

  /// The days from a month's first day to its `ordinal` (1…5, or -1 for the last) `weekday`.
  static func ordinal(_ ordinal: Int, _ weekday: Int) -> (Calendar, Date, Int) -> Int {
    { calendar, first, length in
      let firstWeekday = calendar.component(.weekday, from: first)
      guard ordinal < 0 else { return (weekday - firstWeekday + 7) % 7 + 7 * (ordinal - 1) }
      let lastWeekday = (firstWeekday - 1 + length - 1) % 7 + 1
      return length - 1 - (lastWeekday - weekday + 7) % 7
    }
  }

  /// `month`-`day` of `count` years from this one, at `hour`:00.
  static func yearly(count: Int, month: Int, day: Int, hour: Int, in context: DateBuilder.Context) -> [Date]?
  {
    let calendar = context.calendar
    let year = calendar.component(.year, from: context.now)
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for index in 0..<count {
      let components = DateComponents(year: year + index, month: month, day: day, hour: hour)
      guard let date = calendar.date(from: components) else { return nil }
      dates.append(date)
    }
    return dates
  }

  /// `count` times of tomorrow, the one at `index` at `hour(index)`:`minute(index)`, each
  /// found from now anew, as an app asks for one date at a time.
  static func tomorrow(
    count: Int, hour: (_ index: Int) -> Int, minute: (_ index: Int) -> Int, in context: DateBuilder.Context
  ) -> [Date]? {
    let calendar = context.calendar
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for index in 0..<count {
      guard let day = calendar.date(byAdding: .day, value: 1, to: context.now),
        let date = calendar.date(bySettingHour: hour(index), minute: minute(index), second: 0, of: day)
      else { return nil }
      dates.append(date)
    }
    return dates
  }

  /// Now plus each of 0 to `count` − 1 days, the wall-clock time kept, one date at a time.
  static func nowAddingDays(count: Int, in context: DateBuilder.Context) -> [Date]? {
    let calendar = context.calendar
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for days in 0..<count {
      guard let date = calendar.date(byAdding: .day, value: days, to: context.now) else { return nil }
      dates.append(date)
    }
    return dates
  }

  /// `count` days from today at `hour`:`minute` by the calendar-trigger policy: the first of two
  /// repeated times, the first instant after a skipped one.
  static func matching(count: Int, hour: Int, minute: Int, in context: DateBuilder.Context) -> [Date]? {
    let calendar = context.calendar
    let today = calendar.startOfDay(for: context.now)
    let time = DateComponents(hour: hour, minute: minute, second: 0)
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for index in 0..<count {
      guard let midnight = calendar.date(byAdding: .day, value: index, to: today),
        let date = calendar.nextDate(
          after: midnight, matching: time, matchingPolicy: .nextTime, repeatedTimePolicy: .first,
          direction: .forward)
      else { return nil }
      dates.append(date)
    }
    return dates
  }
}
