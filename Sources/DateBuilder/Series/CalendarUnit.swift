extension DateBuilder {
  /// The unit of an `Every` interval, deciding the element type: `Every(2, .weeks, starting: .thisWeek)`.
  public struct CalendarUnit<Element: Sendable>: Sendable {
    /// The longest interval whose one step stays within the representable dates (about 100,000 years).
    let maximum: Int
    /// The rhythm of an unbounded series stepping by one unit.
    let cadence: Cadence?
    let advance: @Sendable (_ element: Element, _ count: Int) -> Element
  }
}

extension DateBuilder.CalendarUnit where Element == DateBuilder.Day {
  /// Days: `Every(3, .days, starting: .today)` is every third day.
  public static var days: Self { Self(maximum: 36_500_000, cadence: .everyDay) { $0.addingDays($1) } }
}

extension DateBuilder.CalendarUnit where Element == DateBuilder.Week {
  /// Weeks: `Every(2, .weeks, starting: .thisWeek)` is every other week.
  public static var weeks: Self { Self(maximum: 5_200_000, cadence: .everyWeek) { $0.addingWeeks($1) } }
}

extension DateBuilder.CalendarUnit where Element == DateBuilder.Month {
  /// Months: `Every(3, .months, starting: .thisMonth)` is every quarter.
  public static var months: Self { Self(maximum: 1_200_000, cadence: .everyMonth) { $0.addingMonths($1) } }
}

extension DateBuilder.CalendarUnit where Element == DateBuilder.Year {
  /// Years: `Every(4, .years, starting: .thisYear)` is every fourth year.
  public static var years: Self { Self(maximum: 100_000, cadence: .everyYear) { $0.addingYears($1) } }
}
