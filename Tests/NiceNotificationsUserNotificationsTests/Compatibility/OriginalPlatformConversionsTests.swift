#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import Testing
  import TestSupport
  import UserNotificationsShim

  struct OriginalPlatformConversionsTests {
    /// Removes delivered notifications whose title says they are stale.
    struct StaleGroup: LocalNotificationsGroup {
      let groupIdentifier = "stale"
      func timeline() async throws -> NotificationsTimeline { NotificationsTimeline {} }
      func shouldRemoveDelivered(_ notification: DeliveredNotification, now: Date) -> Bool {
        notification.request.content.title == "Stale"
      }
    }

    @Test func contentBecomesPlatformContentAndBackUnchanged() throws {
      let content = everyContentField
      let platform = try content.userNotificationsContent()
      #expect(platform.title == "Title")
      #expect(platform.userInfo["string"] as? String == "text")
      #expect(NotificationContent(platform) == content)
    }

    @Test func contentUsingTheReservedKeyIsRefused() {
      var content = NotificationContent(title: "Hello")
      content.userInfo["NiceNotifications"] = "mine"
      #expect(throws: NotificationCenterError.self) { try content.userNotificationsContent() }
    }

    @Test func platformOptionsBecomeThePackagesOptions() {
      #expect(AuthorizationOptions(UNAuthorizationOptions([.alert, .badge, .sound])) == .standard)
      #expect(AuthorizationOptions(UNAuthorizationOptions([.provisional])) == [.provisional])
      #expect(AuthorizationOptions(UNAuthorizationOptions()) == [])
    }

    @Test func originalDeliveredQuestionIsAnsweredByTheGroup() async throws {
      let context = DateBuilder.Context.fixed(2026, 10, 24, 12, 0, in: "Europe/Berlin")
      let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
      for (identifier, title) in [("old", "Stale"), ("new", "Fresh")] {
        let content = UNMutableNotificationContent()
        content.title = title
        try await shim.add(
          UNNotificationRequest(
            identifier: identifier, content: content,
            trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
      }
      let old = try #require(shim._shimDeliver(identifier: "old", at: context.now))
      let new = try #require(shim._shimDeliver(identifier: "new", at: context.now))

      var answers: [Bool] = []
      StaleGroup().__shouldRemoveDeliveredNotification(notification: old) { answers.append($0) }
      StaleGroup().__shouldRemoveDeliveredNotification(notification: new) { answers.append($0) }
      #expect(answers == [true, false])
    }

    @Test func packageTriggerBecomesThePlatformsTrigger() throws {
      let trigger = try NotificationTrigger.timeInterval(600, repeats: false)
        .userNotificationsTrigger(now: Date())
      let interval = try #require(trigger as? UNTimeIntervalNotificationTrigger)
      #expect(interval.timeInterval == 600)
      #expect(!interval.repeats)
    }
  }
#endif
