public import Foundation

/// The month that contains today.
///
/// ```swift
/// ThisMonth().lastDay.at(hour: 23, minute: 50)
/// ```
public func ThisMonth() -> DateBuilder.Month { .thisMonth }

/// The month after this one.
///
/// ```swift
/// NextMonth().firstDay.dateComponents() // year: 2026, month: 12, day: 1
/// ```
public func NextMonth() -> DateBuilder.Month { .nextMonth }

/// The month that contains `date`.
///
/// ```swift
/// MonthOf(account.createdAt).lastDay
/// ```
public func MonthOf(_ date: Date) -> DateBuilder.Month { .monthOf(date) }

/// The month that contains `day`.
///
/// ```swift
/// MonthOf(Today()).first(.monday)
/// ```
public func MonthOf(_ day: DateBuilder.Day) -> DateBuilder.Month { .monthOf(day) }

/// The month with this year and number in the context's calendar.
///
/// A month the calendar does not have is reported as
/// ``DateBuilderError/invalidMonth(year:month:)`` when evaluated.
///
/// ```swift
/// ExactMonth(year: 2021, month: 3).first(.monday)
/// ```
public func ExactMonth(year: Int, month: Int) -> DateBuilder.Month {
  DateBuilder.Month(.exact(year: year, month: month))
}

/// The month `months` after `month`.
///
/// ```swift
/// AddingMonths(3, to: .thisMonth)
/// ```
public func AddingMonths(_ months: Int, to month: DateBuilder.Month) -> DateBuilder.Month {
  month.addingMonths(months)
}
