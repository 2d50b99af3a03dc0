package import Foundation

extension DateBuilder {
  /// What ``ResolvedDate/dateComponents(in:)`` reports, as plain integers, for readers of the
  /// numbers alone (a request identifier's occurrence key).
  package struct WallClockLabels: Hashable, Sendable {
    /// Only where the year does not imply it: outside the Gregorian and ISO 8601 calendars, or before Christ.
    package var era: Int?
    package var year: Int
    package var month: Int
    package var isLeapMonth: Bool
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int

    package init(
      era: Int?, year: Int, month: Int, isLeapMonth: Bool, day: Int, hour: Int, minute: Int, second: Int
    ) {
      self.era = era
      self.year = year
      self.month = month
      self.isLeapMonth = isLeapMonth
      self.day = day
      self.hour = hour
      self.minute = minute
      self.second = second
    }

    /// A missing number reads as 0.
    package init(_ components: DateComponents) {
      self.init(
        era: components.era, year: components.year ?? 0, month: components.month ?? 0,
        isLeapMonth: components.isLeapMonth == true, day: components.day ?? 0, hour: components.hour ?? 0,
        minute: components.minute ?? 0, second: components.second ?? 0)
    }

    /// `seconds` since midnight, 0..<86,400.
    init(_ day: CivilDay, seconds: Int, in civil: CivilCalendar) {
      let date = civil.dayLabels(of: day)
      self.init(
        era: date.era, year: date.year, month: date.month, isLeapMonth: date.isLeapMonth, day: date.day,
        hour: seconds / 3_600, minute: seconds % 3_600 / 60, second: seconds % 60)
    }

    /// The floating components a calendar trigger takes: no calendar, no time zone.
    package var dateComponents: DateComponents {
      var components = DateComponents(
        era: era, year: year, month: month, day: day, hour: hour, minute: minute, second: second)
      if isLeapMonth { components.isLeapMonth = true }
      return components
    }
  }
}

extension DateBuilder.ResolvedDate {
  /// ``dateComponents(in:)`` in integers.
  package func wallClockLabels(in context: DateBuilder.Context) throws(DateBuilderError)
    -> DateBuilder.WallClockLabels
  {
    try DateBuilder.WallClockLabels(try evaluate(in: context), in: context)
  }
}

extension DateBuilder.WallClockLabels {
  /// A wall-clock reading's own labels, an instant's as the context's zone reads it.
  init(_ evaluated: DateBuilder.ResolvedDate.Evaluated, in context: borrowing DateBuilder.Context)
    throws(DateBuilderError)
  {
    let reading: WallClock
    switch evaluated {
    case .wall(let wall): reading = try wall.normalized()
    case .instant(let instant): reading = try WallClock(instant, in: context.zone)
    }
    self.init(reading.day, seconds: reading.seconds, in: context.civil)
  }
}
