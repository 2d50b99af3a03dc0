import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct SimulatorEventLogTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  @Test func takeEventsConsumesWhatUnconsumedEventsShows() async throws {
    let center = simulator(context)
    try await center.add(request("tea", .timeInterval(60, repeats: false)))
    #expect(await center.takeEvents() == [.added("tea", at: context.now)])
    await center.advance(by: 60)
    #expect(
      await center.unconsumedEvents() == [.delivered("tea", presentation: .system, at: context.now + 60)])
    #expect(await center.takeEvents() == [.delivered("tea", presentation: .system, at: context.now + 60)])
    #expect(await center.unconsumedEvents().isEmpty)
    #expect(await center.events.count == 2)
    #expect(await center.events.map(\.date) == [context.now, context.now + 60])
  }

  @Test func upcomingDeliveriesListsWhatWouldFireByADate() async throws {
    let center = simulator(context)
    try await center.add(request("hourly", .timeInterval(3_600, repeats: true)))
    try await center.add(request("soon", .timeInterval(600, repeats: false)))
    try await center.add(request("tomorrow", .timeInterval(86_400, repeats: false)))
    #expect(await center.upcomingDeliveries(through: context.now + 599).isEmpty)
    #expect(await center.upcomingDeliveries(through: context.now + 3_600) == ["soon", "hourly"])
    #expect(await center.pending.count == 3)  // looking does not deliver
  }

  @Test func upcomingDeliveriesListEachRepetition() async throws {
    let center = simulator(context)
    try await center.add(request("minutely", .timeInterval(60, repeats: true)))
    try await center.add(request("soon", .timeInterval(150, repeats: false)))
    #expect(
      await center.upcomingDeliveries(through: context.now + 300) == [
        "minutely", "minutely", "soon", "minutely", "minutely", "minutely",
      ])
    #expect(await center.upcomingDeliveries(through: context.now - 60).isEmpty)
  }

  @Test func upcomingDeliveriesEndAtTheirLimit() async throws {
    let center = simulator(context)
    try await center.add(request("minutely", .timeInterval(60, repeats: true)))
    let upcoming = await center.upcomingDeliveries(through: .distantFuture)
    #expect(upcoming.count == SimulatedNotificationCenter.upcomingDeliveryLimit)
    #expect(Set(upcoming) == ["minutely"])
  }

  @Test func upcomingDeliveriesListNothingTheDeviceWouldNotDeliver() async throws {
    let denied = simulator(context, authorization: .denied)
    try await denied.add(request("tea", .timeInterval(60, repeats: false)))
    #expect(await denied.upcomingDeliveries(through: context.now + 120).isEmpty)
    await denied.advance(by: 120)
    #expect(await denied.deliveredIdentifiers.isEmpty)

    let off = simulator(context)
    try await off.add(request("tea", .timeInterval(60, repeats: false)))
    await off.powerOff()
    #expect(await off.upcomingDeliveries(through: context.now + 120).isEmpty)
    await off.advance(by: 120)
    #expect(await off.deliveredIdentifiers.isEmpty)
  }

  /// Two days from the day before each zone's clocks change, with requests that repeat across it.
  @Test(arguments: [
    ("Europe/Berlin", 2026, 10, 24), ("Europe/Berlin", 2026, 3, 28), ("America/New_York", 2026, 10, 31),
    ("Australia/Lord_Howe", 2026, 10, 3),
  ])
  func upcomingDeliveriesAreWhatAdvancingDelivers(zone: String, year: Int, month: Int, day: Int)
    async throws
  {
    let start = DateBuilder.Context.fixed(year, month, day, 12, 0, in: zone)
    let center = simulator(start)
    let tokyo = TimeZone(identifier: "Asia/Tokyo")
    try await center.add(request("hourly", .timeInterval(3_600, repeats: true)))
    try await center.add(request("half past", .calendar(DateComponents(minute: 30), repeats: true)))
    try await center.add(request("night", .calendar(DateComponents(hour: 2, minute: 30), repeats: true)))
    try await center.add(
      request("tokyo", .calendar(DateComponents(timeZone: tokyo, hour: 9, minute: 0), repeats: true)))
    try await center.add(request("once", .timeInterval(5_400, repeats: false)))
    try await center.add(request("instant", .instant(start.now + 86_400)))
    let end = start.now + 2 * 86_400
    let upcoming = await center.upcomingDeliveries(through: end)
    _ = await center.takeEvents()
    await center.advance(to: end)
    let delivered = await center.takeEvents().compactMap { $0.delivery?.identifier }
    #expect(upcoming == delivered)
    #expect(delivered.filter { $0 == "hourly" }.count == 48)
    #expect(await center.upcomingDeliveries(through: end).isEmpty)
  }

  @Test func resetReturnsToTheStateInitLeft() async throws {
    let center = simulator(context, authorization: .notDetermined, appState: .foreground)
    _ = try await center.requestAuthorization(options: .standard)
    try await center.add(request("tea", .timeInterval(60, repeats: false), badge: 1))
    await center.setTimeZone(zone("Asia/Tokyo"))
    await center.setAppState(.background)
    await center.advance(by: 120)
    await center.failNextAdds(3)
    await center.reset()

    #expect(await center.now == context.now)
    #expect(await center.timeZone == context.timeZone)
    #expect(await center.authorizationStatus() == .notDetermined)
    #expect(await center.appState == .foreground)
    #expect(await center.prompts == 0)
    #expect(await center.badgeCount == 0)
    #expect(await center.events.isEmpty)
    #expect(await center.pending.isEmpty)
    #expect(await center.delivered.isEmpty)
    #expect(await center.writeCount == 0)
    try await center.add(request("after", .timeInterval(60, repeats: false)))  // no injected failure left
    #expect(await center.pending.count == 1)
  }

  @Test func resetForgetsHandlersCountsAndTheBackgroundRefresh() async throws {
    let center = simulator(context)
    let calls = Counter()
    await center.setActivationHandler { await calls.increment() }
    await center.setBackgroundRefreshHandler {
      await calls.increment()
      return nil
    }
    await center.scheduleBackgroundRefresh(at: context.now + 600)
    try await center.add(request("now", nil))
    #expect(await center.alertCount == 1)
    await center.reset()

    #expect(await center.alertCount == 0)
    #expect(await center.soundCount == 0)
    #expect(await center.nextBackgroundRefresh == nil)
    await center.setAppState(.foreground)
    await center.advance(by: 3_600)
    #expect(await calls.value == 0)
  }
}

/// A count that tasks can add to.
actor Counter {
  private(set) var value = 0
  func increment() { value += 1 }
}
