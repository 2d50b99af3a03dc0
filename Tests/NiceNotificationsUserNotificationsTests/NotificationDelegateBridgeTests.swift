#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim

  struct NotificationDelegateBridgeTests {
    /// A shim with the bridge of an adapter installed, and one delivered notification per
    /// identifier.
    static func installed(
      delivering identifiers: [String] = ["n"]
    ) async throws -> (
      system: SystemNotificationCenter, shim: UNUserNotificationCenter, notifications: [UNNotification]
    ) {
      let (system, shim) = adapter()
      system.installDelegate()
      var notifications: [UNNotification] = []
      for identifier in identifiers {
        var content = NotificationContent(title: identifier, userInfo: ["id": .string(identifier)])
        content.categoryIdentifier = "reply"
        try await system.add(
          NotificationRequest(
            identifier: identifier, content: content, trigger: .timeInterval(60, repeats: false)))
        notifications.append(try #require(shim._shimDeliver(identifier: identifier)))
      }
      return (system, shim, notifications)
    }

    @Test func installDelegateMakesTheAdaptersBridgeTheCentersDelegate() async throws {
      let (system, shim, _) = try await Self.installed(delivering: [])
      #expect(shim.delegate === system.delegateBridge)
    }

    @Test func foregroundPresentationIsAskedWithAValue() async throws {
      let (system, shim, notifications) = try await Self.installed()
      let seen = Recorder<DeliveredNotification>()
      await system.delegateBridge.setPresentationHandler { notification in
        await seen.append(notification)
        return [.banner, .list, .sound]
      }
      let options = await shim._shimPresent(notifications[0])
      #expect(options == [.banner, .list, .sound])
      #expect(await seen.values == [DeliveredNotification(notifications[0])])
      #expect(await seen.values.first?.request.content.userInfo == ["id": "n"])
    }

    @Test func aRouterDecidesPresentationAndHandlesResponsesQueuedBeforeIt() async throws {
      let (system, shim, notifications) = try await Self.installed(delivering: ["a", "b"])
      #expect(await shim._shimRespond(to: notifications[0], actionIdentifier: "reply", userText: "Soon"))
      let router = NotificationResponseRouter(presentationPolicy: PresentationPolicy(defaultOptions: [.list]))
      let replies = Recorder<String>()
      await router.on(.action("reply")) { await replies.append($0.userText ?? "") }
      await system.delegateBridge.route(to: router)
      await shim._shimRespond(to: notifications[1], actionIdentifier: "reply", userText: "Now")
      #expect(await replies.values == ["Soon", "Now"])
      #expect(await shim._shimPresent(notifications[1]) == [.list])
    }

    @Test func withoutAPresentationHandlerNothingIsPresented() async throws {
      let (_, shim, notifications) = try await Self.installed()
      #expect(await shim._shimPresent(notifications[0]) == [])
    }

    @Test func everyKindOfResponseIsForwardedAsAValue() async throws {
      let (system, shim, notifications) = try await Self.installed()
      let seen = Recorder<NotificationResponse>()
      await system.delegateBridge.setResponseHandler { await seen.append($0) }
      let notification = notifications[0]
      await shim._shimRespond(to: notification)
      await shim._shimRespond(to: notification, actionIdentifier: UNNotificationDismissActionIdentifier)
      await shim._shimRespond(to: notification, actionIdentifier: "snooze")
      await shim._shimRespond(to: notification, actionIdentifier: "reply", userText: "On my way")
      let delivered = DeliveredNotification(notification)
      #expect(
        await seen.values == [
          NotificationResponse(notification: delivered, action: .default),
          NotificationResponse(notification: delivered, action: .dismiss),
          NotificationResponse(notification: delivered, action: .custom("snooze")),
          NotificationResponse(notification: delivered, action: .custom("reply"), userText: "On my way"),
        ])
    }

    @Test func thePlatformsActionIdentifiersAreThePackages() {
      #expect(UNNotificationDefaultActionIdentifier == NotificationResponse.Action.defaultIdentifier)
      #expect(UNNotificationDismissActionIdentifier == NotificationResponse.Action.dismissIdentifier)
    }

    @Test func responsesBeforeAHandlerAreQueuedThenHandledOnceInOrder() async throws {
      let (system, shim, notifications) = try await Self.installed(delivering: ["a", "b", "c", "d"])
      for notification in notifications.prefix(3) {
        #expect(await shim._shimRespond(to: notification))
      }
      #expect(
        await system.delegateBridge.queuedResponses.map(\.notification.request.identifier) == ["a", "b", "c"])

      let seen = Recorder<String>()
      await system.delegateBridge.setResponseHandler { await seen.append($0.notification.request.identifier) }
      #expect(await seen.values == ["a", "b", "c"])
      #expect(await system.delegateBridge.queuedResponses.isEmpty)

      await shim._shimRespond(to: notifications[3])
      #expect(await seen.values == ["a", "b", "c", "d"])
    }

    @Test func responsesArrivingWhileTheQueueIsHandedOverAreNeitherLostNorRepeated() async throws {
      let identifiers = (0..<10).map { "r\($0)" }
      let (system, shim, notifications) = try await Self.installed(delivering: identifiers)
      for notification in notifications.prefix(5) {
        await shim._shimRespond(to: notification)
      }
      let seen = Recorder<String>()
      let handing = Gate()
      let release = Gate()
      // The handler holds the first response until the rest have arrived, so they arrive
      // while the queue is being handed over.
      async let handedOver: Void = system.delegateBridge.setResponseHandler { response in
        let identifier = response.notification.request.identifier
        if identifier == "r0" {
          await handing.open()
          await release.wait()
        }
        await seen.append(identifier)
      }
      await handing.wait()
      for notification in notifications.suffix(5) {
        await shim._shimRespond(to: notification)
      }
      #expect(await seen.values.isEmpty)
      await release.open()
      await handedOver
      #expect(await seen.values == identifiers)
      #expect(await system.delegateBridge.queuedResponses.isEmpty)
    }

    @Test func clearingTheResponseHandlerQueuesResponsesAgain() async throws {
      let (system, shim, notifications) = try await Self.installed(delivering: ["a", "b"])
      let seen = Recorder<String>()
      let handler: NotificationDelegateBridge.ResponseHandler = {
        await seen.append($0.notification.request.identifier)
      }
      await system.delegateBridge.setHandlers(presentation: nil, response: handler)
      await shim._shimRespond(to: notifications[0])
      await system.delegateBridge.setResponseHandler(nil)
      await shim._shimRespond(to: notifications[1])
      #expect(await seen.values == ["a"])
      #expect(await system.delegateBridge.queuedResponses.count == 1)
      await system.delegateBridge.setResponseHandler(handler)
      #expect(await seen.values == ["a", "b"])
    }

    @Test func aBridgeGivenItsHandlersUpFrontCanBeInstalledOnAnyCenter() async throws {
      let shim = UNUserNotificationCenter._shimMake()
      let seen = Recorder<NotificationResponse.Action>()
      let bridge = NotificationDelegateBridge(
        presentation: { _ in [.list] }, response: { await seen.append($0.action) })
      bridge.install(on: shim)
      let system = SystemNotificationCenter(center: shim)
      try await system.add(
        NotificationRequest(identifier: "now", content: NotificationContent(title: "Now"), trigger: nil))
      let notification = try #require(await shim.deliveredNotifications().first)
      #expect(await shim._shimPresent(notification) == [.list])
      await shim._shimRespond(to: notification, actionIdentifier: "open")
      #expect(await seen.values == [.custom("open")])
    }
  }
#endif
