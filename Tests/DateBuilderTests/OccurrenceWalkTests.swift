@testable import DateBuilder
import Foundation
import Testing
import TestSupport

/// A walk in a lent context (`OccurrenceWalk`, what the planner reads entries with) reads what
/// a series' own `occurrences(in:)` reads, also when it is resumed from a position another
/// walk reached or read from a position by a walk shared between readers, and past the
/// 256-element take-ups of the zone's transitions, in every test zone; and `dates(in:)`,
/// which walks in runs between those take-ups, agrees with both.
struct OccurrenceWalkTests {
  /// Months without a 31st are skipped, and 02:30 falls in spring gaps and autumn repeats.
  static func series() -> DateBuilder.Series<DateBuilder.ResolvedDate, DateBuilder.Unbounded> {
    EveryMonth(starting: .thisMonth).day(31).at(hour: 2, minute: 30)
  }

  @Test(arguments: Zones.all)
  func aResumedWalkReadsOnAsTheWalkItResumes(zone: String) throws {
    let context = DateBuilder.Context.fixed(2026, 3, 1, in: zone).forWalks()
    var reference = Self.series().occurrences(in: context)
    var continuous = Self.series().occurrenceWalk
    var position = 0
    for step in 0..<600 {
      var resumed = Self.series().occurrenceWalk
      resumed.position = position
      let expected = try reference.next()
      let read = try continuous.next(in: context)
      let resumedRead = try resumed.next(in: context)
      #expect(read == expected, "step \(step) in \(zone)")
      #expect(resumedRead == expected, "resumed at step \(step) in \(zone)")
      #expect(resumed.position == continuous.position)
      position = continuous.position
    }
    // 600 months with a 31st reach past element 1,000: the walk took up the zone's
    // transitions on the way.
    #expect(position > 1_000)
  }

  @Test(arguments: Zones.all)
  func aWalkReadFromAPositionReadsWhatItsOwnCopyReads(zone: String) throws {
    let context = DateBuilder.Context.fixed(2026, 3, 1, in: zone).forWalks()
    let shared = Self.series().occurrenceWalk
    var own = Self.series().occurrenceWalk
    var position = 0
    for step in 0..<600 {
      let expected = try own.next(in: context)
      let read = try shared.next(at: &position, in: context)
      #expect(read == expected, "step \(step) in \(zone)")
      #expect(position == own.position, "step \(step) in \(zone)")
    }
    // Reading from a position leaves the walk where it was: another reader starts afresh.
    #expect(shared.position == 0)
    var again = 0
    var fresh = Self.series().occurrences(in: context)
    #expect(try shared.next(at: &again, in: context) == fresh.next())
  }

  @Test(arguments: Zones.all)
  func datesInRunsAreTheOccurrencesDates(zone: String) throws {
    let context = DateBuilder.Context.fixed(2026, 3, 1, in: zone)
    let bounded = EveryDay(forDays: 1_000, starting: .today).at(hour: 2, minute: 30)
    let dates = try bounded.dates(in: context)
    var occurrences = bounded.occurrences(in: context)
    var walked: [Date] = []
    while let occurrence = try occurrences.next() { walked.append(occurrence.date) }
    #expect(dates == walked)
    // 02:30 in a spring gap moves to the end of the gap rather than being left out.
    #expect(dates.count == 1_000)
  }
}
