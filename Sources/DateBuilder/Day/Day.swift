public import Foundation

extension DateBuilder {
  /// A day, relative to today, a date, a week or a month, found when evaluated: `Tomorrow()`.
  public struct Day: Hashable, Sendable {
    enum Anchor: Hashable, Sendable {
      case today
      case dayOf(Date)
      case exact(year: Int, month: Int, day: Int)
      case labelled(era: Int?, year: Int, month: Int, isLeapMonth: Bool, day: Int)
      case inWeek(Week, Week.Position)
      case inMonth(Month, Month.Position)
      case shifted(Day, CalendarStep)
      case rule(DayRule)
      case failure(DateBuilderError)
    }

    /// The anchor, boxed (`nil` for today, as in `Tomorrow()`), so that a day copies as one
    /// reference at most and an expression holding it stays cheap to copy.
    @usableFromInline let box: AnchorBox?
    @usableFromInline var offset: Int

    var anchor: Anchor { box?.anchor ?? .today }

    init(_ anchor: Anchor, offset: Int = 0) {
      if case .today = anchor { box = nil } else { box = AnchorBox(anchor) }
      self.offset = offset
    }

    @inlinable
    init(box: AnchorBox?, offset: Int) {
      self.box = box
      self.offset = offset
    }

    /// Whether two days are the same expression.
    public static func == (lhs: Day, rhs: Day) -> Bool {
      lhs.offset == rhs.offset && (lhs.box === rhs.box || lhs.anchor == rhs.anchor)
    }

    /// Hashes the expression.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(anchor)
      hasher.combine(offset)
    }

    /// The day it is when the expression is evaluated.
    public static var today: Day { Day(.today) }

    /// The day after today.
    public static var tomorrow: Day { Day(.today, offset: 1) }

    /// The day that contains `date` in the context's time zone: `EveryDay(starting: .dayOf(date))`.
    public static func dayOf(_ date: Date) -> Day { Day(.dayOf(date)) }

    /// The day `days` after this one (before it, if negative): `Today().addingDays(10)`.
    public func addingDays(_ days: Int) -> Day {
      let (sum, overflow) = offset.addingReportingOverflow(days)
      return overflow ? Day(.failure(.outOfRange)) : Day(box: box, offset: sum)
    }

    /// This day at a wall-clock time: `Today().at(hour: 19, minute: 30, second: 30)`.
    public consuming func at(hour: Int, minute: Int, second: Int = 0) -> ResolvedDate {
      at(TimeOfDay(hour: hour, minute: minute, second: second))
    }

    /// This day at a wall-clock time of day.
    public consuming func at(_ timeOfDay: TimeOfDay) -> ResolvedDate {
      ResolvedDate(.wallClock(self, timeOfDay))
    }

    /// This day at the time `draw` reads for it when the day is resolved.
    func at(_ draw: DailyDraw) -> ResolvedDate {
      ResolvedDate(
        instant: nil, day: self, time: TimeOfDay(hour: 0, minute: 0), steps: StepList(.dailyDraw(draw)))
    }

    /// The day's year, month and day, or the distant past's if it has none: `Tomorrow().dateComponents()`.
    public func dateComponents() -> DateComponents {
      dateComponentsIfExists() ?? .distantPast(in: .current, with: .day)
    }

    /// The day's year, month and day, or `nil` if it does not exist: `Tomorrow().dateComponentsIfExists()`.
    public func dateComponentsIfExists() -> DateComponents? {
      try? dateComponents(in: .current)
    }

    /// The day's year, month, day and maybe era in `context`: `try Tomorrow().dateComponents(in: context)`.
    public func dateComponents(in context: Context) throws(DateBuilderError) -> DateComponents {
      context.civil.labels(of: try civilDay(in: context))
    }

    func civilDay(in context: Context) throws(DateBuilderError) -> CivilDay {
      let base: CivilDay
      switch anchor {
      case .today:
        base = try context.today()
      case .dayOf(let date):
        base = try WallClock(date, in: context.zone).day
      case let .exact(year, month, day):
        base = try context.civil.day(year: year, month: month, day: day)
      case let .labelled(era, year, month, isLeapMonth, day):
        base = try context.civil.day(era: era, year: year, month: month, isLeapMonth: isLeapMonth, day: day)
      case let .inWeek(week, position):
        base = try week.day(at: position, in: context)
      case let .inMonth(month, position):
        base = try month.day(at: position, in: context)
      case let .shifted(day, step):
        base = try step.apply(to: day.civilDay(in: context), in: context.civil)
      case .rule(let rule):
        base = try rule.civilDay(in: context)
      case .failure(let error):
        throw error
      }
      return try base.adding(offset)
    }
  }
}

/// A day's anchor, shared by the copies of the day.
@usableFromInline
final class AnchorBox: Sendable {
  let anchor: DateBuilder.Day.Anchor

  init(_ anchor: DateBuilder.Day.Anchor) {
    self.anchor = anchor
  }
}

/// A move by whole months or years; 31 January plus one month is the last day of February.
@usableFromInline
enum CalendarStep: Hashable, Sendable {
  case months(Int)
  case years(Int)

  func apply(to day: CivilDay, in civil: CivilCalendar) throws(DateBuilderError) -> CivilDay {
    switch self {
    case .months(let months): try civil.adding(months, .month, to: day)
    case .years(let years): try civil.adding(years, .year, to: day)
    }
  }
}

extension CivilCalendar {
  func labels(of day: CivilDay) -> DateComponents {
    let labels = DateBuilder.WallClockLabels(day, seconds: 0, in: self)
    var components = DateComponents(era: labels.era, year: labels.year, month: labels.month, day: labels.day)
    if labels.isLeapMonth { components.isLeapMonth = true }
    return components
  }
}
