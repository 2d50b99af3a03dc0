extension DateBuilder.Month {
  /// The day of the month with this number, 1 to 31: `ExactMonth(year: 2025, month: 2).day(31)`.
  ///
  /// A shorter month lacks it (``DateBuilderError/notInPeriod(index:)``) unless `clamped` makes it the
  /// last day; a number outside 1…31 is ``DateBuilderError/invalidDayOfMonth(_:)``.
  public func day(_ day: Int, clamped: Bool = false) -> DateBuilder.Day {
    DateBuilder.Day(.rule(.dayOfMonth(self, day: day, clamped: clamped)))
  }
}
