// A property cannot be overloaded by type within one type, so the original's array form lives in
// a constrained protocol extension, disfavored.

extension Hashable where Self == DateBuilder.Month {
  /// The days of the month, as an array: `let days: [DateBuilder.Day] = ThisMonth().allDays`.
  @_disfavoredOverload
  public var allDays: [DateBuilder.Day] {
    let series: DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded> = self.allDays
    return series.existingElements(in: .current)
  }
}
