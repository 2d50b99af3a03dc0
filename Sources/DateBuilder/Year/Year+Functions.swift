public import Foundation

/// The year that contains today: `ThisYear().lastMonth.lastDay.at(hour: 23, minute: 59)`.
public func ThisYear() -> DateBuilder.Year { .thisYear }

/// The year after this one: `NextYear().addingYears(2).firstMonth`.
public func NextYear() -> DateBuilder.Year { .nextYear }

/// The year that contains `date`: `YearOf(account.createdAt).addingYears(1).firstMonth.firstDay`.
public func YearOf(_ date: Date) -> DateBuilder.Year { .yearOf(date) }

/// The year that contains `day`: `YearOf(Tomorrow()).lastMonth`.
public func YearOf(_ day: DateBuilder.Day) -> DateBuilder.Year { DateBuilder.Year(.yearOfDay(day)) }

/// The year that contains `month`: `YearOf(NextMonth()).firstMonth`.
public func YearOf(_ month: DateBuilder.Month) -> DateBuilder.Year { DateBuilder.Year(.yearOfMonth(month)) }

/// The year with this number in the context's calendar: `ExactYear(year: 2022).allMonths`.
///
/// One the calendar cannot represent is ``DateBuilderError/invalidYear(_:)`` when evaluated.
public func ExactYear(year: Int) -> DateBuilder.Year { DateBuilder.Year(.exact(year)) }

/// The year `years` after `year`: `AddingYears(1, to: ThisYear())`.
public func AddingYears(_ years: Int, to year: DateBuilder.Year) -> DateBuilder.Year {
  year.addingYears(years)
}
