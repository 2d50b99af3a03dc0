// The original DateBuilder's members on arrays of years. A series has its own, lazy members
// of the same names, which Swift prefers for a series.

extension Sequence where Element == DateBuilder.Year {
  /// Every year moved by `years`.
  ///
  /// ```swift
  /// let later: [DateBuilder.Year] = [ThisYear(), NextYear()].addingYears(1)
  /// ```
  public func addingYears(_ years: Int) -> [DateBuilder.Year] { map { $0.addingYears(years) } }

  /// The first month of every year.
  ///
  /// ```swift
  /// let januaries: [DateBuilder.Month] = [ThisYear(), NextYear()].firstMonth
  /// ```
  public var firstMonth: [DateBuilder.Month] { map(\.firstMonth) }

  /// The last month of every year.
  ///
  /// ```swift
  /// let decembers: [DateBuilder.Month] = [ThisYear(), NextYear()].lastMonth
  /// ```
  public var lastMonth: [DateBuilder.Month] { map(\.lastMonth) }
}
