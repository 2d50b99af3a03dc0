public import Foundation

/// The day it is when the expression is evaluated: `Today().at(hour: 20, minute: 15).date()`.
public func Today() -> DateBuilder.Day { .today }

/// The day after today: `Tomorrow().at(hour: 9, minute: 0).date()`.
public func Tomorrow() -> DateBuilder.Day { .tomorrow }

/// The day that contains `date` in the context's time zone: `DayOf(account.createdAt).addingDays(15)`.
public func DayOf(_ date: Date) -> DateBuilder.Day { .dayOf(date) }

/// The day with this year, month and day in the context's calendar: `ExactDay(year: 2020, month: 1, day: 5)`.
public func ExactDay(year: Int, month: Int, day: Int) -> DateBuilder.Day {
  DateBuilder.Day(.exact(year: year, month: month, day: day))
}

/// The day with this era (`nil`: Foundation's for the year), year, month, day and maybe leap month;
/// one the calendar lacks is ``DateBuilderError/invalidDate(year:month:day:)``:
/// `ExactDay(era: 78, year: 42, month: 6, isLeapMonth: true, day: 8)`.
public func ExactDay(era: Int?, year: Int, month: Int, isLeapMonth: Bool = false, day: Int) -> DateBuilder.Day
{
  DateBuilder.Day(.labelled(era: era, year: year, month: month, isLeapMonth: isLeapMonth, day: day))
}

/// The day `days` after `day`: `AddingDays(15, to: .dayOf(account.createdAt))`.
public func AddingDays(_ days: Int, to day: DateBuilder.Day) -> DateBuilder.Day {
  day.addingDays(days)
}
