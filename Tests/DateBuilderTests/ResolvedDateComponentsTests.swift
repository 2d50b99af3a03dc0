@testable import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

/// `ResolvedDate.dateComponents(in:)` in integers against Foundation.
///
/// An instant's reading in the zone must be the Gregorian calendar's `dateComponents` of it,
/// and a wall-clock time's components the Foundation path's, at random instants and next to
/// clock changes (times in gaps and repeats). A failure names its seed and a shrunk case;
/// rerun it with `NICE_SEED`.
struct ResolvedDateComponentsTests {
  /// Zones with DST either side of the world, a 30-minute shift, midnight changes, a skipped
  /// day, and a half-hour offset without DST.
  static let zones = [
    "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Sao_Paulo", "Pacific/Apia",
    "America/Santiago", "Asia/Kolkata", "UTC",
  ]

  /// A random instant in a zone, and a wall-clock time moved by whole hours from it.
  struct Case: CustomStringConvertible {
    var zone: String
    /// The instant, in seconds since 1970.
    var seconds: Int
    /// A part of a second added to the instant.
    var fraction: Double
    /// Hours a wall-clock time is moved by.
    var hours: Int

    var instant: Date { Date(timeIntervalSince1970: TimeInterval(seconds) + fraction) }

    var description: String {
      "\(zone) at \(seconds) + \(fraction) (\(instant)), wall clock moved \(hours) h"
    }
  }

  static func generate(_ g: inout SeededGenerator) -> Case {
    let zone = zones[Int.random(in: 0..<zones.count, using: &g)]
    let secondsPerYear = 31_556_952
    let seconds: Int
    switch Int.random(in: 0..<10, using: &g) {
    case 0..<5:
      // Next to one of the zone's clock changes, often within the hours it skips or repeats.
      let year = Int.random(in: 1_900...2_100, using: &g)
      let from = Date(timeIntervalSince1970: TimeInterval((year - 1_970) * secondsPerYear))
      if let change = Zones.named(zone).nextDaylightSavingTimeTransition(after: from) {
        let reach = Bool.random(using: &g) ? 2 * 3_600 : 40 * 3_600
        seconds = Int(change.timeIntervalSince1970) + Int.random(in: -reach...reach, using: &g)
      } else {
        seconds = (year - 1_970) * secondsPerYear + Int.random(in: 0..<secondsPerYear, using: &g)
      }
    case 5..<9:
      seconds = Int.random(in: (1_583 - 1_970) * secondsPerYear...(2_400 - 1_970) * secondsPerYear, using: &g)
    default:
      // Either side of 1583, where the integer arithmetic starts.
      seconds = Int.random(in: (1_570 - 1_970) * secondsPerYear...(1_600 - 1_970) * secondsPerYear, using: &g)
    }
    let fraction = Int.random(in: 0..<4, using: &g) == 0 ? Double.random(in: 0..<1, using: &g) : 0
    return Case(zone: zone, seconds: seconds, fraction: fraction, hours: Int.random(in: -30...30, using: &g))
  }

  /// Instants closer to a whole minute, a whole second, and no hours moved.
  static func shrink(_ value: Case) -> [Case] {
    var smaller: [Case] = []
    if value.fraction != 0 {
      var whole = value
      whole.fraction = 0
      smaller.append(whole)
    }
    if value.seconds % 60 != 0 {
      var minute = value
      minute.seconds -= ((value.seconds % 60) + 60) % 60
      smaller.append(minute)
    }
    smaller += Shrink.int(value.hours, towards: 0).map { hours in
      var moved = value
      moved.hours = hours
      return moved
    }
    return smaller
  }

  static func contexts(_ value: Case) -> (fast: DateBuilder.Context, reference: DateBuilder.Context) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named(value.zone)
    let now = value.instant
    return (
      DateBuilder.Context(now: now, calendar: calendar),
      DateBuilder.Context(now: now, calendar: calendar, arithmetic: .foundation)
    )
  }

  @Test func anInstantsComponentsAreFoundations() {
    expectProperty(
      "ExactlyAt(instant).dateComponents(in:) == Calendar.dateComponents", iterations: 3_000,
      generate: Self.generate, shrink: Self.shrink
    ) { value in
      let (fast, reference) = Self.contexts(value)
      let foundation = fast.calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: value.instant)
      let integers = try ExactlyAt(value.instant).dateComponents(in: fast)
      let referencePath = try ExactlyAt(value.instant).dateComponents(in: reference)
      return integers == foundation && integers == referencePath
    }
  }

  @Test func aWallClockTimesComponentsAreTheFoundationPaths() {
    expectProperty(
      "a wall-clock time's dateComponents(in:) == the Foundation path's", iterations: 3_000,
      generate: Self.generate, shrink: Self.shrink
    ) { value in
      let (fast, reference) = Self.contexts(value)
      // The instant's reading, as a wall-clock time, moved by whole hours: it may fall in a
      // gap or a repeat of the zone's clocks, which the components ignore.
      let reading = fast.calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: value.instant)
      let wall = ExactDay(year: reading.year ?? 0, month: reading.month ?? 0, day: reading.day ?? 0)
        .at(hour: reading.hour ?? 0, minute: reading.minute ?? 0, second: reading.second ?? 0)
        .addingHours(value.hours)
      let components = { (context: DateBuilder.Context) in
        Result { () throws(DateBuilderError) in try wall.dateComponents(in: context) }
      }
      let dates = { (context: DateBuilder.Context) in
        Result { () throws(DateBuilderError) in try wall.date(in: context) }
      }
      return components(fast) == components(reference) && dates(fast) == dates(reference)
    }
  }

  /// The properties test the integer path: the generated Gregorian contexts take it.
  @Test func theGeneratedCasesTakeTheIntegerPath() {
    var generator = SeededGenerator(seed: PropertySeed.defaultSeed)
    var fastDays = 0
    for _ in 0..<200 {
      let value = Self.generate(&generator)
      let (fast, _) = Self.contexts(value)
      let day = CivilDay(gmt: value.instant)
      if fast.civil.gregorian(day) != nil && fast.zone.usesTransitions { fastDays += 1 }
    }
    #expect(fastDays >= 150, "cases on the integer path: \(fastDays) of 200")
  }
}
