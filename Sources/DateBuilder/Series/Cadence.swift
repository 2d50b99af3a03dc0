public import Foundation

extension DateBuilder {
  /// How the elements of an unbounded series recur in the calendar, when they recur the way
  /// a repeating calendar trigger does; tracked by the few members that keep such a rhythm
  /// and dropped by every other, so that a series built any other way has none.
  indirect enum Cadence: Hashable, Sendable {
    /// Every day (a series of days).
    case everyDay
    /// Every week (a series of weeks).
    case everyWeek
    /// This weekday of every week (a series of days).
    case weekday(Int)
    /// Every month (a series of months).
    case everyMonth
    /// This day of every month, 1…28 so that it exists in every month (a series of days).
    case dayOfMonth(Int)
    /// Every year (a series of years).
    case everyYear
    /// This month of every year (a series of months).
    case monthOfYear(Int)
    /// This day of this month of every year, one that exists in every year (a series of days).
    case dayOfYear(month: Int, day: Int)
    /// A day cadence at a time of day (a series of resolved dates).
    case timed(Cadence, TimeOfDay)

    /// The cadence after every day moves by `days`, if it keeps one.
    func addingDays(_ days: Int) -> Cadence? {
      switch self {
      case .everyDay: return .everyDay
      case .dayOfMonth(let day):
        let (moved, overflow) = day.addingReportingOverflow(days)
        return !overflow && (1...28).contains(moved) ? .dayOfMonth(moved) : nil
      case .dayOfYear(let month, let day):
        let (moved, overflow) = day.addingReportingOverflow(days)
        return !overflow && (1...Self.commonYearLength(ofMonth: month)).contains(moved)
          ? .dayOfYear(month: month, day: moved) : nil
      default: return nil
      }
    }

    /// The cadence after every month moves by `months`, if it keeps one.
    func addingMonths(_ months: Int) -> Cadence? {
      switch self {
      case .everyMonth: return .everyMonth
      case .monthOfYear(let month):
        let (moved, overflow) = month.addingReportingOverflow(months)
        return !overflow && (1...12).contains(moved) ? .monthOfYear(moved) : nil
      default: return nil
      }
    }

    /// The first day of each element: a day cadence, if this is a month cadence.
    var firstDay: Cadence? {
      switch self {
      case .everyMonth: .dayOfMonth(1)
      case .monthOfYear(let month): .dayOfYear(month: month, day: 1)
      default: nil
      }
    }

    /// Each element at `time`, if this is a day cadence.
    func at(_ time: TimeOfDay) -> Cadence? {
      guard (0...23).contains(time.hour), (0...59).contains(time.minute), (0...59).contains(time.second)
      else {
        return nil
      }
      switch self {
      case .everyDay, .weekday, .dayOfMonth, .dayOfYear: return .timed(self, time)
      default: return nil
      }
    }

    /// Days in `month` of a common year (February has 28: a 29th does not exist every year).
    static func commonYearLength(ofMonth month: Int) -> Int {
      switch month {
      case 2: 28
      case 4, 6, 9, 11: 30
      default: 31
      }
    }
  }

  /// The calendar components a repeating calendar trigger needs to fire exactly when an
  /// unbounded series of dates does: a time of day, and the weekday, the day of the month or
  /// the month and day that pin it.
  ///
  /// ```swift
  /// EveryDay(starting: .today).at(hour: 8, minute: 0).repeatingPattern?.description // "daily 08:00"
  /// EveryMonth(starting: .thisMonth).firstDay.addingDays(14).at(hour: 9, minute: 0).repeatingPattern?.day // 15
  /// ```
  public struct RepeatingPattern: Hashable, Sendable, CustomStringConvertible {
    /// The time of day.
    public var time: TimeOfDay
    /// The weekday (1 is Sunday), for a weekly pattern.
    public var weekday: Int?
    /// The day of the month, for a monthly or yearly pattern.
    public var day: Int?
    /// The month, for a yearly pattern.
    public var month: Int?

    /// The components a repeating `UNCalendarNotificationTrigger` matches.
    ///
    /// ```swift
    /// let trigger = NotificationTrigger.calendar(pattern.dateComponents, repeats: true)
    /// ```
    public var dateComponents: DateComponents {
      DateComponents(
        month: month, day: day, hour: time.hour, minute: time.minute, second: time.second, weekday: weekday)
    }

    /// "daily 08:00", "weekly on weekday 2 at 08:00", "monthly on day 15 at 09:00",
    /// "yearly on 3/1 at 07:30".
    public var description: String {
      let clock = time.second == 0 ? Self.pad(time.hour) + ":" + Self.pad(time.minute) : time.description
      if let month, let day { return "yearly on \(month)/\(day) at \(clock)" }
      if let day { return "monthly on day \(day) at \(clock)" }
      if let weekday { return "weekly on weekday \(weekday) at \(clock)" }
      return "daily \(clock)"
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    init?(_ cadence: Cadence?) {
      guard case .timed(let days, let time)? = cadence else { return nil }
      self.time = time
      switch days {
      case .everyDay: break
      case .weekday(let weekday): self.weekday = weekday
      case .dayOfMonth(let day): self.day = day
      case .dayOfYear(let month, let day):
        self.month = month
        self.day = day
      default: return nil
      }
    }
  }
}

extension DateBuilder.Series where Element == DateBuilder.ResolvedDate {
  /// The repeating calendar pattern this series follows, if it is unbounded and was built only from members
  /// that keep a calendar rhythm — every day, a weekday of every week, a day of every month that exists in
  /// all of them, a day of every year — at a fixed time; `nil` for any other series.
  ///
  /// From its first date on, the series fires exactly when a repeating calendar trigger with
  /// ``DateBuilder/RepeatingPattern/dateComponents`` does, in the Gregorian calendar. Other
  /// calendars number their months otherwise, or give some years a leap month or a short
  /// thirteenth one: there the pattern names other days than the series, and is no promise.
  ///
  /// ```swift
  /// EveryWeek(starting: .thisWeek).weekday(.monday).at(hour: 8, minute: 0).repeatingPattern?.weekday // 2
  /// EveryDay(forDays: 30, starting: .today).at(hour: 8, minute: 0).repeatingPattern // nil: it ends
  /// ```
  public var repeatingPattern: DateBuilder.RepeatingPattern? {
    guard isUnbounded, failure == nil else { return nil }
    return DateBuilder.RepeatingPattern(cadence)
  }
}
