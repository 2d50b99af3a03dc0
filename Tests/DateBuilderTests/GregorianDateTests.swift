@testable import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

/// The Gregorian calendar in integers (``GregorianDate``, and ``CivilCalendar`` answering from
/// it) against Foundation's Gregorian and ISO 8601 calendars, which stay the reference.
struct GregorianDateTests {
  private static func calendars(_ identifier: Calendar.Identifier = .gregorian)
    -> (fast: CivilCalendar, reference: CivilCalendar)
  {
    let calendar = Calendar(identifier: identifier)
    return (CivilCalendar(calendar), CivilCalendar(calendar, arithmetic: .foundation))
  }

  @Test func theIntegerDaysStartWhereFoundationsGregorianYearsDo() throws {
    let (fast, reference) = Self.calendars()
    #expect(fast.isGregorian && !reference.isGregorian)
    let first = try reference.day(year: 1_583, month: 1, day: 1)
    #expect(GregorianDate.fastDays.lowerBound == first.number)
    // The day before belongs to 1582, whose October Foundation counts partly in Julian days.
    #expect(reference.components(of: CivilDay(number: first.number - 1)).year == 1_582)
    let last = CivilDay(number: GregorianDate.fastDays.upperBound)
    #expect(GregorianDate.fastYears.upperBound + 1 == reference.components(of: last).year)
    #expect(GregorianDate.fastYears.lowerBound == 1_583)
  }

  @Test func everyDayHasFoundationsLabelsAndWeekday() {
    let (fast, reference) = Self.calendars()
    let gmt = reference.calendar
    expectProperty(
      "a day's year, month, day and weekday in integers are Foundation's", iterations: 3_000,
      generate: { g in
        Bool.random(using: &g)
          ? Int.random(in: GregorianDate.fastDays, using: &g) : Int.random(in: -150_000...200_000, using: &g)
      },
      shrink: { Shrink.int($0, towards: 0) }
    ) { number in
      let day = CivilDay(number: number)
      guard GregorianDate.fastDays.contains(number) else { return fast.gregorian(day) == nil }
      let date = GregorianDate(day)
      let found = gmt.dateComponents([.year, .month, .day, .weekday], from: day.gmtMidnight)
      return fast.components(of: day)
        == DateComponents(era: 1, year: found.year, month: found.month, day: found.day)
        && date.civilDay == day && day.weekday == found.weekday && date.isValid
        && fast.labels(of: day) == reference.labels(of: day)
    }
  }

  @Test func monthsAndYearsHaveFoundationsStartsAndLengths() {
    expectProperty(
      "the start of a day's month and year and the month's length are Foundation's", iterations: 2_000,
      generate: { g in
        (Int.random(in: GregorianDate.fastDays, using: &g), Bool.random(using: &g))
      },
      shrink: { value in Shrink.int(value.0, towards: 0).map { ($0, value.1) } }
    ) { number, iso in
      let (fast, reference) = Self.calendars(iso ? .iso8601 : .gregorian)
      let day = CivilDay(number: number)
      func both<T: Equatable>(_ question: (CivilCalendar) throws(DateBuilderError) -> T) -> Bool {
        Result { () throws(DateBuilderError) in try question(fast) }
          == Result { () throws(DateBuilderError) in try question(reference) }
      }
      return both { calendar throws(DateBuilderError) in try calendar.startOfMonth(containing: day) }
        && both { calendar throws(DateBuilderError) in try calendar.startOfYear(containing: day) }
        && both { calendar throws(DateBuilderError) in
          try calendar.length(ofMonthStarting: calendar.startOfMonth(containing: day))
        }
    }
  }

  /// A month or year later or earlier, a day the target month lacks is its last day — in
  /// integers and on the Foundation path alike, which must not take Foundation's
  /// `date(byAdding:)` on the day itself: some versions of it carry 31 January 2000 minus
  /// 23 months over to 1 March 1998.
  @Test func movingByMonthsClampsToTheTargetMonthsLength() {
    let gmt = Self.calendars().reference.calendar
    expectProperty(
      "day d plus n months is min(d, length) in the month n months on, both ways", iterations: 2_000,
      generate: { g in
        (
          year: Int.random(in: 1_600...2_400, using: &g), month: Int.random(in: 1...12, using: &g),
          day: Int.random(in: 25...31, using: &g), months: Int.random(in: -60...60, using: &g),
          inYears: Int.random(in: 0..<4, using: &g) == 0
        )
      },
      shrink: { value in
        Shrink.int(value.months, towards: 0).map {
          (year: value.year, month: value.month, day: value.day, months: $0, inYears: value.inYears)
        }
      }
    ) { value in
      let (fast, reference) = Self.calendars()
      let start = try reference.day(year: value.year, month: value.month, day: 1)
      guard value.day <= (try reference.length(ofMonthStarting: start)) else { return true }
      let day = try reference.day(year: value.year, month: value.month, day: value.day)
      let months = value.inYears ? value.months / 5 * 12 : value.months
      let index = value.year * 12 + value.month - 1 + months
      let target = DateComponents(
        year: index.floorDivided(by: 12), month: index - index.floorDivided(by: 12) * 12 + 1)
      guard let targetStart = gmt.date(from: target),
        let length = gmt.range(of: .day, in: .month, for: targetStart)?.count
      else { return false }
      var expected = target
      expected.day = min(value.day, length)
      for calendar in [fast, reference] {
        let moved =
          value.inYears
          ? try calendar.adding(value.months / 5, .year, to: day)
          : try calendar.adding(months, .month, to: day)
        let found = gmt.dateComponents([.year, .month, .day], from: moved.gmtMidnight)
        guard DateComponents(year: found.year, month: found.month, day: found.day) == expected else {
          return false
        }
      }
      return true
    }
  }

  @Test(arguments: [Calendar.Identifier.gregorian, .iso8601])
  func extremeInputsGiveFoundationsErrors(_ identifier: Calendar.Identifier) {
    let (fast, reference) = Self.calendars(identifier)
    let years = [Int.max, Int.min, -1, 0, 1, 1_582, 1_583, 101_902, 101_903, 101_904, 1_000_000]
    for year in years {
      for (month, day) in [(1, 1), (2, 29), (12, 31), (13, 1), (0, 1), (4, 31), (1, Int.max), (Int.min, 1)] {
        let answers = [fast, reference].map { calendar in
          Result { () throws(DateBuilderError) in try calendar.day(year: year, month: month, day: day) }
        }
        #expect(answers[0] == answers[1], "\(year)-\(month)-\(day)")
      }
    }
    let days = [GregorianDate.fastDays.lowerBound, 0, GregorianDate.fastDays.upperBound].map(
      CivilDay.init(number:))
    for day in days {
      for value in [Int.max, Int.min, 2_000_000, -2_000_000, 1_199_999, -1_199_999, 99_999, -99_999] {
        for component in [Calendar.Component.month, .year] {
          let answers = [fast, reference].map { calendar in
            Result { () throws(DateBuilderError) in try calendar.adding(value, component, to: day) }
          }
          #expect(answers[0] == answers[1], "\(day.number) + \(value) \(component)")
        }
      }
    }
  }
}
