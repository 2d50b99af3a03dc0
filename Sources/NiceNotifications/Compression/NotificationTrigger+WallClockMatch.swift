import DateBuilder
import Foundation

extension NotificationTrigger {
  /// The next date after `date` matching a repeating calendar pattern's components — a time
  /// of day (an hour, and a minute and second that are 0 when not given) every day, on one
  /// weekday, on one day of the month or on one day of the year — or `nil` for any other
  /// components.
  ///
  /// The match is the time of day on the first matching day that has it after `date`, each
  /// day's time resolved by DateBuilder's policy: a time the clocks skip is the first moment
  /// after the gap, a time they repeat is the first of the two, a day the zone skipped whole
  /// has no time, and a day a month or year lacks (the 31st, 29 February) is passed over.
  /// These are the dates of the series the pattern stands for, so a repeating request the
  /// planner compresses a series into fires exactly when the series would.
  ///
  /// Foundation's search (`Calendar.nextDate(after:matching:)` with `.nextTime`) agrees away
  /// from clock changes. Near some it passes over the day of a skipped time: 02:00 on the day
  /// Lord Howe's clocks go from 02:00 to 02:30, or a weekly time in the gap asked for on the
  /// same weekday a week before.
  ///
  /// ```swift
  /// NotificationTrigger.nextWallClockMatch(DateComponents(hour: 9, minute: 0), after: now, in: context)
  /// ```
  static func nextWallClockMatch(
    _ components: DateComponents, after date: Date, in context: DateBuilder.Context
  ) -> Date? {
    let calendar = context.calendar
    // A minute or second not given is 0, as in Foundation's search: `hour: 2` is 02:00:00.
    let (minute, second) = (components.minute ?? 0, components.second ?? 0)
    guard calendar.identifier == .gregorian, let hour = components.hour,
      (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second),
      components.era == nil, components.year == nil, components.nanosecond == nil,
      components.weekdayOrdinal == nil, components.weekOfMonth == nil, components.weekOfYear == nil,
      components.yearForWeekOfYear == nil, components.quarter == nil, components.isLeapMonth == nil,
      let days = MatchingDays(components), date.timeIntervalSince1970.isFinite
    else { return nil }
    let today = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
    guard let year = today.year, let month = today.month, let day = today.day, let weekday = today.weekday
    else { return nil }
    for candidate in days.candidates(year: year, month: month, day: day, weekday: weekday) {
      // A day that does not exist (the 31st of a short month) or that the zone skipped has
      // no time: the next candidate is asked.
      guard let fire = try? candidate.at(hour: hour, minute: minute, second: second).date(in: context),
        fire > date
      else { continue }
      return fire
    }
    return nil
  }

  /// The days a repeating pattern fires on, by the components that name them.
  private enum MatchingDays {
    case everyDay
    case weekday(Int)
    case dayOfMonth(Int)
    case dayOfYear(month: Int, day: Int)

    init?(_ components: DateComponents) {
      switch (components.weekday, components.month, components.day) {
      case (nil, nil, nil): self = .everyDay
      case (let weekday?, nil, nil) where (1...7).contains(weekday): self = .weekday(weekday)
      case (nil, nil, let day?) where (1...31).contains(day): self = .dayOfMonth(day)
      case (nil, let month?, let day?) where (1...12).contains(month) && (1...31).contains(day):
        self = .dayOfYear(month: month, day: day)
      default: return nil
      }
    }

    /// The days that can hold the next match after a moment of the day `year`-`month`-`day`
    /// (a `weekday`, 1 for Sunday), in order: today's, and enough later ones that one of them
    /// exists whatever the zone skipped (a day at most) and whatever the month or year lacks.
    func candidates(year: Int, month: Int, day: Int, weekday: Int) -> [DateBuilder.Day] {
      let today = ExactDay(year: year, month: month, day: day)
      switch self {
      case .everyDay:
        return (0..<3).map { today.addingDays($0) }
      case .weekday(let wanted):
        let ahead = (wanted - weekday + 7) % 7
        return [ahead, ahead + 7, ahead + 14].map { today.addingDays($0) }
      case .dayOfMonth(let wanted):
        // A 31st is at most two months away, but a month the zone skipped it in is a month more.
        let thisMonth = DateBuilder.Month.monthOf(today)
        return (0..<4).map { thisMonth.addingMonths($0).day(wanted) }
      case .dayOfYear(let wantedMonth, let wantedDay):
        // 29 February is at most eight years away (2096 to 2104).
        return (0..<10).map { ExactDay(year: year + $0, month: wantedMonth, day: wantedDay) }
      }
    }
  }
}
