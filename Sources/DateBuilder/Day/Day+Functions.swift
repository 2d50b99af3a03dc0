public import Foundation

/// The day it is when the expression is evaluated.
///
/// ```swift
/// Today().at(hour: 20, minute: 15).dateComponents() // year: 2026, month: 11, day: 21, hour: 20, minute: 15
/// ```
public func Today() -> DateBuilder.Day { .today }

/// The day after today.
///
/// ```swift
/// Tomorrow().at(hour: 9, minute: 0).date()
/// ```
public func Tomorrow() -> DateBuilder.Day { .tomorrow }

/// The day that contains `date` in the context's time zone.
///
/// ```swift
/// DayOf(account.createdAt).addingDays(15).at(hour: 10, minute: 0)
/// ```
public func DayOf(_ date: Date) -> DateBuilder.Day { .dayOf(date) }

/// The day with this year, month and day in the context's calendar.
///
/// A day the calendar does not have — 31 April, month 13, day 0 — is reported as
/// ``DateBuilderError/invalidDate(year:month:day:)`` when evaluated.
///
/// ```swift
/// ExactDay(year: 2020, month: 10, day: 5).at(hour: 10, minute: 15).date()
/// ```
public func ExactDay(year: Int, month: Int, day: Int) -> DateBuilder.Day {
  DateBuilder.Day(.exact(year: year, month: month, day: day))
}

/// The day `days` after `day`.
///
/// ```swift
/// AddingDays(15, to: .today)
/// AddingDays(15, to: .dayOf(account.createdAt))
/// ```
public func AddingDays(_ days: Int, to day: DateBuilder.Day) -> DateBuilder.Day {
  day.addingDays(days)
}
