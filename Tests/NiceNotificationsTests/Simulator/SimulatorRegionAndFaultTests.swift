import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct SimulatorRegionTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  @Test func regionEventsFireTheMatchingLocationTriggers() async throws {
    let center = simulator(context)
    let office = LocationRegion(identifier: "office", latitude: 52.52, longitude: 13.40, radius: 100)
    let gym = LocationRegion(
      identifier: "gym", latitude: 52.50, longitude: 13.42, radius: 80, notifyOnEntry: false,
      notifyOnExit: true)
    try await center.add(request("arrived", .location(office, repeats: false)))
    try await center.add(request("stretch", .location(gym, repeats: false)))
    try await center.add(request("welcome", .location(office, repeats: true)))

    await center.enterRegion("office")
    #expect(await center.deliveredIdentifiers == ["arrived", "welcome"])
    #expect(await center.pending.map(\.request.identifier).sorted() == ["stretch", "welcome"])
    await center.enterRegion("gym")  // the gym notifies on exit only
    #expect(await center.deliveredIdentifiers == ["arrived", "welcome"])
    await center.exitRegion("gym")
    await center.enterRegion("office")
    #expect(await center.deliveredIdentifiers == ["arrived", "welcome", "stretch", "welcome"])
    #expect(await center.pending.map(\.request.identifier) == ["welcome"])
    // Location-triggered notifications cannot be retrieved, but can be acted on.
    #expect(await center.deliveredNotifications().isEmpty)
    try await center.tap("arrived")
  }

  @Test func nothingFiresWhileTheDeviceIsOff() async throws {
    let center = simulator(context)
    let office = LocationRegion(identifier: "office", latitude: 52.52, longitude: 13.40, radius: 100)
    try await center.add(request("arrived", .location(office, repeats: false)))
    await center.powerOff()
    await center.enterRegion("office")
    #expect(await center.deliveredIdentifiers.isEmpty)
    #expect(await center.pending.count == 1)
  }
}

struct SimulatorFaultTests {
  let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)

  @Test func failNextAddsFailsExactlyThatManyAndChangesNothing() async throws {
    let center = simulator(context)
    await center.failNextAdds(2)
    for name in ["a", "b"] {
      await #expect(throws: NotificationCenterError.failed("injected")) {
        try await center.add(request(name, .timeInterval(60, repeats: false)))
      }
    }
    try await center.add(request("c", .timeInterval(60, repeats: false)))
    #expect(await center.pending.map(\.request.identifier) == ["c"])
    #expect(await center.writeCount == 1)
    #expect(
      await center.events == [
        .addFailed("a", .failed("injected"), at: context.now),
        .addFailed("b", .failed("injected"), at: context.now),
        .added("c", at: context.now),
      ])

    await center.failNextAdds(1, with: .notificationsNotAllowed)
    await #expect(throws: NotificationCenterError.notificationsNotAllowed) {
      try await center.add(request("d", nil))
    }
  }

  /// The indices of the adds, out of `count`, that fail.
  func failures(seed: UInt64, probability: Double, count: Int = 200) async -> [Int] {
    let center = simulator(context)
    await center.failAdds(probability: probability, seed: seed)
    var failed: [Int] = []
    for index in 0..<count {
      do throws(NotificationCenterError) {
        try await center.add(request("r\(index)", .timeInterval(60, repeats: false)))
      } catch {
        failed.append(index)
      }
    }
    return failed
  }

  @Test func seededFailuresRepeatForTheSameSeed() async throws {
    let first = await failures(seed: 42, probability: 0.25)
    let again = await failures(seed: 42, probability: 0.25)
    let other = await failures(seed: 7, probability: 0.25)
    #expect(first == again)
    #expect(first != other)
    #expect((30...70).contains(first.count))  // about a quarter of 200
    #expect(await failures(seed: 42, probability: 0).isEmpty)
    #expect(await failures(seed: 42, probability: 1).count == 200)
  }

  @Test func stoppingFaultsLetsAddsThrough() async throws {
    let center = simulator(context)
    await center.failNextAdds(5)
    await center.failAdds(probability: 1, seed: 1)
    await center.stopFailingAdds()
    try await center.add(request("ok", .timeInterval(60, repeats: false)))
    #expect(await center.pending.count == 1)
  }
}
