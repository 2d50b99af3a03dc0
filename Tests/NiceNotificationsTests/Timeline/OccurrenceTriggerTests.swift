import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

@testable import NiceNotifications

/// An occurrence keeps a one-time calendar trigger as wall-clock labels and writes its
/// fingerprint from them; these check that the trigger it makes, and the fingerprint, are
/// those of the `DateComponents` trigger the labels stand for.
struct OccurrenceTriggerTests {
  static let zones: [TimeZone?] = [
    nil, TimeZone(identifier: "Europe/Berlin"), TimeZone(identifier: "America/New_York"),
    TimeZone(identifier: "Australia/Lord_Howe"), TimeZone(identifier: "UTC"),
  ]

  static func labels(_ g: inout SeededGenerator) -> DateBuilder.WallClockLabels {
    func number() -> Int {
      switch Int.random(in: 0..<4, using: &g) {
      case 0: Int.random(in: 0...60, using: &g)
      case 1: [Int.min, Int.max, -1, 0, 1, 12, 31, 2_026, 10_000].randomElement(using: &g) ?? 0
      case 2: Int.random(in: 1_900...2_100, using: &g)
      default: Int.random(in: Int.min...Int.max, using: &g)
      }
    }
    return DateBuilder.WallClockLabels(
      era: Bool.random(using: &g) ? nil : number(), year: number(), month: number(),
      isLeapMonth: Int.random(in: 0..<4, using: &g) == 0, day: number(), hour: number(), minute: number(),
      second: number())
  }

  @Test func aWallClockTriggerIsTheCalendarTriggerOfItsLabels() {
    expectProperty(
      "wallClock(labels).trigger == .calendar(labels.dateComponents)", iterations: 2_000,
      generate: { g in (Self.labels(&g), Self.zones.randomElement(using: &g) ?? nil) }
    ) { labels, zone in
      var components = labels.dateComponents
      components.timeZone = zone
      return OccurrenceTrigger.wallClock(labels, timeZone: zone).trigger
        == .calendar(components, repeats: false)
    }
  }

  @Test func aWallClockTriggersFingerprintIsItsCalendarTriggersFingerprint() {
    let contents = [
      NotificationContent(title: "Pill"),
      NotificationContent(title: "Quote", body: "Day 20,540", badge: 3, userInfo: ["day": .int(20_540)]),
    ]
    expectProperty(
      "fingerprint from labels == fingerprint of the request", iterations: 3_000,
      generate: { g in
        (
          Self.labels(&g), Self.zones.randomElement(using: &g) ?? nil,
          Int.random(in: 0..<contents.count, using: &g)
        )
      }
    ) { labels, zone, content in
      let trigger = OccurrenceTrigger.wallClock(labels, timeZone: zone)
      let fromLabels = Fingerprint { encoder in
        encoder.write(contents[content])
        encoder.write(trigger)
      }
      return fromLabels
        == NotificationRequest.fingerprint(content: contents[content], trigger: trigger.trigger)
    }
  }

  @Test func otherTriggersAreWrittenAsTheyAre() {
    let triggers: [NotificationTrigger?] = [
      nil, .instant(Date(timeIntervalSince1970: 1_795_000_000)), .timeInterval(3_600, repeats: true),
      .calendar(DateComponents(hour: 9, minute: 0), repeats: true),
    ]
    let content = NotificationContent(title: "Water")
    for made in triggers {
      let trigger = OccurrenceTrigger(made)
      let written = Fingerprint { encoder in
        encoder.write(content)
        encoder.write(trigger)
      }
      #expect(written == NotificationRequest.fingerprint(content: content, trigger: made))
      #expect(trigger.trigger == made)
      #expect(trigger.repeats == (made?.repeats ?? false))
    }
  }

  @Test func aCompressedSeriesTriggerIsItsPatternsRepeatingCalendarTrigger() throws {
    let pattern = try #require(EveryDay(starting: .today).at(hour: 9, minute: 30).repeatingPattern)
    let trigger = OccurrenceTrigger.repeating(pattern)
    let made = NotificationTrigger.calendar(pattern.dateComponents, repeats: true)
    let content = NotificationContent(title: "Water")
    #expect(trigger.trigger == made)
    #expect(trigger.repeats)
    let written = Fingerprint { encoder in
      encoder.write(content)
      encoder.write(trigger)
    }
    #expect(written == NotificationRequest.fingerprint(content: content, trigger: made))
  }

  /// A daily series over the night Berlin's clocks go forward, floating and pinned to New
  /// York: each occurrence's fingerprint is its request's, and its trigger is read in full.
  @Test func anOccurrencesFingerprintIsItsRequestsAcrossADSTChange() async throws {
    let berlin = DateBuilder.Context.fixed(2026, 3, 27, 0, 0, in: "Europe/Berlin")
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let timeline = NotificationsTimeline {
      EveryDay(forDays: 4, starting: .today).at(hour: 2, minute: 30).schedule(title: "Floating")
      EveryDay(forDays: 4, starting: .today).at(hour: 2, minute: 30).schedule(title: "Pinned")
        .timeMeaning(.pinned(newYork))
    }
    var occurrences = try timeline.occurrences(forGroup: "g", in: berlin)
    var pinned = 0
    var read = 0
    while let occurrence = occurrences.next() {
      read += 1
      let content = try #require(try await occurrence.makeContent())
      let request = try #require(try await occurrence.makeRequest())
      #expect(occurrence.fingerprint(with: content) == request.fingerprint)
      guard case .calendar(let components, repeats: false)? = occurrence.trigger else {
        Issue.record("not a one-time calendar trigger: \(String(describing: occurrence.trigger))")
        continue
      }
      #expect(components.hour == 2 && components.minute == 30 && components.second == 0)
      if components.timeZone == newYork { pinned += 1 } else { #expect(components.timeZone == nil) }
    }
    // Four floating days, 02:30 of the 29th included (a time the night skips keeps its
    // labels); in New York it is still the 26th, whose 02:30 is past: three pinned.
    #expect(read == 7 && pinned == 3, "\(read) read, \(pinned) pinned")
  }
}
