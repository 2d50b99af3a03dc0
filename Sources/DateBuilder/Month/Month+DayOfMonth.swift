extension DateBuilder.Month {
  /// The day of the month with this number, 1 to 31, which a shorter month lacks unless `clamped`
  /// makes it the last day: `ExactMonth(year: 2025, month: 2).day(31, clamped: true)`.
  public func day(_ day: Int, clamped: Bool = false) -> DateBuilder.Day {
    DateBuilder.Day(.rule(.dayOfMonth(self, day: day, clamped: clamped)))
  }
}
