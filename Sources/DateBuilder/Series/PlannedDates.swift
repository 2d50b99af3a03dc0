import Foundation

/// A ``SeriesPlan`` of wall-clock times ready for one context, each step integer arithmetic; a step
/// it cannot compute as the expression does answers `nil`, and the expression decides.
struct PlannedDates: Sendable {
  private enum Start {
    case day(Int, stride: Int)
    case month(GregorianDate, stride: Int, MonthDay)
  }

  private enum MonthDay {
    case first
    case last
    case number(Int, clamped: Bool)
    /// The `nth` (negative: from the end) weekday `wanted`.
    case weekday(nth: Int, wanted: Int)
  }

  private let start: Start
  private let shift: Int
  private let seconds: Int
  private let timeShift: Int

  /// `nil` for no plan of wall-clock times, Foundation's arithmetic, or a start integers cannot find.
  init?(_ plan: borrowing SeriesPlan, in context: borrowing DateBuilder.Context) {
    guard let seconds = plan.time, context.arithmetic == .integers else { return nil }
    switch plan.steps {
    case .days(let first, let stride):
      guard let day = try? first.civilDay(in: context) else { return nil }
      start = .day(day.number, stride: stride)
    case .months(let first, let stride):
      guard context.civil.isGregorian, let span = try? first.span(in: context),
        let month = context.civil.gregorian(span.start), let day = plan.day.flatMap(Self.checked)
      else { return nil }
      start = .month(month, stride: stride, day)
    case .weeks, .years:
      return nil
    }
    self.seconds = seconds
    shift = plan.shift
    timeShift = plan.timeShift
  }

  private static func checked(_ day: SeriesPlan.MonthDay) -> MonthDay? {
    switch day {
    case .first: .first
    case .last: .last
    case .number(let number, let clamped):
      (1...CivilCalendar.maximumDaysInMonth).contains(number) ? .number(number, clamped: clamped) : nil
    case .weekday(let ordinal, let weekday):
      if let nth = try? ordinal.validated(), let wanted = try? weekday.validated() {
        .weekday(nth: nth, wanted: wanted)
      } else {
        nil
      }
    }
  }

  /// How many steps fall before yesterday, which a walk after dates to come may skip; 0 for a
  /// series of months, which may lack a step's day.
  func stepsBefore(today: CivilDay) -> Int {
    guard case .day(let first, let stride) = start, stride > 0 else { return 0 }
    let (shifted, overflow) = first.addingReportingOverflow(shift)
    let (base, timeOverflow) = shifted.addingReportingOverflow(timeShift)
    // Yesterday is read: a day's readings lie within it and the next, whatever the offset.
    let lastPassed = today.number - 2
    guard !overflow, !timeOverflow, lastPassed >= base else { return 0 }
    return (lastPassed - base) / stride + 1
  }

  /// `nil` where the element's expression must answer.
  func date(at step: Int, in context: DateBuilder.Context) -> Date? {
    guard let reading = reading(at: step) else { return nil }
    return try? reading.instant(in: context.zone, labels: context.civil)
  }

  func walkedDate(at step: Int, in context: DateBuilder.Context) -> DateBuilder.WalkedDate? {
    guard let reading = reading(at: step),
      let date = try? reading.instant(in: context.zone, labels: context.civil)
    else { return nil }
    return DateBuilder.WalkedDate(date: date, evaluated: .wall(reading))
  }

  private func reading(at step: Int) -> WallClock? {
    guard let day = day(at: step) else { return nil }
    let (shifted, overflow) = day.addingReportingOverflow(shift)
    guard !overflow, CivilDay.representable.contains(shifted) else { return nil }
    let (moved, timeOverflow) = shifted.addingReportingOverflow(timeShift)
    guard !timeOverflow, CivilDay.representable.contains(moved) else { return nil }
    return WallClock(day: CivilDay(number: moved), seconds: seconds)
  }

  /// Before any shift.
  private func day(at step: Int) -> Int? {
    switch start {
    case .day(let first, let stride):
      let (distance, overflow) = step.multipliedReportingOverflow(by: stride)
      let (day, sumOverflow) = first.addingReportingOverflow(distance)
      guard !overflow, !sumOverflow, CivilDay.representable.contains(day) else { return nil }
      return day
    case .month(let first, let stride, let pick):
      let (months, overflow) = step.multipliedReportingOverflow(by: stride)
      guard !overflow, (-2_000_000...2_000_000).contains(months) else { return nil }
      let month = first.addingMonths(months)
      let start = month.civilDay.number
      let length = GregorianDate.length(ofMonth: month.month, year: month.year)
      guard GregorianDate.fastDays.contains(start), CivilDay.representable.contains(start + length - 1)
      else { return nil }
      switch pick {
      case .first:
        return start
      case .last:
        return start + length - 1
      case .number(let number, let clamped):
        guard number <= length || clamped else { return nil }
        return start + min(number, length) - 1
      case .weekday(let nth, let wanted):
        let last = start + length - 1
        let day =
          nth < 0
          ? last - (CivilDay(number: last).weekday - wanted + 7) % 7 - 7 * (-nth - 1)
          : start + (wanted - CivilDay(number: start).weekday + 7) % 7 + 7 * (nth - 1)
        return start <= day && day <= last ? day : nil
      }
    }
  }
}
