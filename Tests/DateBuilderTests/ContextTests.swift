import DateBuilder
import Foundation
import Testing
import TestSupport

struct ContextTests {
  /// Saturday 15 June 2024, 23:30 UTC: already Sunday east of Greenwich, still Saturday west.
  private let base = DateBuilder.Context.at(2024, 6, 15, 23, 30, in: "UTC", locale: "en_US")

  @Test func withNowMovesWhatRelativeExpressionsCountFrom() throws {
    let now = try Date.utc("2030-02-27T12:00:00Z")
    DateBuilder.withContext(base) {
      #expect(DateBuilder.Context.current.now == base.now)
      DateBuilder.withNow(now) {
        #expect(DateBuilder.Context.current.now == now)
        #expect(Tomorrow().dateComponents() == DateComponents(year: 2030, month: 2, day: 28))
        #expect(DateBuilder.calendar == base.calendar)  // the calendar stays
      }
    }
  }

  @Test func withCalendarReplacesTheCalendar() {
    var mondayFirst = base.calendar
    mondayFirst.firstWeekday = 2
    DateBuilder.withContext(base) {
      #expect(ThisWeek().firstDay.dateComponents() == DateComponents(year: 2024, month: 6, day: 9))
      DateBuilder.withCalendar(mondayFirst) {
        #expect(DateBuilder.calendar.firstWeekday == 2)
        #expect(DateBuilder.Context.current.now == base.now)  // now stays
        #expect(ThisWeek().firstDay.dateComponents() == DateComponents(year: 2024, month: 6, day: 10))
      }
    }
  }

  @Test func withTimeZoneKeepsTheLocaleAndWithLocaleKeepsTheTimeZone() {
    DateBuilder.withContext(base) {
      DateBuilder.withLocale(Locale(identifier: "de_DE")) {
        DateBuilder.withTimeZone(Zones.named("Asia/Kolkata")) {
          let context = DateBuilder.Context.current
          #expect(context.timeZone.identifier == "Asia/Kolkata")
          #expect(context.locale?.identifier == "de_DE")
          // Already Sunday 16 June in Kolkata, the last day of a Monday-first week.
          #expect(Today().dateComponents() == DateComponents(year: 2024, month: 6, day: 16))
          #expect(ThisWeek().firstDay.dateComponents() == DateComponents(year: 2024, month: 6, day: 10))
        }
      }
      DateBuilder.withTimeZone(Zones.named("America/New_York")) {
        DateBuilder.withLocale(Locale(identifier: "he_IL")) {
          #expect(DateBuilder.Context.current.timeZone.identifier == "America/New_York")
          #expect(Today().dateComponents() == DateComponents(year: 2024, month: 6, day: 15))
          #expect(
            ThisWeek().weekendStartDay.dateComponents() == DateComponents(year: 2024, month: 6, day: 14))
        }
      }
    }
  }

  @Test func innerOverridesWinAndOuterOnesComeBack() {
    DateBuilder.withContext(base) {
      DateBuilder.withTimeZone(Zones.named("Europe/Berlin")) {
        #expect(DateBuilder.Context.current.timeZone.identifier == "Europe/Berlin")
        DateBuilder.withTimeZone(Zones.named("America/Santiago")) {
          #expect(DateBuilder.Context.current.timeZone.identifier == "America/Santiago")
        }
        #expect(DateBuilder.Context.current.timeZone.identifier == "Europe/Berlin")
      }
      #expect(DateBuilder.Context.current.timeZone == base.timeZone)
    }
  }

  @Test func withContextSetsEverythingAtOnce() throws {
    let havana = DateBuilder.Context.at(2024, 3, 9, 22, 0, in: "America/Havana", locale: "de_DE")
    let result = DateBuilder.withContext(base) {
      DateBuilder.withContext(havana) {
        (DateBuilder.Context.current, Tomorrow().at(hour: 9, minute: 0).date())
      }
    }
    #expect(result.0.now == havana.now)
    #expect(result.0.calendar == havana.calendar)
    #expect(havana.local(result.1) == "2024-03-10 09:00:00")
  }

  @Test func settingAContextsTimeZoneOrLocaleChangesItsDays() throws {
    var context = base
    context.timeZone = Zones.named("Pacific/Apia")
    #expect(try Today().dateComponents(in: context) == DateComponents(year: 2024, month: 6, day: 16))
    context.locale = Locale(identifier: "he_IL")
    // Sunday 16 June opens the week in Israel; its weekend starts on Friday.
    #expect(
      try ThisWeek().weekendStartDay.dateComponents(in: context)
        == DateComponents(year: 2024, month: 6, day: 21))
    #expect(context.calendar.timeZone.identifier == "Pacific/Apia")
  }

  @Test func aThrowingBodyRethrowsItsTypedError() {
    do {
      _ = try DateBuilder.withContext(base) { () throws(DateBuilderError) -> Date in
        try Today().at(hour: 24, minute: 0).date(in: .current)
      }
      Issue.record("expected invalidTimeOfDay")
    } catch {
      let typed: DateBuilderError = error  // compiles only because the error type is kept
      #expect(typed == .invalidTimeOfDay(hour: 24, minute: 0, second: 0))
    }
  }

  @Test func asyncFormsHoldAcrossSuspensionPoints() async throws {
    let now = try Date.utc("2024-03-09T12:00:00Z")
    let date = await DateBuilder.withContext(base) { () async -> Date in
      await DateBuilder.withNow(now) { () async -> Date in
        await DateBuilder.withTimeZone(Zones.named("America/New_York")) { () async -> Date in
          await Task.yield()
          return Tomorrow().at(hour: 2, minute: 30).date()  // in the spring-forward gap
        }
      }
    }
    #expect(date == (try Date.utc("2024-03-10T07:00:00Z")))
    let weekend = await DateBuilder.withContext(base) { () async -> DateComponents in
      await DateBuilder.withLocale(Locale(identifier: "he_IL")) { () async -> DateComponents in
        await Task.yield()
        return ThisWeek().weekendStartDay.dateComponents()
      }
    }
    #expect(weekend == DateComponents(year: 2024, month: 6, day: 14))
    var mondayFirst = base.calendar
    mondayFirst.firstWeekday = 2
    let monday = await DateBuilder.withContext(base) { () async -> DateComponents in
      await DateBuilder.withCalendar(mondayFirst) { () async -> DateComponents in
        await Task.yield()
        return ThisWeek().firstDay.dateComponents()
      }
    }
    #expect(monday == DateComponents(year: 2024, month: 6, day: 10))
  }

  @Test func concurrentTasksSeeOnlyTheirOwnOverrides() async {
    let base = self.base
    let expectedDay = [
      "America/New_York": 15, "Asia/Kolkata": 16, "Pacific/Apia": 16, "America/Santiago": 15,
    ]
    let results = await withTaskGroup(of: (zone: String, seen: [String], day: Int?).self) { group in
      for zone in expectedDay.keys {
        group.addTask {
          await DateBuilder.withContext(base) {
            await DateBuilder.withTimeZone(Zones.named(zone)) {
              () async -> (zone: String, seen: [String], day: Int?) in
              var seen: [String] = []
              for _ in 0..<50 {
                await Task.yield()
                seen.append(DateBuilder.Context.current.timeZone.identifier)
              }
              return (zone, seen, Today().dateComponents().day)
            }
          }
        }
      }
      var results: [(zone: String, seen: [String], day: Int?)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == expectedDay.count)
    for result in results {
      #expect(result.seen.allSatisfy { $0 == result.zone }, "\(result.zone) saw \(Set(result.seen))")
      #expect(result.day == expectedDay[result.zone], "\(result.zone)")
    }
  }

  @Test func childTasksInheritOverridesAndDetachedTasksDoNot() async {
    let (child, detached) = await DateBuilder.withTimeZone(Zones.named("Australia/Lord_Howe")) {
      () async -> (String, String) in
      async let child = DateBuilder.Context.current.timeZone.identifier
      let detached = await Task.detached { DateBuilder.Context.current.timeZone.identifier }.value
      return (await child, detached)
    }
    #expect(child == "Australia/Lord_Howe")
    #expect(detached == Calendar.current.timeZone.identifier)
  }
}
