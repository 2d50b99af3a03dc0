extension Sequence where Element == DateBuilder.Year {
  /// Every year moved by `years`: `let later: [DateBuilder.Year] = [ThisYear(), NextYear()].addingYears(1)`.
  public func addingYears(_ years: Int) -> [DateBuilder.Year] { map { $0.addingYears(years) } }

  /// The first month of every year.
  public var firstMonth: [DateBuilder.Month] { map(\.firstMonth) }

  /// The last month of every year.
  public var lastMonth: [DateBuilder.Month] { map(\.lastMonth) }
}
