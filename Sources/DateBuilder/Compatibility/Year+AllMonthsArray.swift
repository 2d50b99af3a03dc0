// As for `Month.allDays`: the original's array form, disfavored.

extension Hashable where Self == DateBuilder.Year {
  /// The months of the year in the current context, as an array, where the code asks for one.
  @_disfavoredOverload
  public var allMonths: [DateBuilder.Month] {
    let series: DateBuilder.Series<DateBuilder.Month, DateBuilder.Bounded> = self.allMonths
    return series.existingElements(in: .current)
  }
}
