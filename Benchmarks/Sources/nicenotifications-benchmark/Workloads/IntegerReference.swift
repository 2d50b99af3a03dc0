import Foundation
import NiceNotifications

/// The floor of the DSL-shapes benchmark: the same dates computed with nothing but integers —
/// days from a civil date and back, weekdays and month lengths by arithmetic, and the zone's
/// UTC offsets read from a table of its transitions with a cursor that only moves forward.
///
/// The table is made once, from Foundation, before anything is timed; what is timed is the
/// arithmetic a hand-tuned program would do per date.
///
/// ```swift
/// let reference = IntegerReference(context: settings.context, years: 210)
/// let dates = reference.daily(count: 100, at: 9 * 3_600)
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct IntegerReference: Sendable {
  /// Where each stretch of constant UTC offset starts, in seconds since 1970.
  let starts: [Int]
  /// The offset of each stretch, in seconds east of UTC.
  let offsets: [Int]
  /// Today in the context's zone, in days since 1970.
  let today: Int
  /// The calendar's first weekday, 1 for Sunday.
  let firstWeekday: Int
  /// Now's wall-clock time in the context's zone, in seconds after midnight.
  let timeOfDay: Int

  /// The zone's transitions from 40 days before the context's now (this week's and this
  /// month's first days) to `years` years after it.
  init(context: DateBuilder.Context, years: Int) {
    let zone = context.timeZone
    let now = Int(context.now.timeIntervalSince1970.rounded(.down))
    let from = now - 40 * 86_400
    let to = now + years * 366 * 86_400
    var starts = [from]
    var offsets = [zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(from)))]
    var cursor = Date(timeIntervalSince1970: TimeInterval(from))
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSince1970 < Double(to)
    {
      starts.append(Int(next.timeIntervalSince1970))
      offsets.append(zone.secondsFromGMT(for: next))
      cursor = next
    }
    self.starts = starts
    self.offsets = offsets
    let offsetNow = offsets[(starts.lastIndex { $0 <= now }) ?? 0]
    today = Self.floorDivide(now + offsetNow, 86_400)
    timeOfDay = now + offsetNow - today * 86_400
    firstWeekday = context.calendar.firstWeekday
  }

  // MARK: The shapes

  /// `count` days from today plus `offset`, at `seconds` after midnight.
  func daily(count: Int, at seconds: Int, offset: Int = 0) -> [Date] {
    var resolver = Resolver(self)
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for index in 0..<count {
      dates.append(resolver.date(day: today + offset + index, seconds: seconds))
    }
    return dates
  }

  /// `weekday` (1 is Sunday) of `count` weeks from this one.
  func weekly(count: Int, weekday: Int, at seconds: Int) -> [Date] {
    let weekStart = today - (Self.weekday(today) - firstWeekday + 7) % 7
    let first = weekStart + (weekday - firstWeekday + 7) % 7
    var resolver = Resolver(self)
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for index in 0..<count {
      dates.append(resolver.date(day: first + 7 * index, seconds: seconds))
    }
    return dates
  }

  /// One day of each of `count` months from this one, picked by `day` from the month's year,
  /// month and first day.
  func monthly(count: Int, at seconds: Int, day: (_ year: Int, _ month: Int, _ first: Int) -> Int) -> [Date] {
    var (year, month, _) = Self.civil(today)
    var resolver = Resolver(self)
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for _ in 0..<count {
      dates.append(
        resolver.date(day: day(year, month, Self.days(year: year, month: month, day: 1)), seconds: seconds))
      month += 1
      if month > 12 {
        month = 1
        year += 1
      }
    }
    return dates
  }

  /// `month`-`day` of `count` years from this one.
  func yearly(count: Int, month: Int, day: Int, at seconds: Int) -> [Date] {
    let year = Self.civil(today).year
    var resolver = Resolver(self)
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for index in 0..<count {
      dates.append(
        resolver.date(day: Self.days(year: year + index, month: month, day: day), seconds: seconds))
    }
    return dates
  }

  /// `count` times of tomorrow, the one at `index` being `time(index)` seconds after midnight.
  func tomorrow(count: Int, at time: (_ index: Int) -> Int) -> [Date] {
    var resolver = Resolver(self)
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for index in 0..<count {
      dates.append(resolver.date(day: today + 1, seconds: time(index)))
    }
    return dates
  }

  /// Now's wall-clock time on each of `count` days from today.
  func nowAddingDays(count: Int) -> [Date] {
    var resolver = Resolver(self)
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for days in 0..<count {
      dates.append(resolver.date(day: today + days, seconds: timeOfDay))
    }
    return dates
  }

  // MARK: Civil arithmetic

  /// Days since 1970 of a proleptic Gregorian date.
  static func days(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = floorDivide(shifted, 400)
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
  }

  /// The proleptic Gregorian date of a day since 1970.
  static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let march = (5 * dayOfYear + 2) / 153
    let month = march < 10 ? march + 3 : march - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * march + 2) / 5 + 1)
  }

  /// 1 for Sunday … 7 for Saturday; 1 January 1970 was a Thursday.
  static func weekday(_ days: Int) -> Int {
    let remainder = (days + 4) % 7
    return (remainder < 0 ? remainder + 7 : remainder) + 1
  }

  /// The days of `month` in `year`.
  static func length(year: Int, month: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }

  /// Wall-clock times to instants, for times that only move forward: a time that happens twice
  /// is the first instant, a time in a gap the first instant after it.
  struct Resolver {
    let reference: IntegerReference
    var stretch = 0

    init(_ reference: IntegerReference) {
      self.reference = reference
    }

    mutating func date(day: Int, seconds: Int) -> Date {
      let local = day * 86_400 + seconds
      let starts = reference.starts
      let offsets = reference.offsets
      while stretch + 1 < starts.count, local - offsets[stretch] >= starts[stretch + 1] {
        // This stretch's reading lies past its end: the next stretch's, or the gap between them.
        if local - offsets[stretch + 1] < starts[stretch + 1] {
          return Date(timeIntervalSince1970: TimeInterval(starts[stretch + 1]))
        }
        stretch += 1
      }
      return Date(timeIntervalSince1970: TimeInterval(local - offsets[stretch]))
    }
  }
}
