public import Foundation

/// `date` at `timeOfDay`, the original DateBuilder's shorthand for `DayOf(date).at(timeOfDay)`.
///
/// ```swift
/// DayOf(meeting.start, at: .time(hour: 9, minute: 0))
/// ```
public func DayOf(_ date: Date, at timeOfDay: TimeOfDay) -> DateBuilder.ResolvedDate {
  DayOf(date).at(timeOfDay)
}

/// Today at `timeOfDay`: `Today().at(timeOfDay)`.
///
/// ```swift
/// Today(at: .time(hour: 20, minute: 15)).date()
/// ```
public func Today(at timeOfDay: TimeOfDay) -> DateBuilder.ResolvedDate {
  Today().at(timeOfDay)
}

/// Tomorrow at `timeOfDay`: `Tomorrow().at(timeOfDay)`.
///
/// ```swift
/// Tomorrow(at: .time(hour: 8, minute: 0)).date()
/// ```
public func Tomorrow(at timeOfDay: TimeOfDay) -> DateBuilder.ResolvedDate {
  Tomorrow().at(timeOfDay)
}

/// `days` days after today, at `timeOfDay`: `AddingDays(days, to: Today()).at(timeOfDay)`.
///
/// ```swift
/// AfterToday(days: 3, at: .time(hour: 9, minute: 0)).date()
/// ```
public func AfterToday(days: Int, at timeOfDay: TimeOfDay) -> DateBuilder.ResolvedDate {
  AddingDays(days, to: Today()).at(timeOfDay)
}

/// `days` days after the day of `date`, at `timeOfDay`.
///
/// ```swift
/// After(dayOf: signUp, days: 7, at: .time(hour: 10, minute: 0)).date()
/// ```
public func After(dayOf date: Date, days: Int, at timeOfDay: TimeOfDay) -> DateBuilder.ResolvedDate {
  AddingDays(days, to: DayOf(date)).at(timeOfDay)
}

/// Every day for `days` days from `start`, at `timeOfDay`, as an array, the way the original
/// DateBuilder gave it; `EveryDay(forDays:starting:).at(_:)` is the lazy form.
///
/// A fixed `timeOfDay` is read once, as the series form reads it; one that draws
/// `TimeOfDay.randomTime(from:to:)` is drawn for each day, so each day gets its own time.
///
/// ```swift
/// let mornings = EveryDay(starting: .today, forDays: 7, at: .time(hour: 9, minute: 0))
/// mornings.count // 7
/// ```
public func EveryDay(
  starting start: DateBuilder.Day, forDays days: Int, at timeOfDay: @autoclosure () -> TimeOfDay
) -> [DateBuilder.ResolvedDate] {
  // A random time is drawn once per day, as the original did; a fixed one is read once.
  let fixed = TimeOfDayProbe.fixedTime(timeOfDay)
  return (0..<max(0, days)).map { AddingDays($0, to: start).at(fixed ?? timeOfDay()) }
}
