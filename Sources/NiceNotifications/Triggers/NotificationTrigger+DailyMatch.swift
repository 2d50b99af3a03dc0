import DateBuilder
import Foundation

extension NotificationTrigger {
  /// The next date after `date` matching a daily or weekly trigger's components, or `nil`.
  ///
  /// It answers when `components` name a time of day (an hour and a minute, perhaps a
  /// second), perhaps a weekday, and nothing else, in the Gregorian calendar, and the zone's
  /// offset changes neither within a day of `date` nor within hours of the match, as
  /// DateBuilder's snapshot of the zone's transitions tells (``DateBuilder/Context/clockChanges(from:through:)``);
  /// in any other case Foundation's search does.
  ///
  /// Away from a change of offset every wall-clock time names exactly one instant, so the
  /// match is today's time of day, or the same time on the first later day with the
  /// weekday: the date `Calendar.nextDate(after:matching:)` finds with `.nextTime`, found
  /// with two conversions instead of a search.
  ///
  /// ```swift
  /// NotificationTrigger.nextDailyOrWeeklyMatch(DateComponents(hour: 9, minute: 0), after: now, in: context)
  /// ```
  static func nextDailyOrWeeklyMatch(
    _ components: DateComponents, after date: Date, in context: DateBuilder.Context
  ) -> Date? {
    let calendar = context.calendar
    guard calendar.identifier == .gregorian, let hour = components.hour, let minute = components.minute,
      (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(components.second ?? 0),
      components.weekday.map({ (1...7).contains($0) }) ?? true, components.era == nil, components.year == nil,
      components.month == nil, components.day == nil, components.nanosecond == nil,
      components.weekdayOrdinal == nil, components.weekOfMonth == nil, components.weekOfYear == nil,
      components.yearForWeekOfYear == nil, components.quarter == nil, components.isLeapMonth == nil,
      date.timeIntervalSince1970.isFinite
    else { return nil }
    let today = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
    guard let year = today.year, let month = today.month, let day = today.day, let weekday = today.weekday
    else { return nil }
    // The first of today and the next seven days whose weekday matches and whose match is
    // after `date`; only today's can be before it.
    for days in 0..<8 {
      if let wanted = components.weekday, (weekday - 1 + days) % 7 + 1 != wanted { continue }
      guard
        let candidate = calendar.date(
          from: DateComponents(
            year: year, month: month, day: day + days, hour: hour, minute: minute,
            second: components.second ?? 0))
      else { return nil }
      guard candidate > date else { continue }
      // Away from a change of offset a wall-clock time names one instant, and wall-clock
      // order is the instants' order: no change may lie within a day of `date` (today's
      // match and midnight), nor within three hours of the match (more than any daylight
      // saving shift), and the match must read back as the time and weekday asked for (a
      // time or a day the clocks skip does not).
      guard
        Self.offsetIsSteady(in: context, around: date, within: 86_400),
        Self.offsetIsSteady(in: context, around: candidate, within: 3 * 3_600)
      else { return nil }
      let reading = calendar.dateComponents([.hour, .minute, .second, .weekday], from: candidate)
      guard reading.hour == hour, reading.minute == minute, reading.second == components.second ?? 0,
        reading.weekday == (weekday - 1 + days) % 7 + 1
      else { return nil }
      return candidate
    }
    return nil
  }

  /// Whether the context's zone keeps one offset from `seconds` before `date` to `seconds`
  /// after; `false` where DateBuilder cannot tell.
  private static func offsetIsSteady(
    in context: DateBuilder.Context, around date: Date, within seconds: Double
  ) -> Bool {
    let changes = context.clockChanges(
      from: date.addingTimeInterval(-seconds), through: date.addingTimeInterval(seconds))
    if case .none = changes { return true }
    return false
  }
}
