public import Foundation

extension DateBuilder {
  /// A week, relative to today, a date or a day, found when evaluated: `NextWeek().weekday(.saturday)`.
  public struct Week: Hashable, Sendable {
    indirect enum Anchor: Hashable, Sendable {
      case thisWeek
      case weekOf(Date)
      case weekOfDay(Day)
    }

    enum Position: Hashable, Sendable {
      case first
      case last
      case index(Int)
      case weekday(Weekday)
      case weekendStart
      case weekendEnd
    }

    var anchor: Anchor
    var offset: Int

    init(_ anchor: Anchor, offset: Int = 0) {
      self.anchor = anchor
      self.offset = offset
    }

    /// The week that contains today.
    public static var thisWeek: Week { Week(.thisWeek) }

    /// The week after this one.
    public static var nextWeek: Week { Week(.thisWeek, offset: 1) }

    /// The week that contains `date`: `EveryWeek(forWeeks: 4, starting: .weekOf(account.createdAt))`.
    public static func weekOf(_ date: Date) -> Week { Week(.weekOf(date)) }

    /// The week that contains `day`: `let week: DateBuilder.Week = .weekOf(Tomorrow())`.
    public static func weekOf(_ day: Day) -> Week { Week(.weekOfDay(day)) }

    /// The week `weeks` after this one: `ThisWeek().addingWeeks(10)`.
    public func addingWeeks(_ weeks: Int) -> Week {
      let (sum, overflow) = offset.addingReportingOverflow(weeks)
      return overflow ? Week(.weekOfDay(Day(.failure(.outOfRange)))) : Week(anchor, offset: sum)
    }

    /// The first day of the week, by the calendar's first weekday.
    public var firstDay: Day { Day(.inWeek(self, .first)) }

    /// The last day of the week.
    public var lastDay: Day { Day(.inWeek(self, .last)) }

    /// The seven days of the week, first to last.
    public var allDays: [Day] { (0..<7).map { Day(.inWeek(self, .index($0))) } }

    /// The day of this week that is `weekday`: `NextWeek().weekday(.thursday)`.
    public func weekday(_ weekday: GregorianWeekday) -> Day { Day(.inWeek(self, .weekday(weekday))) }

    /// The first day of the weekend that starts in this week, by the calendar's locale (Friday in Israel).
    public var weekendStartDay: Day { Day(.inWeek(self, .weekendStart)) }

    /// The last day of the weekend that starts in this week; it can fall in the next week.
    public var weekendEndDay: Day { Day(.inWeek(self, .weekendEnd)) }

    func civilDay(in context: Context) throws(DateBuilderError) -> CivilDay {
      let base: CivilDay
      switch anchor {
      case .thisWeek: base = try context.today()
      case .weekOf(let date): base = try WallClock(date, in: context.zone).day
      case .weekOfDay(let day): base = try day.civilDay(in: context)
      }
      let (days, overflow) = offset.multipliedReportingOverflow(by: 7)
      guard !overflow else { throw .outOfRange }
      return try context.civil.startOfWeek(containing: base).adding(days)
    }

    func day(at position: Position, in context: Context) throws(DateBuilderError) -> CivilDay {
      let start = try civilDay(in: context)
      switch position {
      case .first:
        return start
      case .last:
        return try start.adding(6)
      case .index(let index):
        return try start.adding(index)
      case .weekday(let weekday):
        let wanted = try weekday.validated()
        return try start.adding((wanted - start.weekday + 7) % 7)
      case .weekendStart:
        return try context.civil.weekend(startingOnOrAfter: start).lowerBound
      case .weekendEnd:
        return try context.civil.weekend(startingOnOrAfter: start).upperBound
      }
    }
  }
}
