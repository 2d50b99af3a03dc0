public import Foundation

extension DateBuilder {
  /// A month, relative to today, a date, a day or a year, found when evaluated: `NextMonth().first(.friday)`.
  public struct Month: Hashable, Sendable {
    indirect enum Anchor: Hashable, Sendable {
      case thisMonth
      case monthOf(Date)
      case monthOfDay(Day)
      case exact(year: Int, month: Int)
      case inYear(Year, Year.Position)
    }

    enum Position: Hashable, Sendable {
      case first
      case last
      case index(Int)
      case weekday(Ordinal, Weekday)
    }

    var anchor: Anchor
    var offset: Int

    init(_ anchor: Anchor, offset: Int = 0) {
      self.anchor = anchor
      self.offset = offset
    }

    /// The month that contains today.
    public static var thisMonth: Month { Month(.thisMonth) }

    /// The month after this one.
    public static var nextMonth: Month { Month(.thisMonth, offset: 1) }

    /// The month that contains `date`: `EveryMonth(forMonths: 5, starting: .monthOf(account.createdAt))`.
    public static func monthOf(_ date: Date) -> Month { Month(.monthOf(date)) }

    /// The month that contains `day`: `let month: DateBuilder.Month = .monthOf(Tomorrow())`.
    public static func monthOf(_ day: Day) -> Month { Month(.monthOfDay(day)) }

    /// The month `months` after this one: `ThisMonth().addingMonths(5)`.
    public func addingMonths(_ months: Int) -> Month {
      let (sum, overflow) = offset.addingReportingOverflow(months)
      return overflow ? Month(.monthOfDay(Day(.failure(.outOfRange)))) : Month(anchor, offset: sum)
    }

    /// The first day of the month.
    public var firstDay: Day { Day(.inMonth(self, .first)) }

    /// The last day of the month: the 28th, 29th, 30th or 31st in the Gregorian calendar.
    public var lastDay: Day { Day(.inMonth(self, .last)) }

    /// Every day of the month, first to last, as a lazy series: `ThisMonth().allDays.at(hour: 8, minute: 0)`.
    public var allDays: Series<Day, Bounded> {
      Series(steps: 1, width: CivilCalendar.maximumDaysInMonth) { _, slot in
        Day(.inMonth(self, .index(slot)))
      }
    }

    /// The first `weekday` of the month: `NextMonth().first(.friday).at(hour: 20, minute: 15)`.
    public func first(_ weekday: Weekday) -> Day {
      self.weekday(.first, weekday)
    }

    /// The `ordinal` `weekday` of the month (the third Monday, the last Friday), found when evaluated:
    /// `NextMonth().weekday(.third, .monday).at(hour: 9, minute: 0)`.
    ///
    /// Chaining or a `Day` type selects this form; an unannotated `let` or `if let` the optional one.
    @_disfavoredOverload
    public func weekday(_ ordinal: Ordinal, _ weekday: Weekday) -> Day {
      Day(.inMonth(self, .weekday(ordinal, weekday)))
    }

    func civilDay(in context: Context) throws(DateBuilderError) -> CivilDay {
      try context.civil.startOfMonth(containing: anchorDay(in: context), movedBy: offset)
    }

    func span(in context: Context) throws(DateBuilderError) -> (start: CivilDay, length: Int) {
      try context.civil.month(containing: anchorDay(in: context), movedBy: offset)
    }

    private func anchorDay(in context: Context) throws(DateBuilderError) -> CivilDay {
      switch anchor {
      case .thisMonth:
        return try context.today()
      case .monthOf(let date):
        return try WallClock(date, in: context.zone).day
      case .monthOfDay(let day):
        return try day.civilDay(in: context)
      case let .exact(year, month):
        do {
          return try context.civil.day(year: year, month: month, day: 1)
        } catch {
          throw .invalidMonth(year: year, month: month)
        }
      case let .inYear(year, position):
        return try year.month(at: position, in: context)
      }
    }

    func day(at position: Position, in context: Context) throws(DateBuilderError) -> CivilDay {
      let (start, length) = try span(in: context)
      switch position {
      case .first:
        return start
      case .last:
        return try start.adding(length - 1)
      case .index(let index):
        guard index < length else { throw .notInPeriod(index: index) }
        return try start.adding(index)
      case let .weekday(ordinal, weekday):
        let wanted = try weekday.validated()
        let nth = try ordinal.validated()
        let last = try start.adding(length - 1)
        let day: CivilDay
        if nth < 0 {
          day = try last.adding(-((last.weekday - wanted + 7) % 7) - 7 * (-nth - 1))
        } else {
          day = try start.adding((wanted - start.weekday + 7) % 7 + 7 * (nth - 1))
        }
        guard start <= day, day <= last else {
          let label = context.civil.components(of: start)
          throw .noSuchWeekday(ordinal: nth, weekday: wanted, year: label.year ?? 0, month: label.month ?? 0)
        }
        return day
      }
    }
  }
}

extension CivilCalendar {
  /// At least the days of any month of any Foundation calendar.
  static let maximumDaysInMonth = 31
  /// At least the months of any year of any Foundation calendar (Hebrew leap years have 13).
  static let maximumMonthsInYear = 13
}
