// Disfavored, so that a chain or an unannotated `let` keeps the lazy series, which a timeline
// can compress into repeating requests.

/// `days` days from `start`, as an array: `let days: [DateBuilder.Day] = EveryDay(forDays: 7, starting: d)`.
@_disfavoredOverload
public func EveryDay(
  forDays days: Int, starting start: DateBuilder.Day,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Day] {
  guard days <= maximumArrayCount else { return [DateBuilder.Day(.failure(.outOfRange))] }
  return distribution.generate(count: days, start: start) { $0.addingDays($1) }
}

/// `weeks` weeks from `start` in an array: `let a: [DateBuilder.Week] = EveryWeek(forWeeks: 4, starting: s)`.
@_disfavoredOverload
public func EveryWeek(
  forWeeks weeks: Int, starting start: DateBuilder.Week,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Week] {
  guard weeks <= maximumArrayCount else {
    return [DateBuilder.Week(.weekOfDay(DateBuilder.Day(.failure(.outOfRange))))]
  }
  return distribution.generate(count: weeks, start: start) { $0.addingWeeks($1) }
}

/// `months` months, as an array: `let a: [DateBuilder.Month] = EveryMonth(forMonths: 6, starting: m)`.
@_disfavoredOverload
public func EveryMonth(
  forMonths months: Int, starting start: DateBuilder.Month,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Month] {
  guard months <= maximumArrayCount else {
    return [DateBuilder.Month(.monthOfDay(DateBuilder.Day(.failure(.outOfRange))))]
  }
  return distribution.generate(count: months, start: start) { $0.addingMonths($1) }
}

/// `years` years from `start` in an array: `let a: [DateBuilder.Year] = EveryYear(forYears: 3, starting: s)`.
@_disfavoredOverload
public func EveryYear(
  forYears years: Int, starting start: DateBuilder.Year,
  distribution: DateBuilder.DelayDistribution = .normal
) -> [DateBuilder.Year] {
  guard years <= maximumArrayCount else {
    return [DateBuilder.Year(.yearOfDay(DateBuilder.Day(.failure(.outOfRange))))]
  }
  return distribution.generate(count: years, start: start) { $0.addingYears($1) }
}

/// More elements than the calendars' range has days: such an array could not be made, so the array
/// forms return one element that fails with `.outOfRange`, as the series forms fail at once.
let maximumArrayCount = CivilDay.representable.count
