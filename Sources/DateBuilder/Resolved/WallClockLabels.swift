package import Foundation

extension DateBuilder {
  /// A wall-clock reading's labels in a calendar — era, year, month, leap-month mark, day and
  /// time of day — as plain integers: what ``ResolvedDate/dateComponents(in:)`` reports,
  /// without building a `DateComponents` where only the numbers are read (a request
  /// identifier's occurrence key).
  ///
  /// ```swift
  /// let labels = try Tomorrow().at(hour: 9, minute: 0).wallClockLabels(in: context)
  /// labels.hour                                   // 9
  /// labels.dateComponents == (try Tomorrow().at(hour: 9, minute: 0).dateComponents(in: context)) // true
  /// ```
  package struct WallClockLabels: Hashable, Sendable {
    /// The era, where the calendar reports one beside the year (not the Gregorian and ISO
    /// 8601 calendars, whose years imply it, except before Christ: era 0).
    package var era: Int?
    package var year: Int
    package var month: Int
    /// Whether the month is a leap month (Chinese and Hebrew calendars).
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

    /// The labels `components` carries, a missing number read as 0.
    package init(_ components: DateComponents) {
      self.init(
        era: components.era, year: components.year ?? 0, month: components.month ?? 0,
        isLeapMonth: components.isLeapMonth == true, day: components.day ?? 0, hour: components.hour ?? 0,
        minute: components.minute ?? 0, second: components.second ?? 0)
    }

    /// The labels of a day's `seconds` since its midnight (0..<86,400), read in `civil`.
    init(_ day: CivilDay, seconds: Int, in civil: CivilCalendar) {
      let date = civil.dayLabels(of: day)
      self.init(
        era: date.era, year: date.year, month: date.month, isLeapMonth: date.isLeapMonth, day: date.day,
        hour: seconds / 3_600, minute: seconds % 3_600 / 60, second: seconds % 60)
    }

    /// The same labels as `DateComponents`: no era or leap-month mark where there is none,
    /// no calendar and no time zone (the floating components a calendar trigger takes).
    package var dateComponents: DateComponents {
      var components = DateComponents(
        era: era, year: year, month: month, day: day, hour: hour, minute: minute, second: second)
      if isLeapMonth { components.isLeapMonth = true }
      return components
    }
  }
}

extension DateBuilder.ResolvedDate {
  /// The year, month, day, hour, minute and second in `context`'s calendar, as
  /// ``dateComponents(in:)`` reports them, in integers.
  ///
  /// ```swift
  /// let key = try Tomorrow().at(hour: 9, minute: 0).wallClockLabels(in: context).hour // 9
  /// ```
  package func wallClockLabels(in context: DateBuilder.Context) throws(DateBuilderError)
    -> DateBuilder.WallClockLabels
  {
    try DateBuilder.WallClockLabels(try evaluate(in: context), in: context)
  }
}

extension DateBuilder.WallClockLabels {
  /// The labels of what a date expression evaluated to, in `context`: a wall-clock reading's
  /// own (its seconds folded into whole days), an instant's as the context's zone reads it.
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
