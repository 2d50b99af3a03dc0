import Foundation

/// A wall-clock reading without a time zone: a civil day and the seconds since its
/// midnight (which may exceed a day before it is normalized).
struct WallClock: Hashable, Sendable {
  var day: CivilDay
  var seconds: Int
  /// The part of a second an exact instant carried, kept so that a round trip through wall
  /// time does not lose it.
  var fraction: Double = 0

  /// This reading with `seconds` folded into whole days and a time of day in 0..<86,400.
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

  /// The reading a clock in `timeZone` shows at `instant`.
  ///
  /// - Throws: ``DateBuilderError/outOfRange`` for an instant outside the representable
  ///   days (or not a number), which `Int` could not hold.
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

  /// The instant this reading names in `timeZone`, by DateBuilder's one policy for clock changes.
  ///
  /// The policy is also how a calendar trigger matches (`.nextTime`, `.first`):
  ///
  /// - A reading that happens twice (the hour repeated when clocks fall back) is the
  ///   first of the two instants.
  /// - A reading that never happens (the hour skipped when clocks spring forward) is the
  ///   first instant after the skip: 02:30 on the day New York springs forward is 03:00.
  /// - On a day that the time zone skipped whole (Pacific/Apia, 30 December 2011) there is
  ///   no reading at all: this throws ``DateBuilderError/dayDoesNotExist(year:month:day:timeZone:)``.
  func instant(in timeZone: TimeZone, labels: CivilCalendar) throws(DateBuilderError) -> Date {
    let reading = try normalized()
    let local = reading.day.number * CivilDay.secondsPerDay + reading.seconds
    func offset(_ utc: Int) -> Int {
      timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utc)))
    }
    // The instant lies within 16 hours of the reading read as UTC; the offsets in force at
    // either end of that window are the only candidates, unless two transitions fall
    // within 32 hours, which no time zone has had.
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
    let transition = high
    let lastBeforeGap = (low + before).floorDivided(by: CivilDay.secondsPerDay)
    let firstAfterGap = (transition + offset(transition)).floorDivided(by: CivilDay.secondsPerDay)
    if lastBeforeGap < reading.day.number && firstAfterGap > reading.day.number {
      let label = labels.components(of: reading.day)
      throw .dayDoesNotExist(
        year: label.year ?? 0, month: label.month ?? 0, day: label.day ?? 0,
        timeZone: timeZone.identifier)
    }
    return Date(timeIntervalSince1970: TimeInterval(transition))
  }
}

extension Int {
  /// The quotient rounded toward negative infinity.
  func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
