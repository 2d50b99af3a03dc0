import DateBuilder
import Foundation

extension NotificationTrigger {
  /// The next date after `date` matching a repeating calendar pattern's components, resolved by
  /// DateBuilder's policy: Foundation's `.nextTime` search passes over some skipped times' days
  /// (02:00 when Lord Howe goes from 02:00 to 02:30).
  ///
  /// It answers in the calendars the planner compresses in, the Gregorian and ISO 8601 ones, whose
  /// days are the same; in any other it is `nil`.
  static func nextWallClockMatch(
    _ components: DateComponents, after date: Date, in context: DateBuilder.Context
  ) -> Date? {
    let calendar = context.calendar
    let (minute, second) = (components.minute ?? 0, components.second ?? 0)
    guard calendar.identifier == .gregorian || calendar.identifier == .iso8601, let hour = components.hour,
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
      guard let fire = try? candidate.at(hour: hour, minute: minute, second: second).date(in: context),
        fire > date
      else { continue }
      return fire
    }
    return nil
  }

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

    /// Enough days that one exists whatever the zone skipped (a day at most) or the month or year lacks.
    func candidates(year: Int, month: Int, day: Int, weekday: Int) -> [DateBuilder.Day] {
      let today = ExactDay(year: year, month: month, day: day)
      switch self {
      case .everyDay:
        return (0..<3).map { today.addingDays($0) }
      case .weekday(let wanted):
        let ahead = (wanted - weekday + 7) % 7
        return [ahead, ahead + 7, ahead + 14].map { today.addingDays($0) }
      case .dayOfMonth(let wanted):
        // A 31st is at most two months away, plus one whose 31st the zone skipped.
        let thisMonth = DateBuilder.Month.monthOf(today)
        return (0..<4).map { thisMonth.addingMonths($0).day(wanted) }
      case .dayOfYear(let wantedMonth, let wantedDay):
        // 29 February is at most eight years away (2096 to 2104).
        return (0..<10).map { ExactDay(year: year + $0, month: wantedMonth, day: wantedDay) }
      }
    }
  }
}
