import Foundation

extension CivilCalendar {
  /// Whether `day` is a weekend day by the calendar's locale — Saturday and Sunday in most places, Friday and
  /// Saturday in Israel and much of the Arab world, Sunday alone in India.
  ///
  /// Foundation's `Calendar.isDateInWeekend` answers, asked at noon so that a weekend beginning or ending
  /// during a day counts that day by its greater part; a calendar without a locale keeps Saturday and Sunday.
  func isWeekend(_ day: CivilDay) -> Bool {
    guard calendar.locale != nil else { return day.weekday == 1 || day.weekday == 7 }
    return weekendCalendar.isDateInWeekend(day.gmtMidnight.addingTimeInterval(12 * 3_600))
  }

  /// The year, month and day labels of `day`, as an error names them.
  func yearMonthDay(of day: CivilDay) -> (year: Int, month: Int, day: Int) {
    let label = components(of: day)
    return (label.year ?? 0, label.month ?? 0, label.day ?? 0)
  }
}
