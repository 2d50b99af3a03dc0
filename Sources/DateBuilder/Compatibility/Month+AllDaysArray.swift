// `Month.allDays` is a lazy series; the original DateBuilder's was an array. A property
// cannot be overloaded by its type within one type, so the array form lives in an extension
// of a protocol `Month` conforms to, constrained to `Month`, and is disfavored: it is chosen
// only where the code asks for an array.

extension Hashable where Self == DateBuilder.Month {
  /// The days of the month in the current context, as an array: the original's return type.
  ///
  /// Chosen only where an array is asked for; the lazy series (the other `Month.allDays`)
  /// is the form a chain and an unannotated `let` get.
  ///
  /// ```swift
  /// let days: [DateBuilder.Day] = ThisMonth().allDays  // 28 to 31 days
  /// ```
  @_disfavoredOverload
  public var allDays: [DateBuilder.Day] {
    let series: DateBuilder.Series<DateBuilder.Day, DateBuilder.Bounded> = self.allDays
    return series.existingElements(in: .current)
  }
}
