public import Foundation

extension DateBuilder {
  /// A day with a time, or an exact instant: something that has a `Date`:
  /// `Tomorrow().at(hour: 9, minute: 15).date()`.
  ///
  /// Arithmetic keeps to the kind it starts with: a wall-clock time stays 9:00 across DST, and adding
  /// hours to an instant adds elapsed time.
  public struct ResolvedDate: Hashable, Sendable {
    @usableFromInline
    enum Origin: Hashable, Sendable {
      case wallClock(Day, TimeOfDay)
      case instant(Date)
    }

    @usableFromInline
    enum Step: Hashable, Sendable {
      case seconds(Int)
      case days(Int)
      case calendar(CalendarStep)
      /// Sets the reading's time to the one drawn for its day: a series' time of each day, first.
      case dailyDraw(DailyDraw)
    }

    // Stored flat, not as an `Origin`: all but the day's anchor and the steps' tail is plain data,
    // so an expression copies as two references at most (none for `ExactlyAt(date)`); as an enum,
    // its copy cost more than reading the time zone.
    @usableFromInline var instant: Date?
    /// The day and time a wall-clock expression starts from (today at midnight for an instant).
    @usableFromInline var day: Day
    @usableFromInline var time: TimeOfDay
    @usableFromInline var steps: StepList

    @inlinable
    init(_ origin: Origin) {
      switch origin {
      case let .wallClock(day, time):
        self.init(instant: nil, day: day, time: time)
      case .instant(let instant):
        self.init(instant: instant, day: Day(box: nil, offset: 0), time: TimeOfDay(hour: 0, minute: 0))
      }
    }

    @inlinable
    init(instant: Date?, day: Day, time: TimeOfDay, steps: StepList = StepList()) {
      self.instant = instant
      self.day = day
      self.time = time
      self.steps = steps
    }

    var origin: Origin {
      instant.map(Origin.instant) ?? .wallClock(day, time)
    }

    /// Whether this is a wall-clock time (floating, no time zone) rather than an instant.
    public var isWallClock: Bool {
      instant == nil
    }

    /// The `Date` in the current context; `Date.distantPast` (never a wrong day) if there is none:
    /// `let date = ExactDay(year: 2020, month: 10, day: 5).at(hour: 10, minute: 15).date()`.
    public func date() -> Date {
      dateIfExists() ?? .distantPast
    }

    /// The `Date` in the current context, or `nil` for invalid input or a day that does not exist:
    /// `if let date = ExactDay(year: 2027, month: 2, day: 29).at(hour: 9, minute: 0).dateIfExists() { schedule(date) }`.
    public func dateIfExists() -> Date? {
      try? date(in: .current)
    }

    /// The `Date` this names in `context`; throws ``DateBuilderError`` for invalid input or a missing
    /// day: `let date = try Tomorrow().at(hour: 9, minute: 0).date(in: context)`.
    ///
    /// A wall-clock time is read in the context's zone as a calendar trigger matches it: a repeated
    /// time at its first pass, a skipped one at the end of the gap.
    @inlinable
    public func date(in context: Context) throws(DateBuilderError) -> Date {
      // An instant moved by whole days skips the walk over steps, and is inlined so that the
      // caller builds no expression.
      if let instant, let days = steps.onlyDays {
        return try Self.date(instant, addingDays: days, in: context)
      }
      return try resolvedDate(in: context)
    }

    @usableFromInline
    static func date(
      _ instant: Date, addingDays days: Int, in context: Context
    ) throws(DateBuilderError) -> Date {
      var reading = try WallClock(instant, in: context.zone)
      // Moved by no day, an instant in a repeated hour stays itself, not its reading's first instant.
      guard days != 0 else { return instant }
      reading.day = try reading.day.adding(days)
      return try reading.instant(in: context.zone, labels: context.civil)
    }

    @usableFromInline
    func resolvedDate(in context: Context) throws(DateBuilderError) -> Date {
      // The commonest expression, a day at a time with no steps, skips the walk over steps.
      if steps.isEmpty, instant == nil {
        let valid = try time.validated()
        let reading = WallClock(day: try day.civilDay(in: context), seconds: valid.secondsSinceMidnight)
        return try reading.instant(in: context.zone, labels: context.civil)
      }
      return try evaluate(in: context).date(in: context)
    }

    /// The year, month, day, hour, minute and second in the current context; those of the
    /// distant past if there is no such date: `Today().at(hour: 20, minute: 15).dateComponents()`.
    public func dateComponents() -> DateComponents {
      dateComponentsIfExists() ?? .distantPast(in: .current, with: .time)
    }

    /// The components in the current context, or `nil` for invalid input or a day the calendar
    /// lacks (29 February 2027); a day the zone skipped still has its floating components:
    /// `let components = Tomorrow().at(hour: 9, minute: 0).dateComponentsIfExists()`.
    public func dateComponentsIfExists() -> DateComponents? {
      try? dateComponents(in: .current)
    }

    /// The year, month, day, hour, minute and second in `context`'s calendar:
    /// `try NextWeek().weekday(.saturday).at(hour: 18, minute: 50).dateComponents(in: context)`.
    ///
    /// A wall-clock time gives its floating components, with no time zone; an instant its reading in the zone.
    public func dateComponents(in context: Context) throws(DateBuilderError) -> DateComponents {
      try wallClockLabels(in: context).dateComponents
    }

    /// The time `seconds` later; an overflow is reported as ``DateBuilderError/outOfRange`` when
    /// evaluated: `ExactlyAt(account.createdAt).addingSeconds(30)`.
    public consuming func addingSeconds(_ seconds: Int) -> ResolvedDate { appending(.seconds(seconds)) }

    /// The time `minutes` later.
    public consuming func addingMinutes(_ minutes: Int) -> ResolvedDate {
      appendingSeconds(minutes, times: 60)
    }

    /// The time `hours` later: a wall-clock reading moves (23:00 plus 2 is 01:00 the next day).
    public consuming func addingHours(_ hours: Int) -> ResolvedDate { appendingSeconds(hours, times: 3_600) }

    /// The same time `days` days later.
    @inlinable
    public func addingDays(_ days: Int) -> ResolvedDate {
      guard steps.isEmpty else { return appending(.days(days)) }
      return ResolvedDate(instant: instant, day: day, time: time, steps: StepList(.days(days)))
    }

    /// The same time `weeks` weeks later.
    public consuming func addingWeeks(_ weeks: Int) -> ResolvedDate {
      let (days, overflow) = weeks.multipliedReportingOverflow(by: 7)
      return overflow ? Self.failed : appending(.days(days))
    }

    /// The same time `months` months later; 31 January plus one month is the last day of February.
    public consuming func addingMonths(_ months: Int) -> ResolvedDate {
      appending(.calendar(.months(months)))
    }

    /// The same time `years` years later; 29 February becomes 28 February.
    public consuming func addingYears(_ years: Int) -> ResolvedDate { appending(.calendar(.years(years))) }

    private static var failed: ResolvedDate { Day(.failure(.outOfRange)).at(hour: 0, minute: 0) }

    private consuming func appendingSeconds(_ value: Int, times factor: Int) -> ResolvedDate {
      let (seconds, overflow) = value.multipliedReportingOverflow(by: factor)
      return overflow ? Self.failed : appending(.seconds(seconds))
    }

    @usableFromInline
    consuming func appending(_ step: Step) -> ResolvedDate {
      var copy = self
      switch (copy.steps.last, step) {
      case let (.seconds(a)?, .seconds(b)):
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { return Self.failed }
        copy.steps.replaceLast(with: .seconds(sum))
      case let (.days(a)?, .days(b)):
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { return Self.failed }
        copy.steps.replaceLast(with: .days(sum))
      default:
        copy.steps.append(step)
      }
      return copy
    }

    enum Evaluated {
      case wall(WallClock)
      case instant(Date)
    }

    /// Applies the steps, keeping a wall-clock reading as long as the kind allows, so that the
    /// zone is read once, at the end.
    func evaluate(in context: Context) throws(DateBuilderError) -> Evaluated {
      var state: Evaluated
      switch origin {
      case let .wallClock(day, time):
        let valid = try time.validated()
        state = .wall(WallClock(day: try day.civilDay(in: context), seconds: valid.secondsSinceMidnight))
      case .instant(let instant):
        // Not a number, infinite, or beyond what a calendar can label: never a date.
        guard CivilDay.representableSeconds.contains(instant.timeIntervalSince1970) else { throw .outOfRange }
        state = .instant(instant)
      }
      for step in steps {
        switch (step, state) {
        case (.seconds(let seconds), .wall(var reading)) where isWallClock:
          let (sum, overflow) = reading.seconds.addingReportingOverflow(seconds)
          guard !overflow else { throw .outOfRange }
          reading.seconds = sum
          state = .wall(try reading.normalized())
        case (.seconds(let seconds), _):
          state = .instant(try state.date(in: context).addingChecked(seconds: seconds))
        case (.dailyDraw(let draw), _):
          var reading = try state.wallClock(in: context.zone)
          reading.seconds = try draw.time(on: reading.day).validated().secondsSinceMidnight
          reading.fraction = 0
          state = .wall(reading)
        case (.days(0), _), (.calendar(.months(0)), _), (.calendar(.years(0)), _):
          // Moved by nothing: an instant in a repeated hour stays itself, not its reading's first instant.
          continue
        case (.days(let days), _):
          var reading = try state.wallClock(in: context.zone)
          reading.day = try reading.day.adding(days)
          state = .wall(reading)
        case (.calendar(let step), _):
          var reading = try state.wallClock(in: context.zone)
          reading.day = try step.apply(to: reading.day, in: context.civil)
          state = .wall(reading)
        }
      }
      return state
    }
  }
}

extension DateBuilder.ResolvedDate.Evaluated {
  func date(in context: DateBuilder.Context) throws(DateBuilderError) -> Date {
    switch self {
    case .wall(let reading): try reading.instant(in: context.zone, labels: context.civil)
    case .instant(let instant): instant
    }
  }

  func wallClock(in zone: ZoneClock) throws(DateBuilderError) -> WallClock {
    switch self {
    case .wall(let reading): reading
    case .instant(let instant): try WallClock(instant, in: zone)
    }
  }
}

extension Date {
  func addingChecked(seconds: Int) throws(DateBuilderError) -> Date {
    let result = timeIntervalSince1970 + TimeInterval(seconds)
    guard CivilDay.representableSeconds.contains(result) else { throw .outOfRange }
    return Date(timeIntervalSince1970: result)
  }
}

/// An exact instant, for date arithmetic that starts from a `Date` you have:
/// `ExactlyAt(account.createdAt).addingDays(15).date()`.
@inlinable
public func ExactlyAt(_ date: Date) -> DateBuilder.ResolvedDate {
  DateBuilder.ResolvedDate(.instant(date))
}
