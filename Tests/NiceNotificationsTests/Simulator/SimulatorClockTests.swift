import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct SimulatorClockTests {
  let berlin = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  @Test func deliversInFireDateOrderWithTiesInAddOrder() async throws {
    let center = simulator(berlin)
    let t0 = berlin.now
    try await center.add(request("c", .timeInterval(120, repeats: false)))
    try await center.add(request("a", .timeInterval(60, repeats: false)))
    try await center.add(request("b", .timeInterval(60, repeats: false)))
    await center.advance(by: 300)
    #expect(await center.delivered.map(\.request.identifier) == ["a", "b", "c"])
    #expect(await center.delivered.map(\.date) == [t0 + 60, t0 + 60, t0 + 120])
    #expect(await center.pending.isEmpty)
    #expect(await center.now == t0 + 300)
  }

  @Test func aBackgroundRefreshAskedForTooSoonAfterTheLastRunsAfterTheMinimumInterval() async throws {
    let center = simulator(berlin)
    let t0 = berlin.now
    let runs = RefreshTimes()
    await center.setBackgroundRefreshHandler {
      await runs.append(await center.now)
      return nil
    }
    await center.scheduleBackgroundRefresh(at: t0 + 3_600)
    await center.advance(by: 3_660)
    await center.scheduleBackgroundRefresh(at: t0 + 3_660)
    #expect(
      await center.nextBackgroundRefresh == t0 + 3_600
        + SimulatedNotificationCenter.minimumBackgroundRefreshInterval)
    await center.advance(by: 3_600)
    #expect(
      await runs.dates == [
        t0 + 3_600, t0 + 3_600 + SimulatedNotificationCenter.minimumBackgroundRefreshInterval,
      ])
  }

  @Test func timeIntervalCountsFromWhenItWasAdded() async throws {
    let center = simulator(berlin)
    let t0 = berlin.now
    try await center.add(request("x", .timeInterval(600, repeats: false)))
    await center.advance(by: 300)
    try await center.add(request("y", .timeInterval(600, repeats: false)))
    #expect(await center.pendingFireDates() == ["x": t0 + 600, "y": t0 + 900])
    await center.advance(to: t0 + 600)
    #expect(await center.deliveredIdentifiers == ["x"])
    #expect(await center.deliveryDates(of: "x") == [t0 + 600])
  }

  @Test func requestWithoutTriggerDeliversAtOnce() async throws {
    let center = simulator(berlin)
    try await center.add(request("now", nil))
    #expect(await center.delivered.map(\.request.identifier) == ["now"])
    #expect(await center.delivered.first?.date == berlin.now)
    #expect(await center.pending.isEmpty)
    #expect(
      await center.takeEvents() == [
        .added("now", at: berlin.now), .delivered("now", presentation: .system, at: berlin.now),
      ])
  }

  @Test func repeatingIntervalReArmsFromTheLastFire() async throws {
    let center = simulator(berlin)
    let t0 = berlin.now
    try await center.add(request("water", .timeInterval(3_600, repeats: true)))
    await center.advance(by: 3 * 3_600 + 60)
    #expect(await center.deliveryDates(of: "water") == [t0 + 3_600, t0 + 7_200, t0 + 10_800])
    #expect(await center.pending.map(\.request.identifier) == ["water"])
    #expect(await center.pendingFireDates() == ["water": t0 + 14_400])
    #expect(await center.delivered.count == 1)  // a redelivery replaces the shown one
    #expect(await center.delivered.first?.date == t0 + 10_800)
  }

  @Test func repeatingCalendarTriggerReArmsAtTheNextMatch() async throws {
    let center = simulator(berlin)  // Saturday 2026-11-21 12:00
    try await center.add(
      request("monday", .calendar(DateComponents(hour: 8, minute: 0, weekday: 2), repeats: true)))
    await center.advance(by: 15 * 86_400)
    #expect(
      await center.deliveryDates(of: "monday").map(berlin.local) == ["2026-11-23 08:00", "2026-11-30 08:00"])
    #expect(await berlin.local(center.pendingFireDates()["monday"]) == "2026-12-07 08:00")
  }

  @Test func timeDoesNotGoBack() async throws {
    let center = simulator(berlin)
    await center.advance(by: -60)
    await center.advance(to: berlin.now - 3_600)
    #expect(await center.now == berlin.now)
  }

  @Test(.timeLimit(.minutes(1)))
  func anEndlessIntervalDoesNothingWhileARepeatingRequestIsPending() async throws {
    let center = simulator(berlin)
    try await center.add(request("daily", .calendar(DateComponents(hour: 9, minute: 0), repeats: true)))
    await center.advance(by: .infinity)
    await center.advance(by: .nan)
    await center.advance(to: Date(timeIntervalSince1970: .infinity))
    #expect(await center.now == berlin.now)
    #expect(await center.delivered.isEmpty)
  }

  @Test func dailyFloatingTriggerStaysAtNineLocalAcrossTheSpringForward() async throws {
    let newYork = DateBuilder.Context.fixed(2026, 3, 5, 12, 0, in: "America/New_York")
    let center = simulator(newYork)
    try await center.add(request("daily", .calendar(DateComponents(hour: 9, minute: 0), repeats: true)))
    for day in 6...12 {
      let components = DateComponents(year: 2026, month: 3, day: day, hour: 9, minute: 0)
      try await center.add(request("once-\(day)", .calendar(components, repeats: false)))
    }
    await center.advance(by: 7 * 86_400)

    let daily = await center.deliveryDates(of: "daily")
    let expected = (6...12).map { String(format: "2026-03-%02d 09:00", $0) }
    #expect(daily.map(newYork.local) == expected)
    // 2026-03-08 has 23 hours: the day before it, 09:00 to 09:00 is one hour short.
    let gaps = zip(daily.dropFirst(), daily).map { $0.timeIntervalSince($1) / 3_600 }
    #expect(gaps == [24, 23, 24, 24, 24, 24])
    for day in 6...12 {
      #expect(
        await center.deliveryDates(of: "once-\(day)").map(newYork.local) == [
          String(format: "2026-03-%02d 09:00", day)
        ])
    }
    #expect(await center.pending.map(\.request.identifier) == ["daily"])
  }

  @Test func floatingTriggerFollowsTheDeviceTimeZone() async throws {
    let london = DateBuilder.Context.fixed(2026, 11, 21, 12, 0, in: "Europe/London")
    let center = simulator(london)
    let eightPM = london.now + 8 * 3_600  // 20:00 GMT
    try await center.add(request("floating", .calendar(DateComponents(hour: 20, minute: 0), repeats: false)))
    let pinned = DateComponents(timeZone: zone("Europe/London"), hour: 20, minute: 0)
    try await center.add(request("pinned", .calendar(pinned, repeats: false)))
    try await center.add(request("instant", .instant(eightPM)))
    try await center.add(request("interval", .timeInterval(8 * 3_600, repeats: false)))
    #expect(
      await center.pendingFireDates() == [
        "floating": eightPM, "pinned": eightPM, "instant": eightPM, "interval": eightPM,
      ])

    await center.setTimeZone(zone("Europe/Berlin"))
    #expect(
      await center.pendingFireDates() == [
        "floating": eightPM - 3_600, "pinned": eightPM, "instant": eightPM, "interval": eightPM,
      ])
    await center.advance(to: eightPM - 1_800)
    #expect(await center.deliveredIdentifiers == ["floating"])
    let berlinTime = DateBuilder.Context.fixed(2026, 11, 21, 12, 0, in: "Europe/Berlin")
    #expect(await center.deliveryDates(of: "floating").map(berlinTime.local) == ["2026-11-21 20:00"])
    await center.advance(to: eightPM)
    #expect(await center.deliveredIdentifiers == ["floating", "pinned", "instant", "interval"])
  }

  @Test func timeZoneChangeSkipsAWallClockTimeItMovedIntoThePast() async throws {
    let london = DateBuilder.Context.fixed(2026, 11, 21, 19, 30, in: "Europe/London")
    let center = simulator(london)
    try await center.add(request("daily", .calendar(DateComponents(hour: 20, minute: 0), repeats: true)))
    let tonight = DateComponents(year: 2026, month: 11, day: 21, hour: 20, minute: 0)
    try await center.add(request("tonight", .calendar(tonight, repeats: false)))

    await center.setTimeZone(zone("Europe/Berlin"))  // it is 20:30 there
    let berlin = DateBuilder.Context.fixed(2026, 11, 21, 20, 30, in: "Europe/Berlin")
    #expect(await berlin.local(center.pendingFireDates()["daily"]) == "2026-11-22 20:00")
    #expect(await center.pending.map(\.request.identifier) == ["daily"])
    #expect(
      await center.dropped == [
        DroppedRequest(
          request: request("tonight", .calendar(tonight, repeats: false)), date: london.now,
          reason: .neverFires)
      ])
    await center.advance(by: 3_600)
    #expect(await center.deliveredIdentifiers.isEmpty)
  }

  @Test func deliveriesDueWhileOffArriveTogetherAtPowerOn() async throws {
    let center = simulator(berlin)
    let t0 = berlin.now
    try await center.add(request("a", .timeInterval(3_600, repeats: false)))
    try await center.add(request("b", .timeInterval(7_200, repeats: false)))
    try await center.add(request("later", .timeInterval(36_000, repeats: false)))
    try await center.add(request("every3h", .timeInterval(3 * 3_600, repeats: true)))
    await center.powerOff()
    await center.advance(by: 8 * 3_600)
    #expect(await center.deliveredIdentifiers.isEmpty)
    #expect(await center.pending.count == 4)

    await center.powerOn(at: t0 + 8 * 3_600)
    #expect(await center.deliveredIdentifiers == ["a", "b", "every3h"])
    #expect(await center.delivered.map(\.date) == Array(repeating: t0 + 8 * 3_600, count: 3))
    #expect(await center.pendingFireDates() == ["later": t0 + 36_000, "every3h": t0 + 11 * 3_600])
    #expect(await center.appState == .notRunning)
  }

  @Test func restartKeepsPendingRequestsAndDeliversWhatCameDue() async throws {
    let center = simulator(berlin)
    let t0 = berlin.now
    try await center.add(request("soon", .timeInterval(60, repeats: false)))
    try await center.add(request("tomorrow", .timeInterval(86_400, repeats: false)))
    await center.restart(after: 600)
    #expect(await center.now == t0 + 600)
    #expect(await center.deliveryDates(of: "soon") == [t0 + 600])
    #expect(await center.pending.map(\.request.identifier) == ["tomorrow"])
    let kinds = await center.events.map { event -> String in
      switch event {
      case .poweredOff: "off"
      case .poweredOn: "on"
      case .appStateChanged(let state, _): "\(state)"
      case .delivered(let id, _, _): "delivered \(id)"
      default: "other"
      }
    }
    #expect(kinds == ["other", "other", "off", "notRunning", "on", "delivered soon"])
  }
}

/// The times a background refresh ran at.
private actor RefreshTimes {
  private(set) var dates: [Date] = []
  func append(_ date: Date) { dates.append(date) }
}
