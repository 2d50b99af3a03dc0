import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

struct DeliveredNotificationsTests {
  let berlin = DateBuilder.Context.fixed(2026, 11, 21, 8, 0)

  /// A daily 9:00 quote group that removes quotes older than a day at each reschedule.
  let quotes = FixedGroup(
    "quotes", removesDelivered: { notification, now in now.timeIntervalSince(notification.date) > 86_400 }
  ) {
    EveryDay(forDays: 5, starting: .today).at(hour: 9, minute: 0).schedule(title: "Quote")
  }
  let news = FixedGroup("news") {
    EveryDay(forDays: 5, starting: .today).at(hour: 9, minute: 0).schedule(title: "News")
  }

  @Test func aGroupChoosesWhichOfItsDeliveredNotificationsRescheduleRemoves() async throws {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    await notifications.reschedule(group: quotes, permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.reschedule(group: news, permissionStrategy: .scheduleIfSystemAllowed)
    try await center.add(request("someone-else", nil))
    await center.advance(by: 2 * 86_400 + 3_600)  // day 3, 9:00 has passed
    #expect(await center.delivered.count == 7)

    let report = await notifications.reschedule(group: quotes, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(report.removedDelivered == ["quotes:0:20261121T090000"])
    #expect(
      await notifications.deliveredNotifications(ofGroup: "quotes").map(\.request.identifier) == [
        "quotes:0:20261122T090000", "quotes:0:20261123T090000",
      ])
    #expect(await notifications.deliveredNotifications(ofGroup: "news").count == 3)  // the default keeps them

    let newsReport = await notifications.reschedule(group: news, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(newsReport.removedDelivered.isEmpty)
  }

  @Test func removingDeliveredByGroupLeavesOthers() async throws {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    for identifier in ["quotes:0:a", "quotes:~snooze:0:a", "news:0:a", "other"] {
      try await center.add(request(identifier, nil))
    }
    #expect(await notifications.deliveredNotifications(ofGroup: "quotes").count == 2)
    #expect(
      await notifications.removeDeliveredNotifications(ofGroup: "quotes").sorted() == [
        "quotes:0:a", "quotes:~snooze:0:a",
      ])
    #expect(await center.delivered.map(\.request.identifier) == ["news:0:a", "other"])
  }

  @Test func theBadgeCanCountDeliveredNotificationsAndBeCleared() async throws {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    for identifier in ["quotes:0:a", "quotes:0:b", "news:0:a", "other"] {
      try await center.add(request(identifier, nil))
    }
    #expect(try await notifications.setBadgeToDeliveredCount(ofGroups: ["quotes"]) == 2)
    #expect(await center.badgeCount == 2)
    #expect(try await notifications.setBadgeToDeliveredCount() == 4)
    #expect(await center.badgeCount == 4)
    try await notifications.setBadgeCount(7)
    #expect(await center.badgeCount == 7)
    try await notifications.clearBadge()
    #expect(await center.badgeCount == 0)
    await #expect(throws: NotificationCenterError.invalidBadge(-1)) {
      try await notifications.setBadgeCount(-1)
    }
  }
}
