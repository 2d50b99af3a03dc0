import DateBuilder
import Foundation
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
      var generator = SplitMix(seed: 7)
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

/// A small seeded generator, so that a drawn element is the same on every run.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
