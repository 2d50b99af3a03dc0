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

    /// `seconds` since midnight, 0..<86,400; the era only where the year does not imply it (outside
    /// the Gregorian and ISO 8601 calendars, and before Christ).
    init(_ day: CivilDay, seconds: Int, in civil: CivilCalendar) {
      let (hour, minute, second) = (seconds / 3_600, seconds % 3_600 / 60, seconds % 60)
      if let date = civil.gregorian(day) {
        self.init(
          era: nil, year: date.year, month: date.month, isLeapMonth: false, day: date.day, hour: hour,
          minute: minute, second: second)
        return
      }
      let found = civil.components(of: day)
      // A Gregorian year implies its era only after Christ: a year before is labelled with its era (0).
      let reportsEra =
        (civil.calendar.identifier != .gregorian && civil.calendar.identifier != .iso8601) || found.era == 0
      self.init(
        era: reportsEra ? found.era : nil, year: found.year ?? 0, month: found.month ?? 0,
        isLeapMonth: found.isLeapMonth == true, day: found.day ?? 0, hour: hour, minute: minute,
        second: second)
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
    let reading = try evaluated.wallClock(in: context.zone).normalized()
    self.init(reading.day, seconds: reading.seconds, in: context.civil)
  }
}
