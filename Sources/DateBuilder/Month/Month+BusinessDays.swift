extension DateBuilder.Month {
  /// The first day of the month that is neither a weekend day nor one of `holidays`.
  ///
  /// The weekend is the calendar locale's (Saturday and Sunday without a locale). Holidays are
  /// days evaluated in the same context; one that does not exist is ignored. A month without a
  /// business day has no day (``DateBuilderError/noBusinessDay(year:month:)``).
  ///
  /// ```swift
  /// ExactMonth(year: 2025, month: 6).firstBusinessDay()  // Monday 2 June: the 1st is a Sunday
  /// ```
  public func firstBusinessDay(holidays: Set<DateBuilder.Day> = []) -> DateBuilder.Day {
    DateBuilder.Day(.rule(.businessDay(self, fromEnd: false, holidays: holidays)))
  }

  /// The last day of the month that is neither a weekend day nor one of `holidays`, as ``firstBusinessDay(holidays:)``:
  /// `ExactMonth(year: 2024, month: 3).lastBusinessDay(holidays: [ExactDay(year: 2024, month: 3, day: 29)])`.
  public func lastBusinessDay(holidays: Set<DateBuilder.Day> = []) -> DateBuilder.Day {
    DateBuilder.Day(.rule(.businessDay(self, fromEnd: true, holidays: holidays)))
  }
}
