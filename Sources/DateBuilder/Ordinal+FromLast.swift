extension DateBuilder.Ordinal {
  /// The second to last: the fourth or the third of a month's weekdays.
  public static let secondToLast = fromLast(2)

  /// The third to last.
  public static let thirdToLast = fromLast(3)

  /// The `n`-th counting back from the month's end: `fromLast(1)` is ``last``, up to `fromLast(5)`:
  /// `EveryMonth(starting: .thisMonth).weekday(.fromLast(2), .friday)`.
  ///
  /// Anything but 1…5 is ``DateBuilderError/invalidOrdinal(_:)``, never counting from the start.
  public static func fromLast(_ n: Int) -> Self {
    Self(rawValue: n > 0 ? -n : 0)
  }
}
