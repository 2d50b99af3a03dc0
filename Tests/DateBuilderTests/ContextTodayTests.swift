@testable import DateBuilder
import Foundation
import Testing
import TestSupport

/// A context keeps the day it is now in its zone: these check that the day kept follows every
/// change of the context, and that copies of a context give the same days anywhere.
struct ContextTodayTests {
  /// The day `now` falls on in `calendar`'s zone, as Foundation reads it.
  private static func foundationsDay(of now: Date, in calendar: Calendar) -> DateComponents {
    calendar.dateComponents([.year, .month, .day], from: now)
  }

  @Test func aContextWhoseNowChangesGivesTheNewToday() throws {
    // 23:30 on the day before New York springs forward, then moved across the change and
    // across the day New York falls back.
    var context = DateBuilder.Context.at(2024, 3, 9, 23, 30, in: "America/New_York")
    let base = context.now
    for hours in [0, 1, 2, 3, 24, 25, 26, 24 * 238, 24 * 238 + 1, 24 * 238 + 2, -24, -1] {
      context.now = base.addingTimeInterval(TimeInterval(hours * 3_600))
      let expected = Self.foundationsDay(of: context.now, in: context.calendar)
      #expect(try Today().dateComponents(in: context) == expected, "\(hours) hours on")
      #expect(
        try Tomorrow().dateComponents(in: context)
          == Self.foundationsDay(
            of: try #require(context.calendar.date(byAdding: .day, value: 1, to: context.now)),
            in: context.calendar),
        "\(hours) hours on")
    }
  }

  @Test func aContextWhoseZoneOrCalendarChangesGivesTheNewToday() throws {
    // Saturday 15 June 2024, 23:30 UTC: Sunday in Kolkata and Apia, still Saturday in New York.
    var context = DateBuilder.Context.at(2024, 6, 15, 23, 30, in: "UTC")
    #expect(try Today().dateComponents(in: context) == DateComponents(year: 2024, month: 6, day: 15))
    context.timeZone = Zones.named("Asia/Kolkata")
    #expect(try Today().dateComponents(in: context) == DateComponents(year: 2024, month: 6, day: 16))
    context.timeZone = Zones.named("America/New_York")
    #expect(try Today().dateComponents(in: context) == DateComponents(year: 2024, month: 6, day: 15))
    var apia = Calendar(identifier: .gregorian)
    apia.timeZone = Zones.named("Pacific/Apia")
    context.calendar = apia
    #expect(try Today().dateComponents(in: context) == DateComponents(year: 2024, month: 6, day: 16))
    // Across Apia's skipped day: 29 December 2011 was followed by 31 December.
    context.now = try Date.utc("2011-12-30T09:59:59Z")
    #expect(try Today().dateComponents(in: context) == DateComponents(year: 2011, month: 12, day: 29))
    context.now = try Date.utc("2011-12-30T10:00:00Z")
    #expect(try Today().dateComponents(in: context) == DateComponents(year: 2011, month: 12, day: 31))
  }

  @Test func aContextWithANowOutOfRangeReportsItForToday() throws {
    var context = DateBuilder.Context.at(2024, 6, 15, in: "Europe/Berlin")
    context.now = Date(timeIntervalSince1970: .infinity)
    #expect(throws: DateBuilderError.outOfRange) { try Today().at(hour: 9, minute: 0).date(in: context) }
    context.now = try Date.utc("2024-10-27T00:30:00Z")  // the night Berlin falls back
    #expect(try Today().dateComponents(in: context) == DateComponents(year: 2024, month: 10, day: 27))
  }

  @Test func aContextCopiedAcrossTasksGivesTheSameDates() async throws {
    var context = DateBuilder.Context.at(2024, 11, 2, 23, 45, in: "Australia/Lord_Howe")
    context.timeZone = Zones.named("America/Havana")
    let expressions: [DateBuilder.ResolvedDate] = (0..<200).flatMap { index in
      [
        Tomorrow().at(hour: index % 24, minute: index % 60),
        ExactlyAt(context.now).addingDays(index * 53),
        Today().addingDays(-index * 37).at(hour: 0, minute: 30),
      ]
    }
    let here = try expressions.map { try $0.date(in: context) }
    let copies = await withTaskGroup(of: [Date?].self) { group in
      for _ in 0..<4 {
        group.addTask { [context] in expressions.map { try? $0.date(in: context) } }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(copies.count == 4)
    for dates in copies { #expect(dates == here.map { $0 }) }
    // And the Foundation path's dates, from a context made afresh in the same zone.
    let reference = DateBuilder.Context(now: context.now, calendar: context.calendar, arithmetic: .foundation)
    #expect(try expressions.map { try $0.date(in: reference) } == here)
  }
}
