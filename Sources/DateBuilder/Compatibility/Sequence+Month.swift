extension Sequence where Element == DateBuilder.Month {
  /// Every month moved by `months`: `let later = [ThisMonth(), NextMonth()].addingMonths(3)`.
  public func addingMonths(_ months: Int) -> [DateBuilder.Month] { map { $0.addingMonths(months) } }

  /// The first day of every month.
  public var firstDay: [DateBuilder.Day] { map(\.firstDay) }

  /// The last day of every month.
  public var lastDay: [DateBuilder.Day] { map(\.lastDay) }

  /// The `ordinal` `weekday` of every month that has one now: `[ThisMonth()].weekday(.fifth, .friday)`.
  public func weekday(
    _ ordinal: DateBuilder.Ordinal, _ weekday: DateBuilder.Week.GregorianWeekday
  ) -> [DateBuilder.Day] {
    compactMap { month -> DateBuilder.Day? in month.weekday(ordinal, weekday) }
  }

  /// The first `weekday` of every month: `[ThisMonth(), NextMonth()].first(.thursday)`.
  public func first(_ weekday: DateBuilder.Week.GregorianWeekday) -> [DateBuilder.Day] {
    map { $0.first(weekday) }
  }
}
