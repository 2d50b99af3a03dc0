public import Foundation

extension DateBuilder.Series where Element == DateBuilder.Day {
  /// Every day moved by `days`: `EveryMonth(forMonths: 12, starting: .thisMonth).lastDay.addingDays(-5)`.
  public func addingDays(_ days: Int) -> Self {
    var moved = map { $0.addingDays(days) }
    moved.cadence = cadence?.addingDays(days)
    moved.plan = plan?.addingDays(days)
    return moved
  }

  /// Every day at a wall-clock time: `EveryDay(forDays: 50, starting: .today).at(hour: 9, minute: 0)`.
  public func at(hour: Int, minute: Int, second: Int = 0)
    -> DateBuilder.Series<DateBuilder.ResolvedDate, Extent>
  {
    at(fixed: TimeOfDay(hour: hour, minute: minute, second: second))
  }

  /// Every day at a time of day, fixed or drawn afresh for each day:
  /// `EveryDay(starting: .today).at(.time(hour: 8, minute: 0))`.
  ///
  /// Only a time that draws ``TimeOfDay/randomTime(from:to:file:line:)`` or reads the context is
  /// read per day, when the day is resolved.
  public func at(
    _ timeOfDay: @autoclosure @escaping @Sendable () -> TimeOfDay
  ) -> DateBuilder.Series<DateBuilder.ResolvedDate, Extent> {
    if let time = TimeOfDayProbe.fixedTime(timeOfDay) { return at(fixed: time) }
    let draw = DailyDraw(timeOfDay)
    return map { $0.at(draw) }
  }

  /// The one representation of a fixed time, keeping the cadence and the integer plan.
  private func at(fixed time: TimeOfDay) -> DateBuilder.Series<DateBuilder.ResolvedDate, Extent> {
    var timed = map { $0.at(time) }
    timed.cadence = cadence?.at(time)
    timed.plan = plan?.at(time)
    return timed
  }
}

extension DateBuilder.Series where Element == DateBuilder.Day, Extent == DateBuilder.Bounded {
  /// The year, month and day of every day that exists: `ThisMonth().allDays.dateComponents()`.
  public func dateComponents() -> [DateComponents] {
    (try? dateComponents(in: .current)) ?? []
  }

  /// The year, month and day of every day that exists, in `context`: `try days.dateComponents(in: context)`.
  public func dateComponents(in context: DateBuilder.Context) throws(DateBuilderError) -> [DateComponents] {
    var cursor = evaluated { day, context throws(DateBuilderError) in try day.dateComponents(in: context) }
    return try cursor.collect(in: context)
  }
}

extension DateBuilder.Series where Element == DateBuilder.Week {
  /// Every week moved by `weeks`: `EveryWeek(forWeeks: 4, starting: .thisWeek).addingWeeks(1)`.
  public func addingWeeks(_ weeks: Int) -> Self { map { $0.addingWeeks(weeks) } }

  /// The first day of every week.
  public var firstDay: DateBuilder.Series<DateBuilder.Day, Extent> {
    var days = map(\.firstDay)
    days.plan = plan?.weekDay(\.firstDay)
    return days
  }

  /// The last day of every week.
  public var lastDay: DateBuilder.Series<DateBuilder.Day, Extent> {
    var days = map(\.lastDay)
    days.plan = plan?.weekDay(\.lastDay)
    return days
  }

  /// Every day of every week, in order.
  public var allDays: DateBuilder.Series<DateBuilder.Day, Extent> {
    fanOut(width: 7) { week, index in DateBuilder.Day(.inWeek(week, .index(index))) }
  }

  /// The given weekday of every week: `EveryWeek(starting: .thisWeek).weekday(.tuesday)`.
  public func weekday(_ weekday: DateBuilder.Weekday) -> DateBuilder.Series<DateBuilder.Day, Extent> {
    var days = map { $0.weekday(weekday) }
    days.plan = plan?.weekDay { $0.weekday(weekday) }
    if cadence == .everyWeek, (1...7).contains(weekday.rawValue) { days.cadence = .weekday(weekday.rawValue) }
    return days
  }

  /// The first day of every week's weekend.
  public var weekendStartDay: DateBuilder.Series<DateBuilder.Day, Extent> { map(\.weekendStartDay) }

  /// The last day of every week's weekend.
  public var weekendEndDay: DateBuilder.Series<DateBuilder.Day, Extent> { map(\.weekendEndDay) }
}

extension DateBuilder.Series where Element == DateBuilder.Month {
  /// Every month moved by `months`: `EveryMonth(forMonths: 6, starting: .thisMonth).addingMonths(1)`.
  public func addingMonths(_ months: Int) -> Self {
    var moved = map { $0.addingMonths(months) }
    moved.cadence = cadence?.addingMonths(months)
    moved.plan = plan?.addingMonths(months)
    return moved
  }

  /// The first day of every month.
  public var firstDay: DateBuilder.Series<DateBuilder.Day, Extent> {
    var days = map(\.firstDay)
    days.cadence = cadence?.firstDay
    days.plan = plan?.picking(.first)
    return days
  }

  /// The last day of every month.
  public var lastDay: DateBuilder.Series<DateBuilder.Day, Extent> {
    var days = map(\.lastDay)
    days.plan = plan?.picking(.last)
    return days
  }

  /// Every day of every month, in order.
  public var allDays: DateBuilder.Series<DateBuilder.Day, Extent> {
    fanOut(width: CivilCalendar.maximumDaysInMonth) { month, index in
      DateBuilder.Day(.inMonth(month, .index(index)))
    }
  }

  /// The first `weekday` of every month: `EveryMonth(forMonths: 12, starting: .thisMonth).first(.friday)`.
  public func first(_ weekday: DateBuilder.Weekday) -> DateBuilder.Series<DateBuilder.Day, Extent> {
    var days = map { $0.first(weekday) }
    days.plan = plan?.picking(.weekday(.first, weekday))
    return days
  }

  /// Each month's `ordinal` `weekday`, if any: `EveryMonth(starting: .thisMonth).weekday(.last, .friday)`.
  public func weekday(
    _ ordinal: DateBuilder.Ordinal, _ weekday: DateBuilder.Weekday
  ) -> DateBuilder.Series<DateBuilder.Day, Extent> {
    var days: DateBuilder.Series<DateBuilder.Day, Extent> = map { $0.weekday(ordinal, weekday) }
    days.plan = plan?.picking(.weekday(ordinal, weekday))
    return days
  }
}

extension DateBuilder.Series where Element == DateBuilder.Year {
  /// Every year moved by `years`: `EveryYear(forYears: 3, starting: .thisYear).addingYears(1)`.
  public func addingYears(_ years: Int) -> Self { map { $0.addingYears(years) } }

  /// The first month of every year.
  public var firstMonth: DateBuilder.Series<DateBuilder.Month, Extent> {
    var months = map(\.firstMonth)
    if cadence == .everyYear { months.cadence = .monthOfYear(1) }
    months.plan = plan?.month(last: false)
    return months
  }

  /// The last month of every year.
  public var lastMonth: DateBuilder.Series<DateBuilder.Month, Extent> {
    var months = map(\.lastMonth)
    if cadence == .everyYear { months.cadence = .monthOfYear(12) }
    months.plan = plan?.month(last: true)
    return months
  }

  /// Every month of every year, in order.
  public var allMonths: DateBuilder.Series<DateBuilder.Month, Extent> {
    fanOut(width: CivilCalendar.maximumMonthsInYear) { year, index in
      DateBuilder.Month(.inYear(year, .index(index)))
    }
  }
}

extension DateBuilder.Series where Element == DateBuilder.ResolvedDate {
  /// Every date `seconds` later, as ``ResolvedDate`` adds them: `dates.addingSeconds(9)`.
  public func addingSeconds(_ seconds: Int) -> Self { map { $0.addingSeconds(seconds) } }
  /// Every date `minutes` later: `EveryDay(starting: .today).at(hour: 9, minute: 0).addingMinutes(15)`.
  public func addingMinutes(_ minutes: Int) -> Self { map { $0.addingMinutes(minutes) } }
  /// Every date `hours` later: `EveryDay(starting: .today).at(hour: 9, minute: 0).addingHours(2)`.
  public func addingHours(_ hours: Int) -> Self { map { $0.addingHours(hours) } }
  /// Every date `days` later: `EveryDay(starting: .today).at(hour: 9, minute: 0).addingDays(1)`.
  public func addingDays(_ days: Int) -> Self {
    var moved = map { $0.addingDays(days) }
    moved.plan = plan?.addingTimeDays(days)
    return moved
  }
  /// Every date `weeks` later: `EveryDay(starting: .today).at(hour: 9, minute: 0).addingWeeks(1)`.
  public func addingWeeks(_ weeks: Int) -> Self { map { $0.addingWeeks(weeks) } }
  /// Every date `months` later: `EveryDay(starting: .today).at(hour: 9, minute: 0).addingMonths(1)`.
  public func addingMonths(_ months: Int) -> Self { map { $0.addingMonths(months) } }
  /// Every date `years` later: `EveryDay(starting: .today).at(hour: 9, minute: 0).addingYears(1)`.
  public func addingYears(_ years: Int) -> Self { map { $0.addingYears(years) } }

  /// The occurrences, one at a time, for an unbounded series or an early stop:
  /// `var next = series.occurrences(in: .current)`.
  public func occurrences(in context: DateBuilder.Context) -> DateBuilder.Occurrences {
    DateBuilder.Occurrences(occurrenceWalk, context: context)
  }
}

extension DateBuilder.Series where Element == DateBuilder.ResolvedDate, Extent == DateBuilder.Bounded {
  /// Every date that exists, in order, none if invalid: `ThisMonth().allDays.at(hour: 9, minute: 0).dates()`.
  public func dates() -> [Date] {
    (try? dates(in: .current)) ?? []
  }

  /// Every date that exists in `context`, in order: `let dates = try series.dates(in: context)`.
  public func dates(in context: DateBuilder.Context) throws(DateBuilderError) -> [Date] {
    var cursor = evaluated { date, context throws(DateBuilderError) in try date.date(in: context) }
    guard width == 1, let planned = plan.flatMap({ PlannedDates($0, in: context) }) else {
      return try cursor.collect(in: context)
    }
    return try cursor.collect(in: context) { step, context in planned.date(at: step, in: context) }
  }

  /// The components of every date, in order; none if the series is invalid: `series.dateComponents()`.
  public func dateComponents() -> [DateComponents] {
    (try? dateComponents(in: .current)) ?? []
  }

  /// The components of every date in `context`, in order: `try dates.dateComponents(in: context)`.
  public func dateComponents(in context: DateBuilder.Context) throws(DateBuilderError) -> [DateComponents] {
    var cursor = evaluated { date, context throws(DateBuilderError) in
      _ = try date.date(in: context)
      return try date.dateComponents(in: context)
    }
    return try cursor.collect(in: context)
  }
}
