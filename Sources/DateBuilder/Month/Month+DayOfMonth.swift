extension DateBuilder.Month {
  /// The day of the month with this number, 1 to 31.
  ///
  /// A shorter month has no such day (``DateBuilderError/notInPeriod(index:)``; a series leaves it
  /// out), unless `clamped` makes it the last day, as a bill due on the 31st. A number outside
  /// 1…31 is ``DateBuilderError/invalidDayOfMonth(_:)``.
  ///
  /// ```swift
  /// ExactMonth(year: 2025, month: 2).day(31, clamped: true)  // 2025-02-28
  /// ```
  public func day(_ day: Int, clamped: Bool = false) -> DateBuilder.Day {
    DateBuilder.Day(.rule(.dayOfMonth(self, day: day, clamped: clamped)))
  }
}
