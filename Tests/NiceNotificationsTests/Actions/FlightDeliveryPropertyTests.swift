import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// A compressed daily reminder delivered in one zone, then a flight to another and an app
/// open there: the next occurrence the person has not had is pending and fires, and none
/// delivered and still shown is delivered again — for flights between every pair of zones from
/// UTC−11 to UTC+14, at times across the year (summer and winter time on both sides).
///
/// Each pair runs `NICE_FLIGHT_CASES` seeded cases (3 by default); a failure names the
/// seed and the shrunk case.
struct FlightDeliveryPropertyTests {
  static let zones = [
    "Pacific/Pago_Pago", "Pacific/Honolulu", "America/Los_Angeles", "America/New_York", "Europe/Berlin",
    "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Auckland", "Pacific/Chatham", "Pacific/Tongatapu",
    "Pacific/Kiritimati",
  ]
  /// Times of day no zone here skips or repeats.
  static let times = [(0, 30), (6, 15), (8, 0), (12, 0), (18, 30), (20, 45), (23, 30)]
  static let casesPerPair = ProcessInfo.processInfo.environment["NICE_FLIGHT_CASES"].flatMap { Int($0) } ?? 3

  struct Flight: Sendable, CustomStringConvertible {
    var from: String
    var to: String
    /// Minutes after 1 January 2026, 00:00 UTC, of the first run.
    var start: Int
    /// Index into ``times``.
    var time: Int
    /// Minutes from the first delivery to take-off.
    var wait: Int
    /// Whether the app runs between the delivery and take-off.
    var runsBeforeTakeOff: Bool
    /// Minutes in the air; the device's zone is the destination's from take-off.
    var flight: Int
    /// Minutes from landing to the app's open.
    var open: Int

    var description: String {
      let (hour, minute) = FlightDeliveryPropertyTests.times[time]
      return
        "\(from) → \(to), daily \(hour):\(minute), start +\(start) min, wait \(wait), run before take-off \(runsBeforeTakeOff), flight \(flight), open \(open)"
    }
  }

  static func shrink(_ flight: Flight) -> [Flight] {
    var smaller: [Flight] = []
    for (path, value) in [
      (\Flight.wait, flight.wait), (\Flight.flight, flight.flight), (\Flight.open, flight.open),
    ]
    where value > 0 {
      var half = flight
      half[keyPath: path] = value / 2
      smaller.append(half)
    }
    if flight.runsBeforeTakeOff {
      var none = flight
      none.runsBeforeTakeOff = false
      smaller.append(none)
    }
    return smaller
  }

  /// A daily reminder with constant content: one repeating request.
  func habit(_ flight: Flight) -> FixedGroup {
    let (hour, minute) = Self.times[flight.time]
    return FixedGroup("habit") {
      EveryDay(starting: .today).at(hour: hour, minute: minute).schedule(title: "Habit")
    }
  }

  /// A day's labels as one number, 20261128.
  static func label(_ date: Date, in zone: TimeZone) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let day = calendar.dateComponents([.year, .month, .day], from: date)
    return (day.year ?? 0) * 10_000 + (day.month ?? 0) * 100 + (day.day ?? 0)
  }

  /// The instant of the reminder of day `label` in `zone`, and the next day's label.
  static func instant(of label: Int, _ flight: Flight, in zone: TimeZone) -> (Date, next: Int)? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let (hour, minute) = times[flight.time]
    guard
      let date = calendar.date(
        from: DateComponents(
          year: label / 10_000, month: label / 100 % 100, day: label % 100, hour: hour, minute: minute))
    else { return nil }
    let tomorrow = calendar.date(byAdding: .day, value: 1, to: date) ?? date
    return (date, self.label(tomorrow, in: zone))
  }

  /// Lives the flight; `true` if it keeps the promises.
  func keepsPromises(_ flight: Flight) async -> Bool {
    let from = zone(flight.from)
    let to = zone(flight.to)
    let start = Date(timeIntervalSince1970: 1_767_225_600 + Double(flight.start) * 60)
    let center = SimulatedNotificationCenter(now: start, timeZone: from, authorization: .authorized)
    let notifications = frontDoor(over: center)
    notifications.register(habit(flight), permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    guard let first = await center.pendingFireDates().values.min() else { return false }
    await center.advance(to: first)
    await center.advance(by: Double(flight.wait) * 60)
    if flight.runsBeforeTakeOff { await notifications.rescheduleAll() }
    await center.setTimeZone(to)
    await center.advance(by: Double(flight.flight + flight.open) * 60)
    let report = await notifications.rescheduleAll()
    let open = await center.now
    // Every delivery so far, by the day its clock showed where the device was.
    var zoneNow = from
    var had: [Int] = []
    var labels: [Date: Int] = [:]
    for event in await center.events {
      if case .timeZoneChanged(let zone, _) = event { zoneNow = zone }
      guard let delivery = event.delivery else { continue }
      had.append(Self.label(delivery.date, in: zoneNow))
      labels[delivery.date] = had.last
    }
    // The days the package can know were had: those of the deliveries still shown. (A later
    // delivery of the repeating request replaces an earlier one in Notification Center.)
    let shown = await center.delivered.compactMap { labels[$0.date] }
    guard report.outcomes["habit"] == .scheduled, let lastHad = had.max(),
      var expected = Self.instant(of: lastHad, flight, in: to)?.next
    else { return false }
    // The first day after the last one had whose reminder is still ahead here.
    while let (date, next) = Self.instant(of: expected, flight, in: to), date <= open { expected = next }
    guard let (expectedDate, _) = Self.instant(of: expected, flight, in: to) else { return false }
    // Where the delivery's instant is the reminder's time in both zones, a day apart, and no
    // run saw the device after it before take-off, which day it was cannot be known: the
    // day still ahead here is kept, and may come a second time.
    let apart = abs(from.secondsFromGMT(for: first) - to.secondsFromGMT(for: first)) == 86_400
    let unknowable = apart && !flight.runsBeforeTakeOff
    // The next reminder not had is pending (an earlier day never had, a day the flight
    // west brought back before the first delivery, may come first).
    guard let next = await center.pendingFireDates().values.min(), next <= expectedDate else { return false }
    _ = await center.takeEvents()
    let end = open.addingTimeInterval(3 * 86_400)
    await center.advance(to: end)
    let later = await center.takeEvents().compactMap { $0.delivery.map { Self.label($0.date, in: to) } }
    // Nothing shown as had is delivered again (but the day that cannot be known), nothing twice.
    let again = Set(shown).subtracting(unknowable ? [Self.label(first, in: from)] : [])
    guard Set(later).isDisjoint(with: again), Set(later).count == later.count else { return false }
    // And every day from the next one not had.
    var day = expected
    while let (date, next) = Self.instant(of: day, flight, in: to), date <= end {
      guard later.contains(day) else { return false }
      day = next
    }
    return true
  }

  @Test func theNextReminderNotHadIsPendingAfterAFlightBetweenAnyTwoZones() async {
    for from in Self.zones {
      for to in Self.zones {
        await expectProperty(
          "a flight \(from) → \(to)", iterations: Self.casesPerPair,
          generate: { random in
            Flight(
              from: from, to: to, start: Int.random(in: 0..<(730 * 1_440), using: &random),
              time: Int.random(in: 0..<Self.times.count, using: &random),
              wait: Int.random(in: 0...(6 * 60), using: &random),
              runsBeforeTakeOff: Bool.random(using: &random),
              flight: Int.random(in: 60...(14 * 60), using: &random),
              open: Int.random(in: 0...(18 * 60), using: &random))
          }, shrink: Self.shrink, property: keepsPromises)
      }
    }
  }
}
