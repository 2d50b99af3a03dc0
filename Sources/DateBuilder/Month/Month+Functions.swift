public import Foundation

/// The month that contains today.
///
/// ```swift
/// ThisMonth().lastDay.at(hour: 23, minute: 50)
/// ```
public func ThisMonth() -> DateBuilder.Month { .thisMonth }

/// The month after this one.
public func NextMonth() -> DateBuilder.Month { .nextMonth }

/// The month that contains `date`.
public func MonthOf(_ date: Date) -> DateBuilder.Month { .monthOf(date) }

/// The month that contains `day`.
public func MonthOf(_ day: DateBuilder.Day) -> DateBuilder.Month { .monthOf(day) }

/// The month with this year and number; one the calendar lacks is ``DateBuilderError/invalidMonth(year:month:)``.
public func ExactMonth(year: Int, month: Int) -> DateBuilder.Month {
  DateBuilder.Month(.exact(year: year, month: month))
}

/// The month `months` after `month`.
public func AddingMonths(_ months: Int, to month: DateBuilder.Month) -> DateBuilder.Month {
  month.addingMonths(months)
}
