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

/// The day with this era, year, month and day in the context's calendar, in the leap month
/// of that number when `isLeapMonth`: a day of a Chinese leap month, or a year of a Japanese era.
///
/// `era` `nil` is the era Foundation takes for the year, as in ``ExactDay(year:month:day:)``.
/// A day the calendar does not have — a leap month the year lacks, a year past its era's
/// end, 30 February — is reported as ``DateBuilderError/invalidDate(year:month:day:)`` when
/// evaluated.
///
/// ```swift
/// // The 8th of the leap sixth month of the Chinese year 42 of era 78 (1 August 2025).
/// let day = ExactDay(era: 78, year: 42, month: 6, isLeapMonth: true, day: 8)
/// let date = try day.at(hour: 9, minute: 0).date(in: chineseContext)
/// ```
public func ExactDay(era: Int?, year: Int, month: Int, isLeapMonth: Bool = false, day: Int) -> DateBuilder.Day
{
  DateBuilder.Day(.labelled(era: era, year: year, month: month, isLeapMonth: isLeapMonth, day: day))
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
