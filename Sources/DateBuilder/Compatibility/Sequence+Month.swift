// The original DateBuilder's members on arrays of months. A series has its own, lazy members
// of the same names, which Swift prefers for a series.

extension Sequence where Element == DateBuilder.Month {
  /// Every month moved by `months`.
  ///
  /// ```swift
  /// let later: [DateBuilder.Month] = [ThisMonth(), NextMonth()].addingMonths(3)
  /// ```
  public func addingMonths(_ months: Int) -> [DateBuilder.Month] { map { $0.addingMonths(months) } }

  /// The first day of every month.
  ///
  /// ```swift
  /// let firsts: [DateBuilder.Day] = [ThisMonth(), NextMonth()].firstDay
  /// ```
  public var firstDay: [DateBuilder.Day] { map(\.firstDay) }

  /// The last day of every month.
  ///
  /// ```swift
  /// let lasts: [DateBuilder.Day] = [ThisMonth(), NextMonth()].lastDay
  /// ```
  public var lastDay: [DateBuilder.Day] { map(\.lastDay) }

  /// The `ordinal` `weekday` of every month that has one in the current context; the
  /// others are left out, as the original left them out.
  ///
  /// ```swift
  /// let fifthFridays: [DateBuilder.Day] = [ThisMonth(), NextMonth()].weekday(.fifth, .friday)
  /// ```
  public func weekday(
    _ ordinal: DateBuilder.Ordinal, _ weekday: DateBuilder.Week.GregorianWeekday
  ) -> [DateBuilder.Day] {
    compactMap { month -> DateBuilder.Day? in month.weekday(ordinal, weekday) }
  }

  /// The first `weekday` of every month.
  ///
  /// ```swift
  /// let firstThursdays: [DateBuilder.Day] = [ThisMonth(), NextMonth()].first(.thursday)
  /// ```
  public func first(_ weekday: DateBuilder.Week.GregorianWeekday) -> [DateBuilder.Day] {
    map { $0.first(weekday) }
  }
}
