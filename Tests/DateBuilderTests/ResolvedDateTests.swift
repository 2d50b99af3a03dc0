import DateBuilder
import Foundation
import Testing
import TestSupport

struct ResolvedDateTests {
  @Test(arguments: Zones.all)
  func aDayAtATimeIsThatWallClockTimeInTheContextsZone(zone: String) throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: zone)
    let date = try ExactDay(year: 2020, month: 10, day: 5).at(hour: 10, minute: 15).date(in: context)
    #expect(context.local(date) == "2020-10-05 10:15:00")
    let withSeconds = try Tomorrow().at(hour: 19, minute: 30, second: 30).date(in: context)
    #expect(context.local(withSeconds) == "2024-01-02 19:30:30")
  }

  @Test func componentsOfAWallClockTimeAreAsWritten() throws {
    let context = DateBuilder.Context.at(2021, 1, 31, in: "Asia/Kolkata")
    #expect(
      try Today().at(hour: 20, minute: 15).dateComponents(in: context)
        == DateComponents(year: 2021, month: 1, day: 31, hour: 20, minute: 15, second: 0))
  }

  @Test func theWaysOfGivingATimeAreEquivalent() throws {
    let byNumbers = Today().at(hour: 10, minute: 30)
    #expect(Today().at(TimeOfDay(hour: 10, minute: 30, second: 0)) == byNumbers)
    #expect(Today().at(.time(hour: 10, minute: 30)) == byNumbers)
    #expect(byNumbers != Today().at(hour: 10, minute: 30, second: 1))
    #expect(byNumbers.isWallClock)
    #expect(!ExactlyAt(Date(timeIntervalSince1970: 0)).isWallClock)
  }

  @Test func wallClockHoursMoveTheReadingAcrossMidnight() throws {
    let context = DateBuilder.Context.at(2024, 12, 31, in: "Europe/Berlin")
    #expect(
      try Today().at(hour: 23, minute: 0).addingHours(2).dateComponents(in: context)
        == DateComponents(year: 2025, month: 1, day: 1, hour: 1, minute: 0, second: 0))
    #expect(
      try Today().at(hour: 0, minute: 10).addingMinutes(-30).dateComponents(in: context)
        == DateComponents(year: 2024, month: 12, day: 30, hour: 23, minute: 40, second: 0))
    #expect(
      try Today().at(hour: 12, minute: 0).addingSeconds(90).dateComponents(in: context)
        == DateComponents(year: 2024, month: 12, day: 31, hour: 12, minute: 1, second: 30))
    #expect(Today().at(hour: 23, minute: 0).addingHours(2).isWallClock)
  }

  @Test func wallClockHoursAcrossSpringForwardKeepTheClockReading() throws {
    // 01:00 plus two hours of wall clock is 03:00, only one hour later on that night.
    let context = DateBuilder.Context.at(2024, 3, 10, in: "America/New_York")
    let date = try Today().at(hour: 1, minute: 0).addingHours(2).date(in: context)
    #expect(context.local(date) == "2024-03-10 03:00:00")
    #expect(date == (try Date.utc("2024-03-10T07:00:00Z")))
  }

  @Test func anInstantsHoursAreElapsedTimeAndItsDaysKeepTheClockReading() throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: "America/New_York")
    let noonBeforeTheChange = try Date.utc("2024-03-09T17:00:00Z")  // 12:00 EST
    let dayLater = try ExactlyAt(noonBeforeTheChange).addingDays(1).date(in: context)
    let hoursLater = try ExactlyAt(noonBeforeTheChange).addingHours(24).date(in: context)
    #expect(context.local(dayLater) == "2024-03-10 12:00:00")
    #expect(context.local(hoursLater) == "2024-03-10 13:00:00")
    #expect(hoursLater.timeIntervalSince(noonBeforeTheChange) == 24 * 3_600)
    #expect(dayLater.timeIntervalSince(noonBeforeTheChange) == 23 * 3_600)
  }

  @Test func anInstantsComponentsAreItsReadingInTheContextsZone() throws {
    let instant = try Date.utc("2024-07-01T02:05:09Z")
    let newYork = DateBuilder.Context.at(2024, 1, 1, in: "America/New_York")
    let kolkata = DateBuilder.Context.at(2024, 1, 1, in: "Asia/Kolkata")
    #expect(
      try ExactlyAt(instant).dateComponents(in: newYork)
        == DateComponents(year: 2024, month: 6, day: 30, hour: 22, minute: 5, second: 9))
    #expect(
      try ExactlyAt(instant).dateComponents(in: kolkata)
        == DateComponents(year: 2024, month: 7, day: 1, hour: 7, minute: 35, second: 9))
    #expect(try ExactlyAt(instant).date(in: newYork) == instant)
  }

  @Test func addingMonthsClampsToTheEndOfAShorterMonth() throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: "UTC")
    let endOfJanuary = try Date.utc("2024-01-31T10:00:00Z")
    #expect(
      context.local(try ExactlyAt(endOfJanuary).addingMonths(1).date(in: context)) == "2024-02-29 10:00:00")
    #expect(
      context.local(try ExactlyAt(endOfJanuary).addingMonths(3).date(in: context)) == "2024-04-30 10:00:00")
    #expect(
      context.local(try ExactlyAt(endOfJanuary).addingMonths(-2).date(in: context)) == "2023-11-30 10:00:00")
    #expect(
      context.local(try ExactlyAt(endOfJanuary).addingYears(1).addingMonths(1).date(in: context))
        == "2025-02-28 10:00:00")
  }

  @Test func stepsApplyInTheOrderWritten() throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: "UTC")
    let thirtiethOfJanuary = ExactDay(year: 2024, month: 1, day: 30).at(hour: 9, minute: 0)
    #expect(
      context.local(try thirtiethOfJanuary.addingMonths(1).addingDays(1).date(in: context))
        == "2024-03-01 09:00:00")
    #expect(
      context.local(try thirtiethOfJanuary.addingDays(1).addingMonths(1).date(in: context))
        == "2024-02-29 09:00:00")
  }

  @Test func weeksAreSevenDays() throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: "Europe/Berlin")
    let start = ExactDay(year: 2024, month: 5, day: 20).at(hour: 8, minute: 0)
    #expect(try start.addingWeeks(14).date(in: context) == start.addingDays(98).date(in: context))
    #expect(context.local(try start.addingWeeks(14).date(in: context)) == "2024-08-26 08:00:00")
  }

  @Test func arithmeticKeepsTheFractionOfASecond() throws {
    let context = DateBuilder.Context.at(2024, 1, 1, in: "Australia/Lord_Howe")
    let instant = Date(timeIntervalSince1970: 1_700_000_000.25)
    let date = try ExactlyAt(instant).addingDays(1).date(in: context)
    #expect(date.timeIntervalSince1970 == 1_700_086_400.25)
  }

  @Test func convenienceFormsReadTheCurrentContext() throws {
    let context = DateBuilder.Context.at(2024, 3, 9, in: "America/Havana")
    let expected = try Tomorrow().at(hour: 9, minute: 15).date(in: context)
    DateBuilder.withContext(context) {
      #expect(Tomorrow().at(hour: 9, minute: 15).date() == expected)
      #expect(
        Tomorrow().at(hour: 9, minute: 15).dateComponents()
          == DateComponents(year: 2024, month: 3, day: 10, hour: 9, minute: 15, second: 0))
    }
  }

  /// Expressions are values: written alike, they are equal and hash alike, whether their day
  /// is today (kept with no box) or an anchor shared by copies; written differently, not.
  @Test func expressionsWrittenAlikeAreEqualAndHashAlike() {
    let signUp = Date(timeIntervalSince1970: 1_772_449_200)
    let alike: [(DateBuilder.ResolvedDate, DateBuilder.ResolvedDate)] = [
      (Tomorrow().at(hour: 9, minute: 0), Today().addingDays(1).at(hour: 9, minute: 0)),
      (
        DayOf(signUp).addingDays(2).at(hour: 8, minute: 0),
        DayOf(signUp).addingDays(1).addingDays(1).at(hour: 8, minute: 0)
      ),
      (
        ExactDay(year: 2026, month: 3, day: 8).at(hour: 2, minute: 30),
        ExactDay(year: 2026, month: 3, day: 8).at(hour: 2, minute: 30)
      ),
      (ExactlyAt(signUp).addingDays(3), ExactlyAt(signUp).addingDays(1).addingDays(2)),
    ]
    for (left, right) in alike {
      #expect(left == right)
      #expect(left.hashValue == right.hashValue)
    }
    let different: [(DateBuilder.ResolvedDate, DateBuilder.ResolvedDate)] = [
      (Tomorrow().at(hour: 9, minute: 0), Today().at(hour: 9, minute: 0)),
      (DayOf(signUp).at(hour: 8, minute: 0), Today().at(hour: 8, minute: 0)),
      (
        ExactDay(year: 2026, month: 3, day: 8).at(hour: 2, minute: 30),
        ExactDay(year: 2026, month: 3, day: 9).at(hour: 2, minute: 30)
      ),
      (ExactlyAt(signUp), ExactlyAt(signUp).addingDays(0)),
      (ExactlyAt(signUp).addingDays(1), ExactlyAt(signUp.addingTimeInterval(86_400))),
      (Today().at(hour: 0, minute: 0), ExactlyAt(signUp)),
    ]
    for (left, right) in different {
      #expect(left != right)
    }
  }
}
