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

  /// A center that counts the reads a reschedule makes of it.
  struct ReadCountingCenter: ForwardingNotificationCenter {
    let base: any NotificationCenterPort
    let reads = Recorder<String>()

    func notificationSettings() async -> NotificationSettings {
      await reads.append("settings")
      return await base.notificationSettings()
    }
    func pendingRequests() async -> [PendingRequest] {
      await reads.append("pending")
      return await base.pendingRequests()
    }
    func deliveredNotifications() async -> [DeliveredNotification] {
      await reads.append("delivered")
      return await base.deliveredNotifications()
    }
  }

  @Test func aRescheduleOfManyGroupsReadsTheCenterOnceForEachThingItNeeds() async throws {
    let center = simulator(berlin)
    let counting = ReadCountingCenter(base: center)
    let notifications = LocalNotifications(
      center: counting, permissionStore: InMemoryGroupPermissionStore(), policy: .soonestFirst
    ) {
      var context = DateBuilder.Context.current
      context.now = await center.now
      context.calendar = await center.calendar
      return context
    }
    let pills = FixedGroup("pills") {
      EveryDay(forDays: 5, starting: .today).at(hour: 20, minute: 0).schedule(title: "Pill")
    }
    for group in [quotes, news, pills] {
      notifications.register(group, permissionStrategy: .scheduleIfSystemAllowed)
    }
    await notifications.rescheduleAll()
    await center.advance(by: 2 * 86_400 + 3_600)  // day 3, 9:00 has passed: quotes delivered
    let before = await counting.reads.values.count

    let report = await notifications.rescheduleAll()
    // The authorization once for the three groups' permission, the settings, the pending and
    // the delivered once for the plan (the quotes to remove are found in that reading), and the
    // pending once more after the adds, which another writer may have pushed out.
    let reads = await counting.reads.values.dropFirst(before).sorted()
    #expect(!report.added.isEmpty)
    #expect(reads == ["delivered", "pending", "pending", "settings", "settings"], "\(reads)")
    #expect(report.removedDelivered == ["quotes:0:20261121T090000"])
    #expect(
      await notifications.deliveredNotifications(ofGroup: "quotes").map(\.request.identifier) == [
        "quotes:0:20261122T090000", "quotes:0:20261123T090000",
      ])
  }

  @Test func removingDeliveredByGroupLeavesOthers() async throws {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    for identifier in ["quotes:0:now", "quotes:~snooze:0:now", "news:0:now", "other"] {
      try await center.add(request(identifier, nil))
    }
    #expect(await notifications.deliveredNotifications(ofGroup: "quotes").count == 2)
    #expect(
      await notifications.removeDeliveredNotifications(ofGroup: "quotes").sorted() == [
        "quotes:0:now", "quotes:~snooze:0:now",
      ])
    #expect(await center.delivered.map(\.request.identifier) == ["news:0:now", "other"])
  }

  @Test func theBadgeCanCountDeliveredNotificationsAndBeCleared() async throws {
    let center = simulator(berlin)
    let notifications = frontDoor(over: center)
    for identifier in ["quotes:0:now", "quotes:0:trigger", "news:0:now", "other"] {
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

/// The groups of one reschedule share one reading of the system's authorization, and a
/// prompt shown for the first is answered for the others.
struct SharedAuthorizationTests {
  let berlin = DateBuilder.Context.fixed(2026, 3, 28, 10, 0)  // the night before summer time

  func groups() -> [FixedGroup] {
    ["a", "b", "c"].map { identifier in
      FixedGroup(identifier) {
        EveryDay(forDays: 3, starting: .today).at(hour: 2, minute: 30).schedule(title: identifier)
      }
    }
  }

  @Test(arguments: [PromptAnswer.allow, .deny])
  func groupsAskingForPermissionPromptOnceAndShareTheAnswer(answer: PromptAnswer) async throws {
    let center = simulator(berlin, authorization: .notDetermined, promptAnswer: answer)
    let notifications = frontDoor(over: center)
    for group in groups() {
      notifications.register(group, permissionStrategy: .askSystemPermissionIfNeeded)
    }
    let report = await notifications.rescheduleAll()
    #expect(await center.prompts == 1)
    let allowed = answer == .allow
    for identifier in ["a", "b", "c"] {
      #expect(report.outcomes[identifier] == (allowed ? .scheduled : .denied(.system)))
    }
    // Today's 2:30 has passed; the 29th's, which Berlin's clocks skip, and the 30th's remain.
    #expect(await center.pendingRequests().count == (allowed ? 6 : 0))
  }
}
