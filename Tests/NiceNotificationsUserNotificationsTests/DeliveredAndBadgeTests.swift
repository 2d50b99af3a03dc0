#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim

  struct DeliveredAndBadgeTests {
    static func request(_ identifier: String, _ trigger: NotificationTrigger) -> NotificationRequest {
      NotificationRequest(
        identifier: identifier, content: NotificationContent(title: identifier), trigger: trigger)
    }

    @Test func deliveredNotificationsAreReadAndRemoved() async throws {
      let (system, shim) = adapter(authorization: .authorized)
      for identifier in ["a", "b", "c"] {
        try await system.add(Self.request(identifier, .timeInterval(60, repeats: false)))
        shim._shimDeliver(identifier: identifier, at: Date(timeIntervalSince1970: 1_790_000_000))
      }
      #expect(await system.deliveredNotifications().map(\.request.identifier) == ["a", "b", "c"])
      await system.removeDeliveredNotifications(withIdentifiers: ["b", "unknown"])
      #expect(await system.deliveredNotifications().map(\.request.identifier) == ["a", "c"])
      await system.removeAllDeliveredNotifications()
      #expect(await system.deliveredNotifications().isEmpty)
    }

    @Test func aRepeatingRequestStaysPendingAfterDelivery() async throws {
      let (system, shim) = adapter(authorization: .authorized)
      let hourly = Self.request("hourly", .timeInterval(3_600, repeats: true))
      try await system.add(hourly)
      shim._shimDeliver(identifier: "hourly")
      #expect(await system.pendingRequests().map(\.request) == [hourly])
      #expect(await system.deliveredNotifications().map(\.request) == [hourly])
    }

    @Test func removingAllPendingRemovesRequestsOtherCodeAddedToo() async throws {
      let (system, shim) = adapter()
      try await system.add(Self.request("mine", .timeInterval(60, repeats: false)))
      let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
      try await shim.add(
        UNNotificationRequest(identifier: "theirs", content: UNNotificationContent(), trigger: trigger))
      #expect(await system.pendingRequests().count == 2)
      await system.removeAllPendingRequests()
      #expect(await system.pendingRequests().isEmpty)
    }

    @Test func theBadgeIsSetAndANegativeCountIsRefusedBeforeThePlatform() async throws {
      // Authorized: an app that may not notify sets no badge.
      let (system, shim) = adapter(authorization: .authorized)
      try await system.setBadgeCount(5)
      #expect(shim._shimBadgeCount == 5)
      await #expect(throws: NotificationCenterError.invalidBadge(-1)) { try await system.setBadgeCount(-1) }
      #expect(shim._shimBadgeCount == 5)
      try await system.setBadgeCount(0)
      #expect(shim._shimBadgeCount == 0)
    }
  }
#endif
