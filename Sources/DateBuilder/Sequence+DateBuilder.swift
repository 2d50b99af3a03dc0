public import Foundation

extension Sequence where Element == DateBuilder.Day {
  /// Every day moved by `days`: `[Today(), NextWeek().firstDay].addingDays(1)`.
  public func addingDays(_ days: Int) -> [DateBuilder.Day] { map { $0.addingDays(days) } }

  /// Every day at a wall-clock time: `ThisWeek().allDays.at(hour: 8, minute: 0)`.
  public func at(hour: Int, minute: Int, second: Int = 0) -> [DateBuilder.ResolvedDate] {
    map { $0.at(hour: hour, minute: minute, second: second) }
  }

  /// Every day at a time, random ones drawn per day: `ThisWeek().allDays.at(.time(hour: 9, minute: 5))`.
  public func at(_ timeOfDay: @autoclosure () -> TimeOfDay) -> [DateBuilder.ResolvedDate] {
    if let time = TimeOfDayProbe.fixedTime(timeOfDay) { return map { $0.at(time) } }
    return map { $0.at(timeOfDay()) }
  }

  /// The year, month and day of every day that exists: `ThisWeek().allDays.dateComponents()`.
  public func dateComponents() -> [DateComponents] { compactMap { $0.dateComponentsIfExists() } }
}

extension Sequence where Element == DateBuilder.ResolvedDate {
  /// Every date that exists, in the order of the sequence: `[Today().at(hour: 9, minute: 0)].dates()`.
  public func dates() -> [Date] { compactMap { $0.dateIfExists() } }

  /// The components of every date that exists: `ThisWeek().allDays.at(hour: 8, minute: 0).dateComponents()`.
  public func dateComponents() -> [DateComponents] { compactMap { $0.dateComponentsIfExists() } }
}
