public import Foundation

extension DateBuilder {
  /// How an unbounded series recurs, when it recurs as a repeating calendar trigger does; kept
  /// by the few members that keep such a rhythm, dropped by every other.
  indirect enum Cadence: Hashable, Sendable {
    case everyDay
    case everyWeek
    case weekday(Int)
    case everyMonth
    /// 1…28, so that it exists in every month.
    case dayOfMonth(Int)
    case everyYear
    case monthOfYear(Int)
    /// A day that exists in every year.
    case dayOfYear(month: Int, day: Int)
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
        // A day every year has: the month's length in a common year (year 1), so no 29 February.
        return !overflow && (1...GregorianDate.length(ofMonth: month, year: 1)).contains(moved)
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

    /// The day cadence of a month cadence's first days.
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
  }

  /// The components a repeating calendar trigger needs to fire when a series does: `series.repeatingPattern`.
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
    public var dateComponents: DateComponents {
      DateComponents(
        month: month, day: day, hour: time.hour, minute: time.minute, second: time.second, weekday: weekday)
    }

    /// "daily 08:00", "weekly on weekday 2 at 08:00", "monthly on day 15 at 09:00",
    /// "yearly on 3/1 at 07:30".
    public var description: String {
      // Without ":00" seconds: "08:00:00" reads "08:00".
      let clock = time.second == 0 ? String(time.description.dropLast(3)) : time.description
      if let month, let day { return "yearly on \(month)/\(day) at \(clock)" }
      if let day { return "monthly on day \(day) at \(clock)" }
      if let weekday { return "weekly on weekday \(weekday) at \(clock)" }
      return "daily \(clock)"
    }

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
  /// The repeating calendar pattern of an unbounded series built only from rhythm-keeping members (every day,
  /// a weekday, a day every month has, a day of every year) at a fixed time; else `nil`:
  /// `EveryWeek(starting: .thisWeek).weekday(.monday).at(hour: 8, minute: 0).repeatingPattern?.weekday`.
  public var repeatingPattern: DateBuilder.RepeatingPattern? {
    guard isUnbounded, failure == nil else { return nil }
    return DateBuilder.RepeatingPattern(cadence)
  }
}
