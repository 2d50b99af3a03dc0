extension DateBuilder {
  /// The unit of an ``Every(_:_:starting:)`` interval: ``days``, ``weeks``, ``months`` or ``years``.
  ///
  /// The unit decides what the series is a series of.
  ///
  /// ```swift
  /// Every(3, .days, starting: .today)          // Series<Day, Unbounded>
  /// Every(2, .weeks, starting: .thisWeek)      // Series<Week, Unbounded>
  /// Every(3, .months, times: 4, starting: .thisMonth)  // Series<Month, Bounded>
  /// ```
  public struct CalendarUnit<Element: Sendable>: Sendable {
    /// The longest interval: one step of it stays within the representable dates (about
    /// 100,000 years).
    let maximum: Int
    /// The calendar rhythm of an unbounded series stepping by one unit, which a repeating
    /// calendar trigger can stand for (see ``Series/repeatingPattern``).
    let cadence: Cadence?
    /// `element` moved by `count` units.
    let advance: @Sendable (_ element: Element, _ count: Int) -> Element
  }
}

extension DateBuilder.CalendarUnit where Element == DateBuilder.Day {
  /// Days: `Every(3, .days, starting: .today)` is every third day.
  ///
  /// ```swift
  /// Every(3, .days, starting: .today).at(hour: 9, minute: 0)
  /// ```
  public static var days: Self { Self(maximum: 36_500_000, cadence: .everyDay) { $0.addingDays($1) } }
}

extension DateBuilder.CalendarUnit where Element == DateBuilder.Week {
  /// Weeks: `Every(2, .weeks, starting: .thisWeek)` is every other week.
  ///
  /// ```swift
  /// Every(2, .weeks, starting: .thisWeek).weekday(.friday).at(hour: 17, minute: 0)
  /// ```
  public static var weeks: Self { Self(maximum: 5_200_000, cadence: .everyWeek) { $0.addingWeeks($1) } }
}

extension DateBuilder.CalendarUnit where Element == DateBuilder.Month {
  /// Months: `Every(3, .months, starting: .thisMonth)` is every quarter.
  ///
  /// ```swift
  /// Every(3, .months, starting: .thisMonth).day(31, clamped: true).at(hour: 9, minute: 0)
  /// ```
  public static var months: Self { Self(maximum: 1_200_000, cadence: .everyMonth) { $0.addingMonths($1) } }
}

extension DateBuilder.CalendarUnit where Element == DateBuilder.Year {
  /// Years: `Every(4, .years, starting: .thisYear)` is every fourth year.
  ///
  /// ```swift
  /// Every(4, .years, starting: ExactYear(year: 2028)).lastMonth.lastDay
  /// ```
  public static var years: Self { Self(maximum: 100_000, cadence: .everyYear) { $0.addingYears($1) } }
}
