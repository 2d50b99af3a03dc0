import DateBuilder
import Foundation
import Testing
import TestSupport

/// The original DateBuilder's non-optional `date()` and `dateComponents()`: the date when it
/// exists, the distant past when it does not, and the optional and throwing forms that say so.
struct OriginalNonOptionalDateTests {
  /// Friday 3 April 2026 on Lord Howe Island, two days before the clocks go back half an hour.
  static let lordHowe = DateBuilder.Context.fixed(2026, 4, 3, 12, 0, in: "Australia/Lord_Howe")
  /// Thursday 29 December 2011 in Samoa, the day before the day it skipped.
  static let apia = DateBuilder.Context.fixed(2011, 12, 29, 12, 0, in: "Pacific/Apia")

  @Test func anExistingDateIsTheSameInEveryForm() throws {
    let sunday = Today().addingDays(2).at(hour: 1, minute: 45)  // happens twice; the first
    let date: Date = DateBuilder.withContext(Self.lordHowe) { sunday.date() }
    #expect(date == (try sunday.date(in: Self.lordHowe)))
    #expect(DateBuilder.withContext(Self.lordHowe) { sunday.dateIfExists() } == date)
    let components: DateComponents = DateBuilder.withContext(Self.lordHowe) { sunday.dateComponents() }
    #expect(components == (try sunday.dateComponents(in: Self.lordHowe)))
  }

  @Test func aDayThatDoesNotExistIsTheDistantPastNotARolledOverDate() {
    // The original rolled 29 February 2027 over to 1 March; this never names another day.
    let leapDay = ExactDay(year: 2027, month: 2, day: 29)
    DateBuilder.withContext(Self.lordHowe) {
      let date: Date = leapDay.at(hour: 9, minute: 0).date()
      #expect(date == .distantPast)
      #expect(leapDay.at(hour: 9, minute: 0).dateIfExists() == nil)
      #expect(leapDay.dateComponentsIfExists() == nil)
      let components: DateComponents = leapDay.dateComponents()
      #expect(components == DateComponents(year: 1, month: 1, day: 1))
      #expect(ExactDay(year: 2028, month: 2, day: 29).at(hour: 9, minute: 0).date() > Self.lordHowe.now)
    }
    #expect(throws: DateBuilderError.invalidDate(year: 2027, month: 2, day: 29)) {
      try leapDay.at(hour: 9, minute: 0).date(in: Self.lordHowe)
    }
  }

  @Test func aDayTheTimeZoneSkippedHasNoDateButKeepsItsComponents() {
    let skipped = Tomorrow().at(hour: 9, minute: 0)  // 30 December 2011 in Samoa
    DateBuilder.withContext(Self.apia) {
      #expect(skipped.date() == .distantPast)
      #expect(skipped.dateIfExists() == nil)
      // A calendar trigger's floating components exist; no instant does.
      #expect(
        skipped.dateComponents()
          == DateComponents(year: 2011, month: 12, day: 30, hour: 9, minute: 0, second: 0))
    }
  }

  @Test func aMissingFifthWeekdayIsNilWhereTheOriginalWasOptional() {
    DateBuilder.withContext(Self.lordHowe) {
      #expect(ThisMonth().weekday(.fifth, .friday) == nil)  // April 2026: Fridays 3 to 24
      #expect(ThisMonth().weekday(.fifth, .friday)?.at(hour: 9, minute: 0).date() == nil)
      // Chained, the day is symbolic and found at evaluation: absent, so the distant past.
      #expect(ThisMonth().weekday(.fifth, .friday).at(hour: 9, minute: 0).date() == .distantPast)
      #expect(NextMonth().weekday(.fifth, .friday).at(hour: 9, minute: 0).dateIfExists() != nil)  // 29 May
    }
  }
}
