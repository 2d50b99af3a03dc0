extension DateBuilder.Month {
  /// The first day of the month that is neither a weekend day nor one of `holidays`:
  /// `ExactMonth(year: 2025, month: 6).firstBusinessDay()`.
  public func firstBusinessDay(holidays: Set<DateBuilder.Day> = []) -> DateBuilder.Day {
    DateBuilder.Day(.rule(.businessDay(self, fromEnd: false, holidays: holidays)))
  }

  /// The last day of the month that is no weekend day or holiday: `ThisMonth().lastBusinessDay()`.
  public func lastBusinessDay(holidays: Set<DateBuilder.Day> = []) -> DateBuilder.Day {
    DateBuilder.Day(.rule(.businessDay(self, fromEnd: true, holidays: holidays)))
  }
}
