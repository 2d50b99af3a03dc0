extension DateBuilder.Month {
  /// The day of the month with this number, 1 to 31.
  ///
  /// A month shorter than `day` has no such day: a single date is `nil`
  /// (``DateBuilderError/notInPeriod(index:)`` from the throwing forms) and a series leaves
  /// that month out — unless `clamped` is `true`, in which case it falls on the month's last
  /// day, the way a bill due on the 31st is due on 30 April and on 28 or 29 February.
  ///
  /// ```swift
  /// ExactMonth(year: 2025, month: 2).day(31, clamped: true)  // 2025-02-28
  /// ExactMonth(year: 2025, month: 2).day(31)                 // no day
  /// EveryMonth(starting: .thisMonth).day(31, clamped: true).at(hour: 9, minute: 0)
  /// ```
  ///
  /// A number outside 1…31 is reported as ``DateBuilderError/invalidDayOfMonth(_:)``.
  ///
  /// - Parameters:
  ///   - day: The day's number in the month, 1…31.
  ///   - clamped: Whether a month shorter than `day` gives its last day instead of none.
  public func day(_ day: Int, clamped: Bool = false) -> DateBuilder.Day {
    DateBuilder.Day(.rule(.dayOfMonth(self, day: day, clamped: clamped)))
  }
}
