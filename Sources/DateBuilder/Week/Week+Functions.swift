public import Foundation

/// The week that contains today.
///
/// ```swift
/// ThisWeek().weekday(.friday).at(hour: 17, minute: 0)
/// ```
public func ThisWeek() -> DateBuilder.Week { .thisWeek }

/// The week after this one.
public func NextWeek() -> DateBuilder.Week { .nextWeek }

/// The week that contains `date`.
public func WeekOf(_ date: Date) -> DateBuilder.Week { .weekOf(date) }

/// The week that contains `day`.
public func WeekOf(_ day: DateBuilder.Day) -> DateBuilder.Week { .weekOf(day) }

/// The week `weeks` after `week`.
public func AddingWeeks(_ weeks: Int, to week: DateBuilder.Week) -> DateBuilder.Week {
  week.addingWeeks(weeks)
}
