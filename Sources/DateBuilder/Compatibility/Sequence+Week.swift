// The original DateBuilder's members on arrays of weeks. A series has its own, lazy members
// of the same names, which Swift prefers for a series.

extension Sequence where Element == DateBuilder.Week {
  /// Every week moved by `weeks`.
  ///
  /// ```swift
  /// let later: [DateBuilder.Week] = [ThisWeek(), NextWeek()].addingWeeks(2)
  /// ```
  public func addingWeeks(_ weeks: Int) -> [DateBuilder.Week] { map { $0.addingWeeks(weeks) } }

  /// The first day of every week.
  ///
  /// ```swift
  /// let mondays: [DateBuilder.Day] = [ThisWeek(), NextWeek()].firstDay
  /// ```
  public var firstDay: [DateBuilder.Day] { map(\.firstDay) }

  /// The last day of every week.
  ///
  /// ```swift
  /// let sundays: [DateBuilder.Day] = [ThisWeek(), NextWeek()].lastDay
  /// ```
  public var lastDay: [DateBuilder.Day] { map(\.lastDay) }

  /// The given weekday of every week.
  ///
  /// ```swift
  /// let fridays: [DateBuilder.Day] = [ThisWeek(), NextWeek()].weekday(.friday)
  /// ```
  public func weekday(_ weekday: DateBuilder.Week.GregorianWeekday) -> [DateBuilder.Day] {
    map { $0.weekday(weekday) }
  }

  /// The first day of every week's weekend.
  ///
  /// ```swift
  /// let saturdays: [DateBuilder.Day] = [ThisWeek(), NextWeek()].weekendStartDay
  /// ```
  public var weekendStartDay: [DateBuilder.Day] { map(\.weekendStartDay) }

  /// The last day of every week's weekend.
  ///
  /// ```swift
  /// let sundays: [DateBuilder.Day] = [ThisWeek(), NextWeek()].weekendEndDay
  /// ```
  public var weekendEndDay: [DateBuilder.Day] { map(\.weekendEndDay) }
}
