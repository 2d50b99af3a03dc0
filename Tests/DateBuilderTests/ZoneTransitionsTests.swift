@testable import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

/// The cached UTC-offset transitions against Foundation's `TimeZone`: every clock change of the
/// test zones from 1900 to 2100, read on both sides and resolved at every wall-clock time near
/// it, and every zone the machine knows, must give the Foundation path's answers — the first
/// instant of a repeated time, the first instant after a gap, no instant on a skipped day.
struct ZoneTransitionsTests {
  static let zones = IntegerArithmeticTests.zones

  /// The clock changes of `zone` from 1900 to 2100, as Foundation reports them.
  private static func transitions(of zone: TimeZone) -> [Int] {
    var found: [Int] = []
    var cursor = Date(timeIntervalSince1970: -2_208_988_800)  // 1900-01-01
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSince1970 < 4_102_444_800
    {
      found.append(Int(next.timeIntervalSince1970))
      cursor = next
    }
    return found
  }

  private static func both<T: Equatable>(
    _ zone: TimeZone, _ question: (ZoneClock) throws(DateBuilderError) -> T
  ) -> (fast: Result<T, DateBuilderError>, reference: Result<T, DateBuilderError>) {
    (
      Result { () throws(DateBuilderError) in try question(ZoneClock(zone, arithmetic: .integers)) },
      Result { () throws(DateBuilderError) in try question(ZoneClock(zone, arithmetic: .foundation)) }
    )
  }

  @Test(arguments: zones)
  func everyClockChangeResolvesAsFoundationDoes(_ identifier: String) throws {
    let zone = Zones.named(identifier)
    let labels = CivilCalendar(Calendar(identifier: .gregorian))
    let changes = Self.transitions(of: zone)
    #expect(identifier == "UTC" || identifier == "Asia/Kolkata" || changes.count > 10, "\(identifier)")
    var gaps = 0
    var repeats = 0
    for change in changes {
      let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(change - 1)))
      let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(change)))
      if after > before { gaps += 1 } else if after < before { repeats += 1 }
      // Either side of the change, read as a wall clock.
      for instant in [change - 1, change, change + 1] {
        let date = Date(timeIntervalSince1970: TimeInterval(instant) + 0.25)
        let answers = Self.both(zone) { zone throws(DateBuilderError) in try WallClock(date, in: zone) }
        #expect(answers.fast == answers.reference, "\(identifier) reading \(date)")
      }
      // Every wall-clock time from an hour before the change to an hour after it, both clocks.
      let first = change + min(before, after) - 3_600
      let last = change + max(before, after) + 3_600
      var local = first
      while local <= last {
        for reading in [local, local + 1, local - 1] {
          let days = reading.floorDivided(by: 86_400)
          let wall = WallClock(day: CivilDay(number: days), seconds: reading - days * 86_400, fraction: 0.5)
          let answers = Self.both(zone) { zone throws(DateBuilderError) in
            try wall.instant(in: zone, labels: labels)
          }
          #expect(
            answers.fast == answers.reference, "\(identifier) wall clock \(reading) near change \(change)")
        }
        local += 15 * 60
      }
    }
    if !["UTC", "Asia/Kolkata"].contains(identifier) { #expect(gaps > 0 && repeats > 0, "\(identifier)") }
  }

  @Test func apiasSkippedDayDoesNotExistEitherWay() throws {
    let apia = Zones.named("Pacific/Apia")
    let labels = CivilCalendar(Calendar(identifier: .gregorian))
    let skipped = try labels.day(year: 2_011, month: 12, day: 30)
    for seconds in stride(from: 0, to: 86_400, by: 1_800) {
      let wall = WallClock(day: skipped, seconds: seconds)
      let answers = Self.both(apia) { zone throws(DateBuilderError) in
        try wall.instant(in: zone, labels: labels)
      }
      #expect(answers.fast == answers.reference)
      #expect(
        answers.fast == .failure(.dayDoesNotExist(year: 2_011, month: 12, day: 30, timeZone: "Pacific/Apia")))
    }
  }

  @Test func everyKnownZoneIsCachedWithFoundationsOffsets() {
    var generator = SeededGenerator(seed: PropertySeed.resolve(explicit: nil))
    var uncached: [String] = []
    for identifier in TimeZone.knownTimeZoneIdentifiers {
      guard let zone = TimeZone(identifier: identifier) else { continue }
      // 1970 to 2040, in whole chunks of the cache.
      let start = 0
      guard
        let snapshot = ZoneTransitions.build(
          zone, from: start, to: start + (66 << TransitionCache.chunkShift))
      else {
        uncached.append(identifier)
        continue
      }
      for _ in 0..<40 {
        let instant = Int.random(in: snapshot.span, using: &generator)
        let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        #expect(snapshot.offset(at: instant) == expected, "\(identifier) at \(instant)")
      }
    }
    #expect(uncached.isEmpty, "zones left to Foundation: \(uncached)")
    #expect(TimeZone.knownTimeZoneIdentifiers.count > 300)
  }

  @Test func aSnapshotStaysWithinItsBoundAndStartsAfreshFarAway() throws {
    let zone = Zones.named("America/St_Johns")
    let chunk = 1 << TransitionCache.chunkShift
    let near = try #require(TransitionCache.transitions(for: zone, covering: 0...0))
    #expect(near.span.contains(0))
    // Walking a series year by year grows the snapshot, up to the bound.
    var grown = near
    for year in stride(from: 0, to: 1_500 * 31_556_952, by: 31_556_952) {
      grown = try #require(TransitionCache.transitions(for: zone, covering: year...(year + 3_600)))
      #expect(grown.span.contains(year))
      #expect(grown.span.count <= TransitionCache.maximumChunks * chunk)
    }
    let far = 3_000_000_000_000
    let faraway = try #require(TransitionCache.transitions(for: zone, covering: far...far))
    #expect(faraway.span.count <= 4 * chunk)
    #expect(
      faraway.offset(at: far) == zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(far))))
  }

  @Test func concurrentEvaluationsAgreeWithFoundation() async {
    let agreed = await withTaskGroup(of: Bool.self) { group in
      for (index, identifier) in Self.zones.enumerated() {
        group.addTask {
          let zone = Zones.named(identifier)
          let labels = CivilCalendar(Calendar(identifier: .gregorian))
          var generator = SeededGenerator(seed: UInt64(index))
          for _ in 0..<300 {
            let local = Int.random(in: -2_208_988_800...4_102_444_800, using: &generator)
            let days = local.floorDivided(by: 86_400)
            let wall = WallClock(day: CivilDay(number: days), seconds: local - days * 86_400)
            let answers = Self.both(zone) { zone throws(DateBuilderError) in
              try wall.instant(in: zone, labels: labels)
            }
            if answers.fast != answers.reference { return false }
          }
          return true
        }
      }
      return await group.allSatisfy { $0 }
    }
    #expect(agreed)
  }
}
