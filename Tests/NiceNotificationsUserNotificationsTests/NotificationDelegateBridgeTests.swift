#if !canImport(UserNotifications)
  import Foundation
  import NiceNotifications
  import NiceNotificationsUserNotifications
  import Testing
  import UserNotificationsShim
  import TestSupport

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
      // Actions can be chosen only from a registered category (Apple's documentation,
      // "Declaring your actionable notification types").
      await system.setCategories([
        NotificationCategory(
          identifier: "reply",
          actions: [
            NotificationAction(
              identifier: "reply", title: "Reply",
              textInput: NotificationAction.TextInput(buttonTitle: "Send")),
            NotificationAction("snooze", title: "Snooze"),
            NotificationAction("done", title: "Done"),
          ])
      ])
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

    /// Waits until a response to `identifier` waits in `bridge`'s queue.
    static func waitUntilQueued(_ identifier: String, in bridge: NotificationDelegateBridge) async {
      while await !bridge.queuedResponses.contains(where: { $0.notification.request.identifier == identifier }
      ) {
        await Task.yield()
      }
    }

    @Test func aBackgroundDoneOnAColdLaunchIsRecordedBeforeTheSystemIsTold() async throws {
      // The person taps "Done" on the lock screen; iOS launches the app in the background
      // and calls the delegate before the app has registered its handlers.
      let (system, shim, notifications) = try await Self.installed()
      let recorded = Recorder<String>()
      let systemTold = Task {
        #expect(await shim._shimRespond(to: notifications[0], actionIdentifier: "done"))
        // The completion handler has been called: iOS may suspend the app from here on.
        return await recorded.values
      }
      await Self.waitUntilQueued("n", in: system.delegateBridge)
      let router = NotificationResponseRouter()
      await router.on(.action("done")) { await recorded.append($0.response.notification.request.identifier) }
      await system.delegateBridge.route(to: router)
      #expect(await systemTold.value == ["n"])
    }

    @Test func openSettingsForReachesTheAppsHandler() async throws {
      let (system, shim, notifications) = try await Self.installed()
      let opened = Recorder<String?>()
      await system.delegateBridge.setSettingsHandler { await opened.append($0?.request.identifier) }
      // iOS shows the settings button only to an app authorized with the option.
      #expect(shim._shimOpenSettings(for: nil) == false)
      shim._shimSetNotificationSettings(
        authorizationStatus: .authorized, providesAppNotificationSettings: true)
      #expect(shim._shimOpenSettings(for: notifications[0]))
      #expect(shim._shimOpenSettings(for: nil))
      while await opened.values.count < 2 { await Task.yield() }
      #expect(await opened.values == ["n", nil])
    }

    @Test func settingsRequestsReachTheHandlerInTheOrderTheCenterMadeThem() async throws {
      let identifiers = (0..<40).map { "n\($0)" }
      let (system, shim, notifications) = try await Self.installed(delivering: identifiers)
      let opened = Recorder<String?>()
      await system.delegateBridge.setSettingsHandler { await opened.append($0?.request.identifier) }
      shim._shimSetNotificationSettings(
        authorizationStatus: .authorized, providesAppNotificationSettings: true)
      var expected: [String?] = []
      for (index, notification) in notifications.enumerated() {
        #expect(shim._shimOpenSettings(for: index.isMultiple(of: 3) ? nil : notification))
        expected.append(index.isMultiple(of: 3) ? nil : identifiers[index])
      }
      while await opened.values.count < expected.count { await Task.yield() }
      #expect(await opened.values == expected)
    }

    @Test func aHandlerSetLateGetsTheLatestSettingsRequestNeverAnOlderOneAfterIt() async throws {
      let identifiers = (0..<20).map { "n\($0)" }
      let (system, shim, notifications) = try await Self.installed(delivering: identifiers)
      shim._shimSetNotificationSettings(
        authorizationStatus: .authorized, providesAppNotificationSettings: true)
      for notification in notifications { #expect(shim._shimOpenSettings(for: notification)) }
      // A request is kept until the next replaces it or a handler takes it: the handler gets
      // the latest, never an older one after a newer.
      let opened = Recorder<String?>()
      await system.delegateBridge.setSettingsHandler { await opened.append($0?.request.identifier) }
      while await opened.values.last != "n19" { await Task.yield() }
      let order = await opened.values.compactMap { $0.flatMap { Int($0.dropFirst()) } }
      #expect(order == order.sorted() && Set(order).count == order.count)
    }

    @Test func aSettingsRequestThatLaunchedTheAppWaitsForItsHandler() async throws {
      let (system, shim, _) = try await Self.installed(delivering: [])
      shim._shimSetNotificationSettings(
        authorizationStatus: .authorized, providesAppNotificationSettings: true)
      #expect(shim._shimOpenSettings(for: nil))
      let opened = Recorder<String?>()
      // The request reaches the bridge in a task of its own: a handler set before it arrives
      // gets it as it arrives, one set after it gets it when set.
      await system.delegateBridge.setSettingsHandler {
        await opened.append($0?.request.identifier ?? "Settings")
      }
      while await opened.values.isEmpty { await Task.yield() }
      #expect(await opened.values == ["Settings"])
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
      let early = Task {
        try await Self.respond(to: "a", action: "reply", userText: "Soon", through: system.delegateBridge)
      }
      await Self.waitUntilQueued("a", in: system.delegateBridge)
      let router = NotificationResponseRouter(presentationPolicy: PresentationPolicy(defaultOptions: [.list]))
      let replies = Recorder<String>()
      await router.on(.action("reply")) { await replies.append($0.userText ?? "") }
      await system.delegateBridge.route(to: router)
      await shim._shimRespond(to: notifications[1], actionIdentifier: "reply", userText: "Now")
      #expect(try await early.value)
      #expect(await replies.values == ["Soon", "Now"])
      #expect(await shim._shimPresent(notifications[1]) == [.list])
    }

    @Test func withARouterAResponseWaitsOnlyInTheRoutersQueue() async throws {
      let (system, shim, notifications) = try await Self.installed(delivering: ["a", "b", "c"])
      // A cold start: a tap arrives before the app has set anything up.
      let first = Task { try await Self.respond(to: "a", through: system.delegateBridge) }
      await Self.waitUntilQueued("a", in: system.delegateBridge)

      let router = NotificationResponseRouter()
      await system.delegateBridge.route(to: router)
      // The waiting tap moved to the router, which has no handler for it yet: the bridge's
      // queue is the router's.
      #expect(await router.queuedResponses.map(\.notification.request.identifier) == ["a"])
      #expect(await system.delegateBridge.queuedResponses == router.queuedResponses)

      let second = Task { try await Self.respond(to: "b", through: system.delegateBridge) }
      await Self.waitUntilQueued("b", in: system.delegateBridge)
      #expect(await router.queuedResponses.map(\.notification.request.identifier) == ["a", "b"])

      let taps = Recorder<String>()
      await router.on(.tap) { await taps.append($0.response.notification.request.identifier) }
      #expect(await taps.values == ["a", "b"])
      #expect(try await first.value)
      #expect(try await second.value)
      await shim._shimRespond(to: notifications[2])
      #expect(await taps.values == ["a", "b", "c"])
      #expect(await router.queuedResponses.isEmpty)
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
      var early: [Task<Bool, any Error>] = []
      for identifier in ["a", "b", "c"] {
        early.append(Task { try await Self.respond(to: identifier, through: system.delegateBridge) })
        await Self.waitUntilQueued(identifier, in: system.delegateBridge)
      }
      #expect(
        await system.delegateBridge.queuedResponses.map(\.notification.request.identifier) == ["a", "b", "c"])

      let seen = Recorder<String>()
      await system.delegateBridge.setResponseHandler { await seen.append($0.notification.request.identifier) }
      #expect(await seen.values == ["a", "b", "c"])
      #expect(await system.delegateBridge.queuedResponses.isEmpty)
      for task in early { #expect(try await task.value) }

      await shim._shimRespond(to: notifications[3])
      #expect(await seen.values == ["a", "b", "c", "d"])
    }

    /// Responds to a notification `identifier` delivered by a center of its own, with
    /// `bridge` installed, so that responses can arrive from tasks of their own.
    static func respond(
      to identifier: String, action: String = UNNotificationDefaultActionIdentifier, userText: String? = nil,
      through bridge: NotificationDelegateBridge
    ) async throws -> Bool {
      let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
      bridge.install(on: shim)
      let system = SystemNotificationCenter(center: shim)
      await system.setCategories([
        NotificationCategory(
          identifier: "reply",
          actions: [
            NotificationAction(
              identifier: "reply", title: "Reply",
              textInput: NotificationAction.TextInput(buttonTitle: "Send"))
          ])
      ])
      var content = NotificationContent(title: identifier)
      content.categoryIdentifier = "reply"
      try await system.add(NotificationRequest(identifier: identifier, content: content, trigger: nil))
      let notification = try #require(await shim.deliveredNotifications().first)
      return await shim._shimRespond(to: notification, actionIdentifier: action, userText: userText)
    }

    @Test func responsesArrivingWhileTheQueueIsHandedOverAreNeitherLostNorRepeated() async throws {
      let identifiers = (0..<10).map { "r\($0)" }
      let bridge = NotificationDelegateBridge()
      var arriving: [Task<Bool, any Error>] = []
      for identifier in identifiers.prefix(5) {
        arriving.append(Task { try await Self.respond(to: identifier, through: bridge) })
        await Self.waitUntilQueued(identifier, in: bridge)
      }
      let seen = Recorder<String>()
      let handing = Gate()
      let release = Gate()
      // The handler holds the first response until the rest have arrived, so they arrive
      // while the queue is being handed over.
      async let handedOver: Void = bridge.setResponseHandler { response in
        let identifier = response.notification.request.identifier
        if identifier == "r0" {
          await handing.open()
          await release.wait()
        }
        await seen.append(identifier)
      }
      await handing.wait()
      // Each waits for its handler, so each arrives from a task of its own.
      for identifier in identifiers.suffix(5) {
        arriving.append(Task { try await Self.respond(to: identifier, through: bridge) })
      }
      await release.open()
      await handedOver
      for task in arriving {
        #expect(try await task.value)
      }
      // The responses that waited are handled in arrival order; the later ones, which had a
      // handler on arrival, each once beside them.
      let handled = await seen.values
      #expect(handled.filter { identifiers.prefix(5).contains($0) } == Array(identifiers.prefix(5)))
      #expect(handled.sorted() == identifiers)
      #expect(await bridge.queuedResponses.isEmpty)
    }

    @Test func aResponseArrivingWhileAnotherIsHandledReturnsOnlyOnceItsHandlerHas() async throws {
      let seen = Recorder<String>()
      let handling = Gate()
      let release = Gate()
      let bridge = NotificationDelegateBridge(response: { response in
        let identifier = response.notification.request.identifier
        if identifier == "a" {
          await handling.open()
          await release.wait()
        }
        await seen.append(identifier)
      })
      async let first = Self.respond(to: "a", through: bridge)
      await handling.wait()
      // The platform is told "b" is handled when its delegate method returns: that must be
      // after its handler has run, or the app could be suspended before it runs.
      let second = Task {
        _ = try await Self.respond(to: "b", through: bridge)
        return await seen.values
      }
      #expect(try await second.value == ["b"])
      await release.open()
      #expect(try await first)
      #expect(await seen.values == ["b", "a"])
    }

    @Test func theTimeLimitTellsTheSystemWhenAHandlerNeverFinishes() async throws {
      let handling = Gate()
      let release = Gate()
      let finished = Recorder<String>()
      let bridge = NotificationDelegateBridge(
        response: { response in
          await handling.open()
          await release.wait()
          await finished.append(response.notification.request.identifier)
        }, responseTimeLimit: 0.2)
      #expect(bridge.responseTimeLimit == 0.2)
      let started = ContinuousClock.now
      #expect(try await Self.respond(to: "stuck", through: bridge))
      #expect(ContinuousClock.now - started >= .milliseconds(200))
      await handling.wait()
      #expect(await finished.values.isEmpty)
      await release.open()
    }

    @Test func aHandlerStillRunningAtTheTimeLimitGoesOnUncancelled() async throws {
      // The limit says when the system is told, not that the work stops: a Done written after
      // it must still be written.
      let release = Gate()
      let finished = Gate()
      let cancelled = Recorder<Bool>()
      let bridge = NotificationDelegateBridge(
        response: { _ in
          await release.wait()
          try? await Task.sleep(for: .milliseconds(1))
          await cancelled.append(Task.isCancelled)
          await finished.open()
        }, responseTimeLimit: 0.2)
      #expect(try await Self.respond(to: "slow", through: bridge))
      await release.open()
      await finished.wait()
      #expect(await cancelled.values == [false])
    }

    @Test func theTimeLimitTellsTheSystemWhenNoHandlerIsEverSet() async throws {
      let bridge = NotificationDelegateBridge(responseTimeLimit: 0.2)
      #expect(try await Self.respond(to: "unhandled", through: bridge))
      // It still waits for a handler: an app that registers one later gets it.
      #expect(await bridge.queuedResponses.map(\.notification.request.identifier) == ["unhandled"])
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
      let waiting = Task { try await Self.respond(to: "b", through: system.delegateBridge) }
      await Self.waitUntilQueued("b", in: system.delegateBridge)
      #expect(await seen.values == ["a"])
      #expect(await system.delegateBridge.queuedResponses.count == 1)
      await system.delegateBridge.setResponseHandler(handler)
      #expect(await seen.values == ["a", "b"])
      #expect(try await waiting.value)
    }

    @Test func aBridgeGivenItsHandlersUpFrontCanBeInstalledOnAnyCenter() async throws {
      let shim = UNUserNotificationCenter._shimMake(authorization: .authorized)
      let seen = Recorder<NotificationResponse.Action>()
      let bridge = NotificationDelegateBridge(
        presentation: { _ in [.list] }, response: { await seen.append($0.action) })
      bridge.install(on: shim)
      let system = SystemNotificationCenter(center: shim)
      await system.setCategories([
        NotificationCategory(identifier: "door", actions: [NotificationAction("open", title: "Open")])
      ])
      var content = NotificationContent(title: "Now")
      content.categoryIdentifier = "door"
      try await system.add(NotificationRequest(identifier: "now", content: content, trigger: nil))
      let notification = try #require(await shim.deliveredNotifications().first)
      #expect(await shim._shimPresent(notification) == [.list])
      await shim._shimRespond(to: notification, actionIdentifier: "open")
      #expect(await seen.values == [.custom("open")])
    }
  }
#endif
