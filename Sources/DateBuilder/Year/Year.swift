public import Foundation

extension DateBuilder {
  /// A year, relative to today, a date, a day or a month: `NextYear().firstMonth.first(.thursday)`.
  public struct Year: Hashable, Sendable {
    indirect enum Anchor: Hashable, Sendable {
      case thisYear
      case yearOf(Date)
      case yearOfDay(Day)
      case yearOfMonth(Month)
      case exact(Int)
    }

    enum Position: Hashable, Sendable {
      case first
      case last
      case index(Int)
    }

    var anchor: Anchor
    var offset: Int

    init(_ anchor: Anchor, offset: Int = 0) {
      self.anchor = anchor
      self.offset = offset
    }

    /// The year that contains today.
    public static var thisYear: Year { Year(.thisYear) }

    /// The year after this one.
    public static var nextYear: Year { Year(.thisYear, offset: 1) }

    /// The year that contains `date`: `EveryYear(forYears: 10, starting: .yearOf(account.createdAt))`.
    public static func yearOf(_ date: Date) -> Year { Year(.yearOf(date)) }

    /// The year `years` after this one: `ThisYear().addingYears(1)`.
    public func addingYears(_ years: Int) -> Year {
      let (sum, overflow) = offset.addingReportingOverflow(years)
      return overflow ? Year(.yearOfDay(Day(.failure(.outOfRange)))) : Year(anchor, offset: sum)
    }

    /// The first month of the year.
    public var firstMonth: Month { Month(.inYear(self, .first)) }

    /// The last month of the year.
    public var lastMonth: Month { Month(.inYear(self, .last)) }

    /// Every month of the year, first to last, as a lazy series (a Hebrew leap year has 13).
    public var allMonths: Series<Month, Bounded> {
      Series(steps: 1, width: CivilCalendar.maximumMonthsInYear) { _, slot in
        Month(.inYear(self, .index(slot)))
      }
    }

    func civilDay(in context: Context) throws(DateBuilderError) -> CivilDay {
      let civil = context.civil
      let start: CivilDay
      switch anchor {
      case .thisYear:
        start = try civil.startOfYear(containing: context.today())
      case .yearOf(let date):
        start = try civil.startOfYear(containing: WallClock(date, in: context.zone).day)
      case .yearOfDay(let day):
        start = try civil.startOfYear(containing: day.civilDay(in: context))
      case .yearOfMonth(let month):
        start = try civil.startOfYear(containing: month.civilDay(in: context))
      case .exact(let year):
        do {
          start = try civil.day(year: year, month: 1, day: 1)
        } catch {
          throw .invalidYear(year)
        }
      }
      return try civil.adding(offset, .year, to: start)
    }

    /// The first day of the month at `position`.
    func month(at position: Position, in context: Context) throws(DateBuilderError) -> CivilDay {
      let civil = context.civil
      let start = try civilDay(in: context)
      switch position {
      case .first:
        return start
      case .last:
        let next = try civil.adding(1, .year, to: start)
        return try civil.startOfMonth(containing: next.adding(-1))
      case .index(let index):
        let next = try civil.adding(1, .year, to: start)
        let month = try civil.adding(index, .month, to: start)
        guard month < next else { throw .notInPeriod(index: index) }
        return month
      }
    }
  }
}
