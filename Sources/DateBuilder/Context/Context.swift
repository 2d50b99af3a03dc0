public import Foundation

extension DateBuilder {
  /// What an expression is evaluated against, now and a calendar: `DateBuilder.Context(now: t, calendar: c)`.
  public struct Context: Sendable {
    /// The instant relative expressions such as `Today()` count from.
    public var now: Date {
      didSet { nowDay = Self.day(of: now, in: zone) }
    }

    /// The calendar that names days, weeks, months and years.
    public var calendar: Calendar {
      didSet {
        civil = CivilCalendar(calendar, arithmetic: arithmetic)
        zone = ZoneClock(calendar.timeZone, arithmetic: arithmetic, around: now)
        nowDay = Self.day(of: now, in: zone)
      }
    }

    /// The calendar fixed to GMT, for arithmetic no time zone can skew.
    var civil: CivilCalendar

    var zone: ZoneClock

    let arithmetic: Arithmetic

    /// The day of `now`, kept in step with `now` and the calendar so that no evaluation reads the
    /// zone for it; `nil` outside the representable days, which ``today()`` reports.
    private var nowDay: CivilDay?

    /// Creates a context: `let context = DateBuilder.Context(now: clock.now, calendar: gregorian)`.
    public init(now: Date, calendar: Calendar) {
      self.init(now: now, calendar: calendar, arithmetic: .integers)
    }

    /// `.foundation` is the reference the integer arithmetic is tested against.
    init(now: Date, calendar: Calendar, arithmetic: Arithmetic) {
      self.now = now
      self.calendar = calendar
      self.arithmetic = arithmetic
      self.civil = CivilCalendar(calendar, arithmetic: arithmetic)
      self.zone = ZoneClock(calendar.timeZone, arithmetic: arithmetic, around: now)
      self.nowDay = Self.day(of: now, in: zone)
    }

    /// The time zone wall-clock times are resolved in.
    public var timeZone: TimeZone {
      get { calendar.timeZone }
      set { calendar.timeZone = newValue }
    }

    /// The locale that decides the first weekday and the weekend.
    public var locale: Locale? {
      get { calendar.locale }
      set { calendar.locale = newValue }
    }

    /// The system clock and calendar (or `DateBuilder.calendar`), as this task's `with…` calls override them.
    public static var current: Context {
      // A time of day that reads the context is read again for each day.
      TimeOfDayProbe.notePerDay()
      let overrides = Overrides.current
      return Context(
        now: overrides.now ?? Date(),
        calendar: overrides.calendar ?? DefaultCalendar.value ?? Calendar.current)
    }
  }
}

extension DateBuilder.Context {
  /// What a series starts from: this context with the cache's latest transitions for its zone
  /// (built around now if `building`; see ``ZoneClock/refreshed(around:keepingHeld:)``).
  func withLatestTransitions(building: Bool = true, keepingHeld: Bool = false) -> DateBuilder.Context {
    var copy = self
    copy.zone = zone.refreshed(around: building ? now : nil, keepingHeld: keepingHeld)
    return copy
  }

  func today() throws(DateBuilderError) -> CivilDay {
    if let nowDay { return nowDay }
    return try WallClock(now, in: zone).day
  }

  private static func day(of now: Date, in zone: ZoneClock) -> CivilDay? {
    try? WallClock(now, in: zone).day
  }

  struct Overrides: Sendable {
    var now: Date?
    var calendar: Calendar?

    @TaskLocal static var current = Overrides()

    func replacing(now: Date) -> Overrides {
      Overrides(now: now, calendar: calendar)
    }

    func replacing(calendar: Calendar) -> Overrides {
      Overrides(now: now, calendar: calendar)
    }
  }
}
