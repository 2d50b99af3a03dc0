// `Year.allMonths` is a lazy series; the original DateBuilder's was an array. As for
// `Month.allDays`, the array form is a disfavored member of a protocol extension
// constrained to `Year`, chosen only where the code asks for an array.

extension Hashable where Self == DateBuilder.Year {
  /// The months of the year in the current context, as an array: the original's return type.
  ///
  /// ```swift
  /// let months: [DateBuilder.Month] = ThisYear().allMonths  // 12 in Gregorian, 12 or 13 in Hebrew
  /// ```
  @_disfavoredOverload
  public var allMonths: [DateBuilder.Month] {
    let series: DateBuilder.Series<DateBuilder.Month, DateBuilder.Bounded> = self.allMonths
    return series.existingElements(in: .current)
  }
}
