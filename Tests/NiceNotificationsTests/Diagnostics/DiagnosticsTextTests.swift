import Foundation
import NiceNotifications
import PropertyTesting
import Testing
import TestSupport

/// The dates of the text export name one instant each, in every test zone, on the days clocks
/// change as on any other.
struct DiagnosticsTextTests {
  /// The instant a `yyyy-MM-dd HH:mm:ss ±hh:mm` date names; `nil` if it is not one.
  static func instant(_ text: Substring) -> Date? {
    let parts = text.split(separator: " ")
    guard parts.count == 3 else { return nil }
    let day = parts[0].split(separator: "-").compactMap { Int($0) }
    let time = parts[1].split(separator: ":").compactMap { Int($0) }
    let offset = parts[2].dropFirst().split(separator: ":").compactMap { Int($0) }
    guard day.count == 3, time.count == 3, offset.count == 2, let sign = parts[2].first, "+-".contains(sign)
    else { return nil }
    let seconds = (sign == "-" ? -1 : 1) * (offset[0] * 3_600 + offset[1] * 60)
    var calendar = Calendar(identifier: .gregorian)
    guard let zone = TimeZone(secondsFromGMT: seconds) else { return nil }
    calendar.timeZone = zone
    return calendar.date(
      from: DateComponents(
        year: day[0], month: day[1], day: day[2], hour: time[0], minute: time[1], second: time[2]))
  }

  /// A moment in a test zone: seconds after 2024-01-01 00:00 UTC, or one of the zone's clock changes.
  struct Moment: CustomStringConvertible, Sendable {
    var zone: String
    var seconds: Int
    var description: String { "\(seconds) s after 2024 in \(zone)" }

    var date: Date { Date(timeIntervalSince1970: 1_704_067_200 + TimeInterval(seconds)) }

    static func generate(_ g: inout SeededGenerator) -> Moment {
      let zone = Zones.all.randomElement(using: &g) ?? "UTC"
      let start = Date(
        timeIntervalSince1970: 1_704_067_200 + TimeInterval(Int.random(in: 0...(3 * 31_557_600), using: &g)))
      // Half the moments within an hour of the zone's next clock change, where a wall-clock time
      // may happen twice.
      if Bool.random(using: &g), let change = Zones.named(zone).nextDaylightSavingTimeTransition(after: start)
      {
        let near = change.addingTimeInterval(TimeInterval(Int.random(in: -3_600...3_600, using: &g)))
        return Moment(zone: zone, seconds: Int(near.timeIntervalSince1970) - 1_704_067_200)
      }
      return Moment(zone: zone, seconds: Int(start.timeIntervalSince1970) - 1_704_067_200)
    }
  }

  @Test func everyDateOfTheTextNamesTheInstantItWasTakenAtInEveryZone() {
    let iterations = ProcessInfo.processInfo.environment["NICE_DIAGNOSTICS_DATES"].flatMap(Int.init) ?? 500
    expectProperty(
      "a written date reads back as its instant", iterations: iterations, generate: Moment.generate
    ) {
      moment in
      let diagnostics = NotificationsDiagnostics(
        takenAt: moment.date, timeZone: Zones.named(moment.zone), authorization: .authorized, pendingCount: 0,
        capacity: 64)
      let lines = diagnostics.text.split(separator: "\n")
      guard let taken = lines.first(where: { $0.hasPrefix("taken: ") })?.dropFirst("taken: ".count),
        lines.contains("time zone: \(Zones.named(moment.zone).identifier)")
      else { return false }
      return Self.instant(taken) == moment.date
    }
  }

  @Test(arguments: [
    // Berlin falls back: 02:30 happens twice, an hour apart.
    ("Europe/Berlin", 1_792_888_200, "2026-10-25 02:30:00 +02:00"),
    ("Europe/Berlin", 1_792_891_800, "2026-10-25 02:30:00 +01:00"),
    // Lord Howe moves by half an hour.
    ("Australia/Lord_Howe", 1_775_313_000, "2026-04-05 01:30:00 +11:00"),
    ("Australia/Lord_Howe", 1_775_314_800, "2026-04-05 01:30:00 +10:30"),
    // Kolkata is half an hour off the hour; New York, behind GMT, falls back too.
    ("Asia/Kolkata", 1_792_897_200, "2026-10-25 08:30:00 +05:30"),
    ("America/New_York", 1_793_511_000, "2026-11-01 01:30:00 -04:00"),
    ("America/New_York", 1_793_514_600, "2026-11-01 01:30:00 -05:00"),
  ])
  func aDateIsWrittenWithItsZonesOffsetAtThatInstant(zone: String, seconds: Int, written: String) {
    let diagnostics = NotificationsDiagnostics(
      takenAt: Date(timeIntervalSince1970: TimeInterval(seconds)), timeZone: Zones.named(zone),
      authorization: .denied, pendingCount: 0, capacity: 64)
    #expect(diagnostics.text.contains("taken: \(written)\n"))
  }
}
