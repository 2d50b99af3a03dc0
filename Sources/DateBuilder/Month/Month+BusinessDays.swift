extension DateBuilder.Month {
  /// The first day of the month that is neither a weekend day nor one of `holidays`.
  ///
  /// The weekend is the calendar locale's — Saturday and Sunday in most places, Friday and
  /// Saturday in Israel (set it with `DateBuilder.withLocale`); a calendar without a locale
  /// keeps Saturday and Sunday. Holidays are days like any other: exact ones, or relative
  /// ones evaluated in the same context. A holiday that does not exist is ignored; a month
  /// with no business day at all yields no day
  /// (``DateBuilderError/noBusinessDay(year:month:)``), which a series leaves out.
  ///
  /// ```swift
  /// ExactMonth(year: 2025, month: 6).firstBusinessDay()  // Monday 2 June: the 1st is a Sunday
  /// let newYear: Set = [ExactDay(year: 2026, month: 1, day: 1), ExactDay(year: 2026, month: 1, day: 2)]
  /// ExactMonth(year: 2026, month: 1).firstBusinessDay(holidays: newYear)  // Monday 5 January
  /// ```
  public func firstBusinessDay(holidays: Set<DateBuilder.Day> = []) -> DateBuilder.Day {
    DateBuilder.Day(.rule(.businessDay(self, fromEnd: false, holidays: holidays)))
  }

  /// The last day of the month that is neither a weekend day nor one of `holidays`; see
  /// ``firstBusinessDay(holidays:)`` for the weekend and the holidays.
  ///
  /// ```swift
  /// ExactMonth(year: 2024, month: 3).lastBusinessDay()  // Friday 29 March
  /// ExactMonth(year: 2024, month: 3).lastBusinessDay(holidays: [ExactDay(year: 2024, month: 3, day: 29)])
  /// // Thursday 28 March
  /// ```
  public func lastBusinessDay(holidays: Set<DateBuilder.Day> = []) -> DateBuilder.Day {
    DateBuilder.Day(.rule(.businessDay(self, fromEnd: true, holidays: holidays)))
  }
}
