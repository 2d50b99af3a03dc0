import Foundation
import Testing
import TestSupport

@testable import NiceNotifications

/// Which day a delivery of a compressed series' repeating request stands for: one table of
/// deliveries on clock-change days in Berlin, New York and Lord Howe, and across the date
/// line, each with the zones the device was seen in.
struct DeliveryOccurrenceTableTests {
  /// One row: the repeating trigger's time of day (and weekday), the delivery as UTC, the
  /// zone seen a day before it (if any), the zone the device is in when it is read and how
  /// long after, and the occurrence key expected.
  struct Row: Sendable, CustomStringConvertible {
    var name: String
    var trigger: DateComponents
    /// Year, month, day, hour and minute in UTC.
    var deliveredUTC: (Int, Int, Int, Int, Int)
    var seenBefore: String?
    var seenNow: String
    var hoursAfter: Double
    var expected: String

    var description: String { "\(name) → \(expected)" }

    var delivered: Date {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = .gmt
      let (year, month, day, hour, minute) = deliveredUTC
      return calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
        ?? .distantPast
    }
  }

  static let rows: [Row] = [
    Row(
      name: "Berlin's spring-forward day, 09:00 CEST",
      trigger: DateComponents(hour: 9, minute: 0), deliveredUTC: (2026, 3, 29, 7, 0),
      seenBefore: "Europe/Berlin", seenNow: "Europe/Berlin", hoursAfter: 1, expected: "20260329T090000"),
    Row(
      name: "Berlin's fall-back day, the first 02:30 (CEST)",
      trigger: DateComponents(hour: 2, minute: 30), deliveredUTC: (2026, 10, 25, 0, 30),
      seenBefore: "Europe/Berlin", seenNow: "Europe/Berlin", hoursAfter: 3, expected: "20261025T023000"),
    Row(
      name: "New York's spring-forward day, 02:30 skipped and delivered at 03:00 EDT",
      trigger: DateComponents(hour: 2, minute: 30), deliveredUTC: (2026, 3, 8, 7, 0),
      seenBefore: "America/New_York", seenNow: "America/New_York", hoursAfter: 2, expected: "20260308T023000"),
    Row(
      name: "New York's fall-back day, the first 01:30 (EDT)",
      trigger: DateComponents(hour: 1, minute: 30), deliveredUTC: (2026, 11, 1, 5, 30),
      seenBefore: "America/New_York", seenNow: "America/New_York", hoursAfter: 4, expected: "20261101T013000"),
    Row(
      name: "Lord Howe's spring-forward day, 02:00 skipped and delivered at 02:30 (+11)",
      trigger: DateComponents(hour: 2, minute: 0), deliveredUTC: (2026, 10, 3, 15, 30),
      seenBefore: "Australia/Lord_Howe", seenNow: "Australia/Lord_Howe", hoursAfter: 5,
      expected: "20261004T020000"),
    Row(
      name: "Lord Howe's fall-back day, the first 01:45 (+11)",
      trigger: DateComponents(hour: 1, minute: 45), deliveredUTC: (2026, 4, 4, 14, 45),
      seenBefore: "Australia/Lord_Howe", seenNow: "Australia/Lord_Howe", hoursAfter: 5,
      expected: "20260405T014500"),
    Row(
      name: "a Sunday 02:30 on Berlin's fall-back day, weekly",
      trigger: DateComponents(hour: 2, minute: 30, weekday: 1), deliveredUTC: (2026, 10, 25, 0, 30),
      seenBefore: "Europe/Berlin", seenNow: "Europe/Berlin", hoursAfter: 3, expected: "20261025T023000"),
    Row(
      name: "20:45 in Pago Pago (−11), read after a flight to Berlin",
      trigger: DateComponents(hour: 20, minute: 45), deliveredUTC: (2026, 11, 28, 7, 45),
      seenBefore: "Pacific/Pago_Pago", seenNow: "Europe/Berlin", hoursAfter: 6.25, expected: "20261127T204500"
    ),
    Row(
      name: "the same instant, 20:45 in Auckland (+13), read after a flight to Los Angeles",
      trigger: DateComponents(hour: 20, minute: 45), deliveredUTC: (2026, 11, 28, 7, 45),
      seenBefore: "Pacific/Auckland", seenNow: "America/Los_Angeles", hoursAfter: 6,
      expected: "20261128T204500"),
    Row(
      name: "09:00 in New York, read after a flight east to Lord Howe, already the next day there",
      trigger: DateComponents(hour: 9, minute: 0), deliveredUTC: (2027, 11, 27, 14, 0),
      seenBefore: "America/New_York", seenNow: "Australia/Lord_Howe", hoursAfter: 30,
      expected: "20271127T090000"),
  ]

  @Test(arguments: rows)
  func aDeliveryStandsForTheDayItsRowSays(_ row: Row) {
    let delivered = row.delivered
    var context = DateBuilder.Context.fixed(2026, 1, 1, 12, 0, in: row.seenNow)
    context.now = delivered.addingTimeInterval(row.hoursAfter * 3_600)
    var seen = TimeZoneSightings()
    if let before = row.seenBefore {
      seen = seen.recording(Zones.named(before), at: delivered.addingTimeInterval(-86_400))
    }
    seen = seen.recording(context.timeZone, at: context.now)
    let repeating = RequestIdentifier(group: "habit", entry: "0", occurrence: "repeating")
    let occurrence = repeating.deliveredOccurrence(
      at: delivered, trigger: .calendar(row.trigger, repeats: true), in: context, seen: seen)
    #expect(occurrence.description == "habit:0:\(row.expected)")
  }
}
