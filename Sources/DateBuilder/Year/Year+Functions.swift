public import Foundation

/// The year that contains today.
///
/// ```swift
/// ThisYear().lastMonth.lastDay.at(hour: 23, minute: 59)
/// ```
public func ThisYear() -> DateBuilder.Year { .thisYear }

/// The year after this one.
public func NextYear() -> DateBuilder.Year { .nextYear }

/// The year that contains `date`.
public func YearOf(_ date: Date) -> DateBuilder.Year { .yearOf(date) }

/// The year that contains `day`.
public func YearOf(_ day: DateBuilder.Day) -> DateBuilder.Year { DateBuilder.Year(.yearOfDay(day)) }

/// The year that contains `month`.
public func YearOf(_ month: DateBuilder.Month) -> DateBuilder.Year { DateBuilder.Year(.yearOfMonth(month)) }

/// The year with this number in the context's calendar; one it cannot represent is ``DateBuilderError/invalidYear(_:)``.
public func ExactYear(year: Int) -> DateBuilder.Year { DateBuilder.Year(.exact(year)) }

/// The year `years` after `year`.
public func AddingYears(_ years: Int, to year: DateBuilder.Year) -> DateBuilder.Year {
  year.addingYears(years)
}
