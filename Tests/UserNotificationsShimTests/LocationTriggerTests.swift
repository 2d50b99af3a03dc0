import Foundation
import Testing
import UserNotificationsShim

/// Location triggers use the shim's CoreLocation stand-ins (UserNotificationsBehaviour.md §11, §2).
struct LocationTriggerTests {
  let berlin = CLLocationCoordinate2D(latitude: 52.5200, longitude: 13.4050)

  @Test func aCircularRegionContainsPointsWithinItsRadius() {
    let region = CLCircularRegion(center: berlin, radius: 1_000, identifier: "mitte")
    // 0.005° of latitude is about 556 m; 0.02° is about 2.2 km.
    #expect(region.contains(CLLocationCoordinate2D(latitude: 52.5250, longitude: 13.4050)))
    #expect(!region.contains(CLLocationCoordinate2D(latitude: 52.5400, longitude: 13.4050)))
    #expect(region.notifyOnEntry && region.notifyOnExit)
    #expect(CLLocationCoordinate2DIsValid(berlin))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
  }

  @Test func theTriggerKeepsACopyOfItsRegion() throws {
    let region = CLCircularRegion(center: berlin, radius: 100, identifier: "office")
    region.notifyOnExit = false
    let trigger = UNLocationNotificationTrigger(region: region, repeats: true)
    region.notifyOnEntry = false
    trigger.region.notifyOnExit = true

    let stored = try #require(trigger.region as? CLCircularRegion)
    #expect(stored.identifier == "office")
    #expect(stored.radius == 100)
    #expect(stored.center.latitude == 52.52)
    #expect(stored.notifyOnEntry)
    #expect(!stored.notifyOnExit)
    #expect(trigger.repeats)
  }

  @Test func notificationsOfLocationTriggersCannotBeReadBackButCanBeRemoved() async throws {
    let center = UNUserNotificationCenter._shimMake(authorization: .authorized)
    let region = CLCircularRegion(center: berlin, radius: 100, identifier: "office")
    try await center.add(
      makeRequest("arrive", trigger: UNLocationNotificationTrigger(region: region, repeats: false)))
    try await center.add(makeRequest("timer"))
    #expect(await center.pendingIdentifiers() == ["arrive", "timer"])

    center._shimDeliver(identifier: "arrive")
    center._shimDeliver(identifier: "timer")
    #expect(await center.deliveredIdentifiers() == ["timer"])

    center.removeDeliveredNotifications(withIdentifiers: ["arrive"])
    try await center.add(makeRequest("arrive", trigger: nil))
    #expect(await center.deliveredIdentifiers() == ["timer", "arrive"])
  }
}
