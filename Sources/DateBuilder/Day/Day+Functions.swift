public import Foundation

/// The day it is when the expression is evaluated.
///
/// ```swift
/// Today().at(hour: 20, minute: 15).date()
/// ```
public func Today() -> DateBuilder.Day { .today }

/// The day after today: `Tomorrow().at(hour: 9, minute: 0).date()`.
public func Tomorrow() -> DateBuilder.Day { .tomorrow }

/// The day that contains `date` in the context's time zone:
/// `DayOf(account.createdAt).addingDays(15).at(hour: 10, minute: 0)`.
public func DayOf(_ date: Date) -> DateBuilder.Day { .dayOf(date) }

/// The day with this year, month and day in the context's calendar.
///
/// A day the calendar lacks (31 April, month 13) is ``DateBuilderError/invalidDate(year:month:day:)`` when evaluated.
///
/// ```swift
/// ExactDay(year: 2020, month: 10, day: 5).at(hour: 10, minute: 15).date()
/// ```
public func ExactDay(year: Int, month: Int, day: Int) -> DateBuilder.Day {
  DateBuilder.Day(.exact(year: year, month: month, day: day))
}

/// The day with this era (`nil`: Foundation's for the year), year, month and day, in the leap
/// month of that number when `isLeapMonth`.
///
/// A day the calendar lacks (a leap month the year lacks, a year past its era's end) is
/// ``DateBuilderError/invalidDate(year:month:day:)`` when evaluated.
///
/// ```swift
/// ExactDay(era: 78, year: 42, month: 6, isLeapMonth: true, day: 8) // Chinese; 1 August 2025
/// ```
public func ExactDay(era: Int?, year: Int, month: Int, isLeapMonth: Bool = false, day: Int) -> DateBuilder.Day
{
  DateBuilder.Day(.labelled(era: era, year: year, month: month, isLeapMonth: isLeapMonth, day: day))
}

/// The day `days` after `day`: `AddingDays(15, to: .dayOf(account.createdAt))`.
public func AddingDays(_ days: Int, to day: DateBuilder.Day) -> DateBuilder.Day {
  day.addingDays(days)
}
