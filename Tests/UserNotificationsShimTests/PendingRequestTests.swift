import Foundation
import Testing
import UserNotificationsShim

/// Pending and delivered requests round-trip through the center with Apple's
/// replace-by-identifier rules (UserNotificationsBehaviour.md §2).
struct PendingRequestTests {
  let center = UNUserNotificationCenter._shimMake(authorization: .authorized)

  @Test func addedRequestsReadBackInOrder() async throws {
    let daily = UNCalendarNotificationTrigger(
      dateMatching: DateComponents(hour: 8, minute: 30), repeats: true)
    try await center.add(makeRequest("a", title: "First", trigger: daily))
    try await center.add(makeRequest("b", title: "Second"))

    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["a", "b"])
    #expect(pending.map(\.content.title) == ["First", "Second"])
    let trigger = try #require(pending.first?.trigger as? UNCalendarNotificationTrigger)
    #expect(trigger.dateComponents == DateComponents(hour: 8, minute: 30))
    #expect(trigger.repeats)
    #expect(pending[1].trigger == UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false))
  }

  @Test func addingAnIdentifierAgainReplacesThePendingRequest() async throws {
    try await center.add(makeRequest("a", title: "Old"))
    try await center.add(makeRequest("b"))
    let newTrigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
    try await center.add(makeRequest("a", title: "New", trigger: newTrigger))

    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["b", "a"])
    #expect(pending.last?.content.title == "New")
    #expect(pending.last?.trigger == newTrigger)
  }

  @Test func removingPendingByIdentifierIgnoresUnknownOnes() async throws {
    for identifier in ["a", "b", "c"] {
      try await center.add(makeRequest(identifier))
    }
    center.removePendingNotificationRequests(withIdentifiers: ["b", "unknown"])
    #expect(await center.pendingIdentifiers() == ["a", "c"])

    center.removeAllPendingNotificationRequests()
    #expect(await center.pendingIdentifiers() == [])
  }

  @Test func requestsKeepAnImmutableCopyOfTheirContent() async throws {
    let content = makeContent(title: "Before")
    content.userInfo = ["group": "dailyQuote", "index": 3]
    let request = UNNotificationRequest(identifier: "a", content: content, trigger: nil)
    content.title = "After"

    #expect(request.content.title == "Before")
    #expect(!(request.content is UNMutableNotificationContent))
    #expect(request.content.userInfo["group"] as? String == "dailyQuote")
    #expect(request.content.userInfo["index"] as? Int == 3)
  }

  @Test func aRequestWithoutTriggerIsDeliveredRightAway() async throws {
    let before = Date()
    try await center.add(makeRequest("now", trigger: nil))

    #expect(await center.pendingIdentifiers() == [])
    let delivered = await center.deliveredNotifications()
    #expect(delivered.map(\.request.identifier) == ["now"])
    #expect(try #require(delivered.first).date >= before)
  }

  @Test func deliveringMovesAOneOffRequestAndKeepsARepeatingOne() async throws {
    let repeating = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
    try await center.add(makeRequest("once"))
    try await center.add(makeRequest("every minute", trigger: repeating))
    let deliveryDate = Date(timeIntervalSince1970: 1_750_000_000)

    let notification = try #require(center._shimDeliver(identifier: "once", at: deliveryDate))
    center._shimDeliver(identifier: "every minute", at: deliveryDate)

    #expect(notification.date == deliveryDate)
    #expect(notification.request.identifier == "once")
    #expect(await center.pendingIdentifiers() == ["every minute"])
    #expect(await center.deliveredIdentifiers() == ["once", "every minute"])
    #expect(center._shimDeliver(identifier: "once") == nil)
  }

  @Test func aNewDeliveryReplacesTheDeliveredNotificationWithItsIdentifier() async throws {
    try await center.add(makeRequest("a", title: "Old"))
    try await center.add(makeRequest("b"))
    center._shimDeliver(identifier: "a")
    center._shimDeliver(identifier: "b")
    try await center.add(makeRequest("a", title: "New"))
    center._shimDeliver(identifier: "a")

    let delivered = await center.deliveredNotifications()
    #expect(delivered.map(\.request.identifier) == ["b", "a"])
    #expect(delivered.last?.request.content.title == "New")
  }

  @Test func removingDeliveredNotifications() async throws {
    for identifier in ["a", "b", "c"] {
      try await center.add(makeRequest(identifier, trigger: nil))
    }
    center.removeDeliveredNotifications(withIdentifiers: ["a", "unknown"])
    #expect(await center.deliveredIdentifiers() == ["b", "c"])

    center.removeAllDeliveredNotifications()
    #expect(await center.deliveredIdentifiers() == [])
  }

  @Test func aDeliveredBadgeSetsTheAppBadgeOnlyWhileBadgesAreEnabled() async throws {
    let center = UNUserNotificationCenter._shimMake()  // not yet authorized
    let content = makeContent(title: "Inbox")
    content.badge = 5
    let request = UNNotificationRequest(identifier: "inbox", content: content, trigger: nil)

    try await center.add(request)
    #expect(center._shimBadgeCount == 0)

    center._shimSetNotificationSettings(authorizationStatus: .authorized)
    try await center.add(request)
    #expect(center._shimBadgeCount == 5)
  }

  @Test func independentCentersDoNotShareState() async throws {
    let other = UNUserNotificationCenter._shimMake(authorization: .authorized)
    try await center.add(makeRequest("mine"))
    #expect(await other.pendingIdentifiers() == [])
    #expect(UNUserNotificationCenter.current() === UNUserNotificationCenter.current())
    #expect(UNUserNotificationCenter.current() !== center)
  }

  @Test func resetForgetsEverything() async throws {
    center._shimSetNotificationSettings(authorizationStatus: .authorized)
    center.setNotificationCategories([
      UNNotificationCategory(identifier: "c", actions: [], intentIdentifiers: [])
    ])
    try await center.add(makeRequest("a"))
    try await center.add(makeRequest("b", trigger: nil))
    try await center.setBadgeCount(3)

    center._shimReset()

    #expect(await center.pendingIdentifiers() == [])
    #expect(await center.deliveredIdentifiers() == [])
    #expect(await center.notificationCategories().isEmpty)
    #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
    #expect(center._shimBadgeCount == 0)
  }

  /// iOS 11 and later keep the last 64 added, as the simulator does by default
  /// (github.com/MaikuB/flutter_local_notifications/issues/2275: 70 requests, 7…70 pending).
  @Test func beyondSixtyFourTheOldestAddedAreDropped() async throws {
    for index in 1...70 {
      let trigger = UNTimeIntervalNotificationTrigger(timeInterval: Double(3_600 * index), repeats: false)
      try await center.add(makeRequest("n\(index)", trigger: trigger))
    }
    #expect(await center.pendingNotificationRequests().map(\.identifier) == (7...70).map { "n\($0)" })
  }

  /// As in the simulator: with Notification Center off, nothing delivered is listed.
  @Test func withNotificationCenterOffNothingDeliveredIsListed() async throws {
    center._shimSetNotificationSettings(
      authorizationStatus: .authorized, notificationCenterSetting: .disabled)
    try await center.add(makeRequest("a"))
    _ = center._shimDeliver(identifier: "a")
    #expect(await center.deliveredIdentifiers().isEmpty)
  }
}
