extension Sequence where Element == DateBuilder.Week {
  /// Every week moved by `weeks`: `let later: [DateBuilder.Week] = [ThisWeek(), NextWeek()].addingWeeks(2)`.
  public func addingWeeks(_ weeks: Int) -> [DateBuilder.Week] { map { $0.addingWeeks(weeks) } }

  /// The first day of every week.
  public var firstDay: [DateBuilder.Day] { map(\.firstDay) }

  /// The last day of every week.
  public var lastDay: [DateBuilder.Day] { map(\.lastDay) }

  /// The given weekday of every week: `let fridays = [ThisWeek(), NextWeek()].weekday(.friday)`.
  public func weekday(_ weekday: DateBuilder.Week.GregorianWeekday) -> [DateBuilder.Day] {
    map { $0.weekday(weekday) }
  }

  /// The first day of every week's weekend.
  public var weekendStartDay: [DateBuilder.Day] { map(\.weekendStartDay) }

  /// The last day of every week's weekend.
  public var weekendEndDay: [DateBuilder.Day] { map(\.weekendEndDay) }
}
