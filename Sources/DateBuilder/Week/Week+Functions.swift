public import Foundation

/// The week that contains today: `ThisWeek().weekday(.friday).at(hour: 17, minute: 0)`.
public func ThisWeek() -> DateBuilder.Week { .thisWeek }

/// The week after this one: `NextWeek().weekday(.saturday).at(hour: 18, minute: 50).dateComponents()`.
public func NextWeek() -> DateBuilder.Week { .nextWeek }

/// The week that contains `date`: `WeekOf(account.createdAt).addingWeeks(1).lastDay`.
public func WeekOf(_ date: Date) -> DateBuilder.Week { .weekOf(date) }

/// The week that contains `day`: `WeekOf(Today()).lastDay`.
public func WeekOf(_ day: DateBuilder.Day) -> DateBuilder.Week { .weekOf(day) }

/// The week `weeks` after `week`: `AddingWeeks(5, to: .thisWeek)`.
public func AddingWeeks(_ weeks: Int, to week: DateBuilder.Week) -> DateBuilder.Week {
  week.addingWeeks(weeks)
}
