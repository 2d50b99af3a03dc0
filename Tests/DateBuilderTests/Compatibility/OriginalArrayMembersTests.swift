import DateBuilder
import Foundation
import PropertyTesting
import Testing

/// What an app of the original DateBuilder asked of its arrays, asked of a stored series.
///
/// A series stored without a type annotation answers `first`, `last`, `isEmpty`, `indices`,
/// slices, a random element, and a mutable copy. Expectations come from Foundation's
/// calendar, in Berlin the Friday before its clocks spring forward.
struct OriginalArrayMembersTests {
  @Test func aStoredSeriesAnswersFirstAndLastAsItsArrayDid() throws {
    let clock = try OriginalCatalogueTests.berlin()
    try clock.run { () throws -> Void in
      let days = EveryDay(forDays: 10, starting: .today)
      #expect(days.first?.dateComponents() == clock.day(clock.now))
      #expect(days.last?.dateComponents() == clock.day(byAdding: 9, to: clock.now))
      // Chained as the original's optional `first` was, not read as `first(where:)`.
      if let first = days.first {
        #expect(try first.at(hour: 9, minute: 0).date() == clock.date(2026, 3, 27, 9))
      } else {
        Issue.record("a series of ten days has a first day")
      }
      #expect(
        try EveryWeek(forWeeks: 2, starting: .thisWeek).first?.firstDay.dateComponents()
          == clock.day(clock.date(2026, 3, 23)))
      // Sunday the 29th at 9:00, across the change, is the last of three.
      let mornings = EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0)
      #expect(try mornings.last?.date() == clock.date(2026, 3, 29, 9))
      #expect(try ThisMonth().allDays.last?.dateComponents() == clock.day(clock.date(2026, 3, 31)))
      #expect(try ThisYear().allMonths.last?.firstDay.dateComponents() == clock.day(clock.date(2026, 12, 1)))
      #expect(
        try EveryYear(forYears: 2, starting: .thisYear).last?.lastMonth.lastDay.dateComponents()
          == clock.day(clock.date(2027, 12, 31)))
    }
  }

  @Test func aStoredSeriesIsCountedSlicedAndCopiedAsItsArrayWas() throws {
    let clock = try OriginalCatalogueTests.berlin()
    try clock.run { () throws -> Void in
      let days = EveryDay(forDays: 7, starting: .today)
      #expect(!days.isEmpty)
      #expect(EveryDay(forDays: 0, starting: .today).isEmpty)
      #expect(days.indices == 0..<7)
      #expect(
        days[2..<5].map { $0.dateComponents() } == (2..<5).map { clock.day(byAdding: $0, to: clock.now) })
      let drawn = try #require(days.randomElement())
      #expect(days.array.contains { $0.dateComponents() == drawn.dateComponents() })
      var generator = SeededGenerator(seed: 7)
      #expect(days.randomElement(using: &generator) != nil)
      #expect(EveryDay(forDays: 0, starting: .today).randomElement() == nil)
      var copy = days.array
      copy.append(Tomorrow())
      copy.removeFirst()
      #expect(copy.count == 7)
      #expect(copy.last?.dateComponents() == clock.day(byAdding: 1, to: clock.now))
    }
  }
}
