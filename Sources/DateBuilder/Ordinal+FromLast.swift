extension DateBuilder.Ordinal {
  /// The second to last: the fourth or the third of a month's weekdays.
  ///
  /// ```swift
  /// ThisMonth().weekday(.secondToLast, .friday)
  /// ```
  public static let secondToLast = fromLast(2)

  /// The third to last.
  ///
  /// ```swift
  /// ThisMonth().weekday(.thirdToLast, .monday)
  /// ```
  public static let thirdToLast = fromLast(3)

  /// The `n`-th counting back from the end of the month: `fromLast(1)` is ``last``,
  /// `fromLast(2)` the second to last, up to `fromLast(5)`, which only months with five
  /// of the weekday have.
  ///
  /// ```swift
  /// EveryMonth(starting: .thisMonth).weekday(.fromLast(2), .friday) // the second-to-last Friday
  /// ```
  ///
  /// Anything but 1…5 is reported as ``DateBuilderError/invalidOrdinal(_:)`` when
  /// evaluated: `fromLast(6)` as ordinal -6, and zero or a negative `n`, which would
  /// otherwise count from the start, as ordinal 0.
  public static func fromLast(_ n: Int) -> Self {
    Self(rawValue: n > 0 ? -n : 0)
  }
}
