import Foundation

/// A wall-clock reading without a time zone: a day and seconds since its midnight (any, until normalized).
struct WallClock: Hashable, Sendable {
  var day: CivilDay
  var seconds: Int
  /// The part of a second an instant carried, kept through a round trip.
  var fraction: Double = 0

  func normalized() throws(DateBuilderError) -> WallClock {
    if seconds >= 0 && seconds < CivilDay.secondsPerDay && CivilDay.representable.contains(day.number) {
      return self
    }
    let days = seconds.floorDivided(by: CivilDay.secondsPerDay)
    return WallClock(
      day: try day.adding(days),
      seconds: seconds - days * CivilDay.secondsPerDay,
      fraction: fraction)
  }

  /// The reading a clock in `timeZone` shows at `instant`; ``DateBuilderError/outOfRange`` outside the representable days.
  init(_ instant: Date, in timeZone: TimeZone) throws(DateBuilderError) {
    guard CivilDay.representableSeconds.contains(instant.timeIntervalSince1970) else { throw .outOfRange }
    let whole = instant.timeIntervalSince1970.rounded(.down)
    let local = Int(whole) + timeZone.secondsFromGMT(for: instant)
    let days = local.floorDivided(by: CivilDay.secondsPerDay)
    self.init(
      day: CivilDay(number: days),
      seconds: local - days * CivilDay.secondsPerDay,
      fraction: instant.timeIntervalSince1970 - whole)
  }

  init(day: CivilDay, seconds: Int, fraction: Double = 0) {
    self.day = day
    self.seconds = seconds
    self.fraction = fraction
  }

  /// The instant this reading names in `timeZone`, as a calendar trigger matches (`.nextTime`, `.first`).
  ///
  /// A repeated reading is the first instant; a skipped one the first instant after the gap; a
  /// day skipped whole throws ``DateBuilderError/dayDoesNotExist(year:month:day:timeZone:)``.
  func instant(in timeZone: TimeZone, labels: CivilCalendar) throws(DateBuilderError) -> Date {
    let reading = try normalized()
    let local = reading.day.number * CivilDay.secondsPerDay + reading.seconds
    func offset(_ utc: Int) -> Int {
      timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
    }
    // The instant lies within 16 hours of the reading as UTC; the offsets at the window's ends are
    // the only candidates, unless two transitions fall within 32 hours, which no zone has had.
    let window = 16 * 3_600
    let before = offset(local - window)
    let after = offset(local + window)
    let candidates = Set([before, after, offset(local - before), offset(local - after)])
    let matches = candidates.map { local - $0 }.filter { $0 + offset($0) == local }
    if let first = matches.min() {
      return Date(timeIntervalSince1970: TimeInterval(first) + reading.fraction)
    }
    guard after > before else { throw .outOfRange }
    // A gap: find the transition, the first instant whose offset is the later one.
    var low = local - after  // still under the earlier offset
    var high = local - before  // already under the later offset
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if offset(middle) == before { low = middle } else { high = middle }
    }
    return try reading.instant(
      afterGapAt: high, before: before, after: offset(high), in: timeZone, labels: labels)
  }

  /// The first instant after the gap at `transition` (offsets `before` and `after` around it) that
  /// skipped this reading; the day is gone if the clocks jumped from before its midnight past its end.
  func instant(
    afterGapAt transition: Int, before: Int, after: Int, in timeZone: TimeZone, labels: CivilCalendar
  ) throws(DateBuilderError) -> Date {
    let lastBeforeGap = (transition - 1 + before).floorDivided(by: CivilDay.secondsPerDay)
    let firstAfterGap = (transition + after).floorDivided(by: CivilDay.secondsPerDay)
    if lastBeforeGap < day.number && firstAfterGap > day.number {
      let label = labels.yearMonthDay(of: day)
      throw .dayDoesNotExist(
        year: label.year, month: label.month, day: label.day, timeZone: timeZone.identifier)
    }
    return Date(timeIntervalSince1970: TimeInterval(transition))
  }
}

extension Int {
  func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
