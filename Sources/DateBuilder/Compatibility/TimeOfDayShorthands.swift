public import Foundation

/// The day of `date` at `timeOfDay`: the original DateBuilder's shorthand for `DayOf(date).at(timeOfDay)`.
public func DayOf(_ date: Date, at timeOfDay: TimeOfDay) -> DateBuilder.ResolvedDate {
  DayOf(date).at(timeOfDay)
}

/// Today at `timeOfDay`: `Today().at(timeOfDay)`.
public func Today(at timeOfDay: TimeOfDay) -> DateBuilder.ResolvedDate {
  Today().at(timeOfDay)
}

/// Tomorrow at `timeOfDay`: `Tomorrow().at(timeOfDay)`.
public func Tomorrow(at timeOfDay: TimeOfDay) -> DateBuilder.ResolvedDate {
  Tomorrow().at(timeOfDay)
}

/// `days` days after today, at `timeOfDay`: `AddingDays(days, to: Today()).at(timeOfDay)`.
public func AfterToday(days: Int, at timeOfDay: TimeOfDay) -> DateBuilder.ResolvedDate {
  AddingDays(days, to: Today()).at(timeOfDay)
}

/// `days` days after the day of `date`, at `timeOfDay`: `After(dayOf: signUp, days: 7, at: tenAM)`.
public func After(dayOf date: Date, days: Int, at timeOfDay: TimeOfDay) -> DateBuilder.ResolvedDate {
  AddingDays(days, to: DayOf(date)).at(timeOfDay)
}

/// `days` days from `start` at `timeOfDay`, as an array: `EveryDay(starting: .today, forDays: 7, at: nine)`.
public func EveryDay(
  starting start: DateBuilder.Day, forDays days: Int, at timeOfDay: @autoclosure () -> TimeOfDay
) -> [DateBuilder.ResolvedDate] {
  let fixed = TimeOfDayProbe.fixedTime(timeOfDay)
  guard days <= maximumArrayCount else {
    return [DateBuilder.Day(.failure(.outOfRange)).at(fixed ?? timeOfDay())]
  }
  return (0..<max(0, days)).map { AddingDays($0, to: start).at(fixed ?? timeOfDay()) }
}
