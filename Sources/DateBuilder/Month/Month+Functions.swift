public import Foundation

/// The month that contains today: `ThisMonth().lastDay.at(hour: 23, minute: 50)`.
public func ThisMonth() -> DateBuilder.Month { .thisMonth }

/// The month after this one: `NextMonth().firstDay.dateComponents()`.
public func NextMonth() -> DateBuilder.Month { .nextMonth }

/// The month that contains `date`: `MonthOf(account.createdAt).lastDay`.
public func MonthOf(_ date: Date) -> DateBuilder.Month { .monthOf(date) }

/// The month that contains `day`: `MonthOf(Today()).first(.monday)`.
public func MonthOf(_ day: DateBuilder.Day) -> DateBuilder.Month { .monthOf(day) }

/// The month with this year and number in the context's calendar: `ExactMonth(year: 2021, month: 3)`.
///
/// One the calendar lacks is ``DateBuilderError/invalidMonth(year:month:)`` when evaluated.
public func ExactMonth(year: Int, month: Int) -> DateBuilder.Month {
  DateBuilder.Month(.exact(year: year, month: month))
}

/// The month `months` after `month`: `AddingMonths(3, to: .thisMonth)`.
public func AddingMonths(_ months: Int, to month: DateBuilder.Month) -> DateBuilder.Month {
  month.addingMonths(months)
}
