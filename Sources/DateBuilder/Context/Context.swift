public import Foundation

extension DateBuilder {
  /// What an expression is evaluated against: the current instant and a calendar, which
  /// carries the time zone, the locale, the first weekday and the weekend.
  ///
  /// Nothing in DateBuilder reads the clock or the system calendar except through
  /// ``current``, which is the system's unless a caller set another with
  /// `DateBuilder.withContext`, `DateBuilder.withNow` or the other `with…` functions.
  ///
  /// ```swift
  /// var calendar = Calendar(identifier: .gregorian)
  /// calendar.timeZone = TimeZone(identifier: "America/New_York")!
  /// let context = DateBuilder.Context(now: Date(timeIntervalSince1970: 1_700_000_000), calendar: calendar)
  /// let nine = try Tomorrow().at(hour: 9, minute: 0).date(in: context)
  /// ```
  public struct Context: Sendable {
    /// The instant that relative expressions such as `Today()` count from.
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

    /// The calendar's rules, fixed to GMT, for date arithmetic that no time zone can skew.
    var civil: CivilCalendar

    /// The time zone with its cached transitions, for converting instants and wall-clock times.
    var zone: ZoneClock

    /// Integers where they give Foundation's answers, or Foundation for everything.
    let arithmetic: Arithmetic

    /// Today: the day of `now` in the zone, found when the context is made and again whenever
    /// `now` or the calendar changes, so that no evaluation reads the clock in the zone; `nil`
    /// for a now outside the representable days, which ``today()`` reports.
    private var nowDay: CivilDay?

    /// Creates a context.
    ///
    /// ```swift
    /// let context = DateBuilder.Context(now: clock.now, calendar: Calendar(identifier: .gregorian))
    /// ```
    ///
    /// - Parameters:
    ///   - now: The instant relative expressions count from.
    ///   - calendar: The calendar, with its time zone and locale.
    public init(now: Date, calendar: Calendar) {
      self.init(now: now, calendar: calendar, arithmetic: .integers)
    }

    /// A context that computes by `arithmetic`: `.foundation` is the reference the integer
    /// arithmetic is tested against.
    init(now: Date, calendar: Calendar, arithmetic: Arithmetic) {
      self.now = now
      self.calendar = calendar
      self.arithmetic = arithmetic
      self.civil = CivilCalendar(calendar, arithmetic: arithmetic)
      self.zone = ZoneClock(calendar.timeZone, arithmetic: arithmetic, around: now)
      self.nowDay = Self.day(of: now, in: zone)
    }

    /// The time zone wall-clock times are resolved in.
    ///
    /// ```swift
    /// context.timeZone = TimeZone(identifier: "Australia/Lord_Howe")!
    /// ```
    public var timeZone: TimeZone {
      get { calendar.timeZone }
      set { calendar.timeZone = newValue }
    }

    /// The locale that decides the first weekday and the weekend.
    ///
    /// ```swift
    /// context.locale = Locale(identifier: "he_IL")
    /// ```
    public var locale: Locale? {
      get { calendar.locale }
      set { calendar.locale = newValue }
    }

    /// The context in force here: the system clock and calendar (or the calendar set with
    /// `DateBuilder.calendar`), as overridden by any enclosing `DateBuilder.with…` call of
    /// this task.
    ///
    /// ```swift
    /// let today = DateBuilder.withNow(fixed) { DateBuilder.Context.current.now } // fixed
    /// ```
    public static var current: Context {
      // A time of day read from the context is read again for each evaluation.
      TimeOfDayProbe.notePerDay()
      let overrides = Overrides.current
      return Context(
        now: overrides.now ?? Date(),
        calendar: overrides.calendar ?? DefaultCalendar.value ?? Calendar.current)
    }
  }
}

extension DateBuilder.Context {
  /// This context with the latest transitions the cache has for its time zone, built around
  /// now if `building` and the cache has none there: what a series starts from (and takes up
  /// again as it goes), so that a context made before the cache knew the zone evaluates from it.
  ///
  /// With `keepingHeld`, the snapshot the context holds is kept if it covers now (see
  /// ``ZoneClock/refreshed(around:keepingHeld:)``): for a lazy walk that reads a date or two.
  func withLatestTransitions(building: Bool = true, keepingHeld: Bool = false) -> DateBuilder.Context {
    var copy = self
    copy.zone = zone.refreshed(around: building ? now : nil, keepingHeld: keepingHeld)
    return copy
  }

  /// The day it is now in the context's zone.
  func today() throws(DateBuilderError) -> CivilDay {
    if let nowDay { return nowDay }
    return try WallClock(now, in: zone).day
  }

  /// The day `now` falls on in `zone`; `nil` where ``today()`` throws instead.
  private static func day(of now: Date, in zone: ZoneClock) -> CivilDay? {
    try? WallClock(now, in: zone).day
  }

  /// The task-local replacements of the system clock and calendar.
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
