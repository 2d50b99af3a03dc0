import Foundation

extension CivilCalendar {
  /// Whether `day` is a weekend day by the calendar's locale, asked at noon so that a weekend
  /// starting or ending during a day counts it by its greater part.
  func isWeekend(_ day: CivilDay) -> Bool {
    guard calendar.locale != nil else { return day.weekday == 1 || day.weekday == 7 }
    return weekendCalendar.isDateInWeekend(day.gmtMidnight.addingTimeInterval(12 * 3_600))
  }

  /// As an error names them.
  func yearMonthDay(of day: CivilDay) -> (year: Int, month: Int, day: Int) {
    let label = components(of: day)
    return (label.year ?? 0, label.month ?? 0, label.day ?? 0)
  }
}
