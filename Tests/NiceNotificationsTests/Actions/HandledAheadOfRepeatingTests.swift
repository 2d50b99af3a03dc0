import Foundation
import NiceNotifications
import NiceNotificationsTesting
import PropertyTesting
import Testing
import TestSupport

/// An occurrence of a compressed series marked handled while its time is still ahead never fires.
///
/// Done, snoozed or marked by the app, the group is planned again as one-shots that skip it,
/// and once its time has passed the repeating request comes back. Checked on the simulator's
/// clock over the days that follow, after a flight west that brings the delivered evening's
/// time round again.
struct HandledAheadOfRepeatingTests {
  /// How the person (or the app) marks the delivered occurrence.
  enum Marking: String, CaseIterable, CustomStringConvertible {
    case done, snooze, markedByTheApp

    var description: String { rawValue }
  }

  /// A flight: where the reminder is delivered, where the person lands, and when there they
  /// answer it (the same date, before the reminder's time comes round again).
  struct Flight: CustomStringConvertible, Sendable {
    var from: String
    var to: String
    var answeredAt: (hour: Int, minute: Int)

    var description: String { "\(from) → \(to)" }
  }

  static let flights = [
    Flight(from: "Asia/Kolkata", to: "America/New_York", answeredAt: (18, 56)),
    Flight(from: "Europe/Berlin", to: "America/Los_Angeles", answeredAt: (20, 30)),
    Flight(from: "Australia/Lord_Howe", to: "Europe/London", answeredAt: (20, 0)),
  ]

  static let pills = FixedGroup("pills") {
    EveryDay(starting: .today).at(hour: 21, minute: 45).schedule(title: "Pill").withCategory("pill")
  }

  /// The local days (in the zone landed in) of every delivery of the daily 21:45 after the
  /// flight, `yyyy-MM-dd HH:mm`, over `days` days; and the reports of the reschedule made
  /// the next day.
  func deliveriesAfter(
    _ flight: Flight, marking: Marking, days: Int = 5
  ) async throws -> (deliveries: [String], nextDay: RescheduleReport, answeredDay: String) {
    // 20 November 2026, noon where the reminder is delivered.
    let start = DateBuilder.Context.fixed(2026, 11, 20, 12, 0, in: flight.from)
    let center = simulator(start)
    let notifications = try await pillFrontDoor(over: center, snooze: .after(600))
    let first = await notifications.reschedule(
      group: Self.pills, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(first.plan?.groups["pills"]?.compressed == 1)
    await center.advance(by: 9 * 3_600 + 45 * 60)  // 21:45 there: delivered
    let delivered = try #require(await center.delivered.first)
    await center.advance(by: 600)
    let landed = zone(flight.to)
    await center.setTimeZone(landed)
    var local = Calendar(identifier: .gregorian)
    local.timeZone = landed
    let now = await center.now
    let day = local.dateComponents([.year, .month, .day], from: now)
    let answer = try #require(
      local.date(
        from: DateComponents(
          year: day.year, month: day.month, day: day.day, hour: flight.answeredAt.hour,
          minute: flight.answeredAt.minute)))
    #expect(answer > now)
    await center.advance(to: answer)
    switch marking {
    case .done: try await center.chooseAction("done", on: delivered.request.identifier)
    case .snooze: try await center.chooseAction("snooze", on: delivered.request.identifier)
    case .markedByTheApp:
      let identifier = try #require(RequestIdentifier(delivered.request.identifier))
      try await notifications.markHandled(identifier, date: delivered.date)
    }
    // The next day, after the answered evening's 21:45 has passed there, the app opens.
    await center.advance(by: 86_400)
    let nextDay = await notifications.reschedule(
      group: Self.pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: Double(days) * 86_400)
    var deliveries: [String] = []
    for event in await center.events {
      guard let delivery = event.delivery, delivery.date > now, delivery.identifier.hasPrefix("pills:"),
        !delivery.identifier.contains("~snooze")
      else { continue }
      let c = local.dateComponents([.year, .month, .day, .hour, .minute], from: delivery.date)
      deliveries.append(
        String(
          format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0,
          c.minute ?? 0))
    }
    let answeredDay = String(format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
    return (deliveries, nextDay, answeredDay)
  }

  @Test(arguments: Marking.allCases, flights)
  func anOccurrenceMarkedWhileStillAheadNeverFiresAndEveryOtherDayFiresOnce(
    _ marking: Marking, _ flight: Flight
  ) async throws {
    let (deliveries, nextDay, answeredDay) = try await deliveriesAfter(flight, marking: marking)
    #expect(!deliveries.contains { $0.hasPrefix(answeredDay) }, "\(deliveries)")
    // Every later day's 21:45, once each.
    #expect(deliveries.count == Set(deliveries).count, "\(deliveries)")
    #expect(deliveries.allSatisfy { $0.hasSuffix("21:45") }, "\(deliveries)")
    #expect(deliveries.count == 5, "\(deliveries)")
    // Once the marked evening has passed, the series is one repeating request again.
    #expect(nextDay.plan?.groups["pills"]?.compressed == 1)
  }

  @Test func doneAheadOfTimeWithoutAFlightSkipsOnlyThatEvening() async throws {
    let berlin = DateBuilder.Context.fixed(2026, 11, 20, 12, 0, in: "Europe/Berlin")
    let center = simulator(berlin)
    let notifications = try await pillFrontDoor(over: center)
    await notifications.reschedule(group: Self.pills, permissionStrategy: .scheduleIfSystemAllowed)
    let repeating = try #require(await center.pending.first?.request.identifier)
    let tonight = try #require(
      berlin.calendar.date(from: DateComponents(year: 2026, month: 11, day: 20, hour: 21, minute: 45)))
    let report = try await notifications.markHandled(#require(RequestIdentifier(repeating)), date: tonight)
    #expect(report.removed == [repeating])
    #expect(await center.pending.allSatisfy { $0.request.trigger?.repeats == false })
    await center.advance(by: 4 * 86_400)
    let days = await center.events.compactMap(\.delivery).map {
      berlin.calendar.component(.day, from: $0.date)
    }
    #expect(days == [21, 22, 23])
  }

  @Test func aSnoozeThatPlansTheGroupAgainReportsEachRequestOnceAsWhatReallyChanged() async throws {
    // Delivered at 21:45 in Berlin, snoozed after a flight to New York, where 21:45 is still ahead:
    // the snooze is added, then the group is planned again as one-shots, which keeps the snooze.
    let start = DateBuilder.Context.fixed(2026, 11, 20, 12, 0, in: "Europe/Berlin")
    let center = simulator(start)
    let notifications = frontDoor(over: center)
    await notifications.reschedule(group: Self.pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 9 * 3_600 + 45 * 60)
    let delivered = try #require(await center.delivered.first)
    await center.setTimeZone(zone("America/New_York"))
    let before = Set(await center.pending.map(\.request.identifier))
    let report = try await notifications.snooze(delivered, .after(600))
    let after = Set(await center.pending.map(\.request.identifier))
    #expect(report.added.contains("pills:~snooze:0:20261120T214500"))
    #expect(Set(report.added) == after.subtracting(before))
    #expect(Set(report.removed) == before.subtracting(after))
    #expect(Set(report.kept).isDisjoint(with: report.added + report.replaced), "kept: \(report.kept)")
    #expect(Set(report.kept).isSubset(of: after))
  }

  @Test func aMarkWithNoGroupToPlanKeepsTheRepeatingRequestAndSaysSo() async throws {
    // A cold launch that handles the response before any reschedule: the instance has no
    // timeline to plan the group with.
    let berlin = DateBuilder.Context.fixed(2026, 11, 20, 12, 0, in: "Europe/Berlin")
    let center = simulator(berlin)
    await frontDoor(over: center).reschedule(group: Self.pills, permissionStrategy: .scheduleIfSystemAllowed)
    let coldLaunch = frontDoor(over: center)
    let repeating = try #require(await center.pending.first?.request.identifier)
    let tonight = try #require(
      berlin.calendar.date(from: DateComponents(year: 2026, month: 11, day: 20, hour: 21, minute: 45)))
    let report = try await coldLaunch.markHandled(#require(RequestIdentifier(repeating)), date: tonight)
    #expect(await center.pending.map(\.request.identifier) == [repeating])
    guard case .failed(let reason)? = report.outcomes["pills"] else {
      Issue.record("the outcome does not say the occurrence may still be delivered: \(report.outcomes)")
      return
    }
    #expect(reason.contains("pills:0:20261120T214500"))
    // Once the group is rescheduled, the marked evening is skipped.
    await coldLaunch.reschedule(group: Self.pills, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 2 * 86_400)
    let days = await center.events.compactMap(\.delivery).map {
      berlin.calendar.component(.day, from: $0.date)
    }
    #expect(days == [21])
  }

  // MARK: Any flight, any time, any way of marking

  /// A seeded life: a daily reminder delivered in one zone, a flight to another, and the
  /// delivered occurrence marked there before its time comes round (if it does).
  struct Life: CustomStringConvertible {
    var from: String
    var to: String
    var month: Int
    var day: Int
    var time: (hour: Int, minute: Int)
    /// Minutes after landing at which it is marked, as a share of the time there is.
    var answerShare: Double
    var marking: Marking

    var description: String {
      "\(from) → \(to), 2026-\(month)-\(day) at \(time.hour):\(time.minute), marked (\(marking)) "
        + "\(Int(answerShare * 100))% of the way to the time there"
    }
  }

  /// Zones with DST on either side of the world and offsets far apart; none keeps an offset
  /// near the date line, where a delivery's day is read by other rules.
  static let lifeZones = [
    "Asia/Kolkata", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago",
    "America/Havana", "UTC", "America/Los_Angeles", "Asia/Tokyo",
  ]

  /// How many lives the seeded check runs: `NICE_MARKED_LIVES`, or a quick 12.
  static var lifeCount: Int {
    Int(ProcessInfo.processInfo.environment["NICE_MARKED_LIVES"] ?? "") ?? 12
  }

  /// Per local day (`yyyy-MM-dd`, in the zone landed in) from the delivered day on, how many
  /// times the reminder was delivered after landing (snoozes apart); and the delivered day.
  func live(_ life: Life) async throws -> (perDay: [String: Int], delivered: String) {
    let start = DateBuilder.Context.fixed(2026, life.month, life.day, 0, 30, in: life.from)
    let center = simulator(start)
    let notifications = try await pillFrontDoor(over: center, snooze: .after(600))
    let group = FixedGroup("pills") {
      EveryDay(starting: .today).at(hour: life.time.hour, minute: life.time.minute).schedule(title: "Pill")
        .withCategory("pill")
    }
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    var fromCalendar = start.calendar
    fromCalendar.timeZone = zone(life.from)
    let deliveredAt = try #require(
      fromCalendar.date(
        from: DateComponents(
          year: 2026, month: life.month, day: life.day, hour: life.time.hour, minute: life.time.minute)))
    await center.advance(to: deliveredAt)
    let delivered = try #require(await center.delivered.first)
    await center.advance(by: 600)
    await center.setTimeZone(zone(life.to))
    let landing = await center.now
    var local = Calendar(identifier: .gregorian)
    local.timeZone = zone(life.to)
    let label = { (date: Date) in
      let c = local.dateComponents([.year, .month, .day], from: date)
      return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
    }
    // The delivered day's time where the person landed: answered before it, when it is ahead.
    let comesRound = local.date(
      from: DateComponents(
        year: 2026, month: life.month, day: life.day, hour: life.time.hour, minute: life.time.minute))
    let room = comesRound.map { $0 > landing ? $0.timeIntervalSince(landing) : 20 * 3_600 } ?? 20 * 3_600
    await center.advance(by: (room * life.answerShare).rounded(.down))
    switch life.marking {
    case .done: try await center.chooseAction("done", on: delivered.request.identifier)
    case .snooze: try await center.chooseAction("snooze", on: delivered.request.identifier)
    case .markedByTheApp:
      try await notifications.markHandled(
        #require(RequestIdentifier(delivered.request.identifier)), date: delivered.date)
    }
    await center.advance(by: 86_400)
    await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    await center.advance(by: 4 * 86_400)
    var perDay: [String: Int] = [:]
    for event in await center.events {
      guard let delivery = event.delivery, delivery.date > landing, !delivery.identifier.contains("~snooze")
      else { continue }
      perDay[label(delivery.date), default: 0] += 1
    }
    let deliveredDay = String(format: "%04d-%02d-%02d", 2026, life.month, life.day)
    return (perDay, deliveredDay)
  }

  @Test func aMarkedOccurrenceNeverFiresAgainAndEveryLaterDayFiresOnceAfterAnyFlight() async {
    await expectProperty(
      "after a flight, the marked occurrence is not delivered again and each later day once",
      iterations: Self.lifeCount, generate: Self.generateLife
    ) { life in
      let (perDay, delivered) = try await live(life)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone("UTC")
      let first =
        calendar.date(from: DateComponents(year: 2026, month: life.month, day: life.day)) ?? .distantPast
      let later = (1...3).map { offset in
        let c = calendar.dateComponents(
          [.year, .month, .day], from: first.addingTimeInterval(Double(offset) * 86_400))
        return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
      }
      return perDay[delivered, default: 0] == 0 && later.allSatisfy { perDay[$0] == 1 }
    }
  }

  static func generateLife(_ g: inout SeededGenerator) -> Life {
    let from = lifeZones[Int.random(in: 0..<lifeZones.count, using: &g)]
    var to = from
    while to == from { to = lifeZones[Int.random(in: 0..<lifeZones.count, using: &g)] }
    // From 05:00 on: no reminder falls in an hour the clocks skip or repeat.
    return Life(
      from: from, to: to, month: Int.random(in: 1...12, using: &g), day: Int.random(in: 1...28, using: &g),
      time: (Int.random(in: 5...23, using: &g), [0, 15, 30, 45][Int.random(in: 0...3, using: &g)]),
      answerShare: Double.random(in: 0..<0.95, using: &g),
      marking: Marking.allCases[Int.random(in: 0..<Marking.allCases.count, using: &g)])
  }
}
